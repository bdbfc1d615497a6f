import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEvents } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer, eventCard, pageOf } from '../../../testing/fixtures';
import { EventList } from '../../EventList';
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
    expect(screen.getByText('14 May 2027 at 5:00 PM')).toBeInTheDocument();
    expect(screen.getByText('01 June 2027 at 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('From Rs 3,500')).toBeInTheDocument();
    expect(screen.getAllByText('Arfa Software Technology Park, Lahore')).toHaveLength(2);
  });

  it('View Details leads to the landing page when the event has one, else to the event page', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([eventCard(1), eventCard(2, { landing_page_link: '/freelance-fest-2022-islamabad' })])));
    renderPage(<EventsPage />, { path: '/events' });
    const links = await screen.findAllByRole('link', { name: /^View Details/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/event/event-1/1', '/freelance-fest-2022-islamabad']);
  });

  it('the whole card opens the event: one link per card, named with the event, stretched over the card', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([eventCard(1), eventCard(2)])));
    renderPage(<EventsPage />, { path: '/events' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const [i, card] of cards.entries()) {
      // One interactive element in the card, so nothing is nested inside the link's area.
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(within(card).queryAllByRole('button')).toHaveLength(0);
      expect(links[0]).toHaveAccessibleName(`View Details: Event ${i + 1}`);
      expect(links[0]).toHaveTextContent(/^View Details$/);
      // The link's overlay covers the card (Chakra's LinkOverlay inside a LinkBox).
      expect(links[0]).toHaveClass('chakra-linkbox__overlay');
      expect(card).toHaveClass('chakra-linkbox');
    }
  });

  it('the member’s list leads to the dashboard’s event page', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([eventCard(3)])));
    renderPage(<EventList area="dashboard" />, { path: '/dashboard/events' });
    expect(await screen.findByRole('link', { name: /^View Details/ })).toHaveAttribute('href', '/dashboard/event/event-3/3');
  });

  it('shows upcoming events first, and past events apart, behind their own link', async () => {
    getEventsMock.mockImplementation(async (_page, when) => answer(pageOf(when === 'past' ? [eventCard(9, { title: 'Iftar Multan', past: true })] : [eventCard(1, { title: 'Meetup Lahore' })])));
    const user = userEvent.setup();
    renderPage(<EventsPage />, { path: '/events' });
    expect(await screen.findByRole('heading', { name: 'Meetup Lahore' })).toBeInTheDocument();
    expect(getEventsMock).toHaveBeenLastCalledWith(1, 'upcoming');
    const periods = screen.getByRole('navigation', { name: 'Upcoming or past events' });
    expect(within(periods).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Iftar Multan' })).not.toBeInTheDocument();

    await user.click(within(periods).getByRole('link', { name: 'Past events' }));
    expect(await screen.findByRole('heading', { name: 'Iftar Multan' })).toBeInTheDocument();
    expect(getEventsMock).toHaveBeenLastCalledWith(1, 'past');
    expect(within(periods).getByRole('link', { name: 'Past events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Meetup Lahore' })).not.toBeInTheDocument();
    expect(screen.getByText('Past event')).toBeInTheDocument();
  });

  it('pages through past events without leaving them', async () => {
    getEventsMock.mockImplementation(async (page = 1) => answer(pageOf([eventCard(page * 10, { past: true })], page, 3)));
    renderPage(<EventsPage />, { path: '/events', at: '/events?when=past&page=2' });
    expect(await screen.findByRole('heading', { name: 'Event 20' })).toBeInTheDocument();
    expect(getEventsMock).toHaveBeenLastCalledWith(2, 'past');
    const pages = screen.getByRole('navigation', { name: 'Past events pages' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/events?when=past&page=3');
  });

  it('says so when there are no upcoming events, and leads to the past ones', async () => {
    getEventsMock.mockResolvedValue(answer(pageOf([])));
    renderPage(<EventsPage />, { path: '/events' });
    expect(await screen.findByText('No upcoming events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See past events' })).toHaveAttribute('href', '/events?when=past');
  });
});
