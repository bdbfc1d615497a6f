import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { pageOf } from '../../features/testing/fixtures';
import { memberTicket } from '../../features/testing/tickets';
import MyTicketsPage from './index';

const show = (at = '/dashboard/tickets') => renderPage(<MyTicketsPage />, { path: '/dashboard/tickets', at });

describe('My Tickets', () => {
  it('lists each upcoming ticket with its event, date, venue, package, QR, Download Ticket and Add to calendar', async () => {
    const other = memberTicket({ id: 18, order_id: 44, package_name: 'Free entry', event: { id: 7, slug: 'freelancers-meetup-lahore', title: 'Freelancers Meetup Lahore', image: null, start_date: '2027-05-14T12:00:00.000Z', end_date: '2027-05-14T15:00:00.000Z', venue: 'Arfa Software Technology Park', city: 'Lahore' }, calendar_url: '/api/events/7/freelancers-meetup-lahore/calendar.ics' });
    const api = mockApi({ 'GET /api/user/tickets': ok(pageOf([other, memberTicket()])) });
    show();
    const first = await screen.findByRole('article', { name: 'Ticket #18' });
    expect(within(first).getByRole('heading', { name: 'Freelancers Meetup Lahore' })).toBeInTheDocument();
    // 12:00 UTC is 5 PM in Karachi.
    expect(within(first).getByText(/^May 14, 2027(,| at) 5:00 PM$/)).toBeInTheDocument();
    expect(within(first).getByText(/Arfa Software Technology Park, Lahore/)).toBeInTheDocument();
    expect(within(first).getByText('Free entry')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'QR code of ticket #18' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/events/7/freelancers-meetup-lahore/calendar.ics');
    const second = screen.getByRole('article', { name: 'Ticket #17' });
    expect(within(second).getByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', memberTicket().download_url);
    expect(within(second).getByText('Workshop pass')).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/user/tickets?page=1']);
  });

  it('says so when there is no upcoming ticket, with the way to events and to past orders', async () => {
    mockApi({ 'GET /api/user/tickets': ok(pageOf([])) });
    show();
    expect(await screen.findByRole('heading', { name: 'No upcoming tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/dashboard/events');
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('reads the page the address names', async () => {
    const api = mockApi({ 'GET /api/user/tickets': ok(pageOf([memberTicket()], 2, 2)) });
    show('/dashboard/tickets?page=2');
    await screen.findByRole('article', { name: 'Ticket #17' });
    expect(api.calls).toEqual(['GET /api/user/tickets?page=2']);
  });
});
