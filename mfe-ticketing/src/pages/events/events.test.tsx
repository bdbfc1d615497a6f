import { screen } from '@testing-library/react';
import { getEvents } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer, eventCard, pageOf } from '../../features/testing/fixtures';
import { EventList } from '../../features/events/EventList';
import EventsPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), getEvents: jest.fn() }));
const getEventsMock = jest.mocked(getEvents);

beforeEach(() => getEventsMock.mockReset());

describe('events list', () => {
  it('shows each event’s start date as long month, two-digit day and time, its venue and Free or the lowest price', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([eventCard(1), eventCard(2, { free: false, price_from: 3500, start_date: '2027-06-01T05:00:00.000Z' })])));
    renderPage(<EventsPage />, { path: '/events' });
    expect(await screen.findByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
    // 12:00 UTC is 5:00 PM in Karachi.
    expect(screen.getByText('May 14, 2027 at 5:00 PM')).toBeInTheDocument();
    expect(screen.getByText('June 01, 2027 at 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('From PKR 3,500')).toBeInTheDocument();
    expect(screen.getAllByText('Arfa Software Technology Park, Lahore')).toHaveLength(2);
  });

  it('View Details leads to the landing page when the event has one, else to the event page', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([eventCard(1), eventCard(2, { landing_page_link: '/freelance-fest-2022-islamabad' })])));
    renderPage(<EventsPage />, { path: '/events' });
    const links = await screen.findAllByRole('link', { name: 'View Details' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/event/event-1/1', '/freelance-fest-2022-islamabad']);
  });

  it('the member’s list leads to the dashboard’s event page', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([eventCard(3)])));
    renderPage(<EventList area="dashboard" />, { path: '/dashboard/events' });
    expect(await screen.findByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/dashboard/event/event-3/3');
  });

  it('says so when there are no events', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([])));
    renderPage(<EventsPage />, { path: '/events' });
    expect(await screen.findByText('No upcoming events yet')).toBeInTheDocument();
  });
});
