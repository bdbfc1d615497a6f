import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { memberTicket, myTickets, pendingTicket } from '../../../testing/tickets';
import MyTicketsPage from './index';

const show = (at = '/dashboard/tickets') => renderPage(<MyTicketsPage />, { path: '/dashboard/tickets', at });

describe('My Tickets', () => {
  it('lists each upcoming ticket with its event, date, venue, package, QR, Download Ticket and Add to calendar', async () => {
    const other = memberTicket({ id: 18, order_id: 44, package_name: 'Free entry', event: { id: 7, slug: 'freelancers-meetup-lahore', title: 'Freelancers Meetup Lahore', image: null, start_date: '2027-05-14T12:00:00.000Z', end_date: '2027-05-14T15:00:00.000Z', venue: 'Arfa Software Technology Park', city: 'Lahore' }, calendar_url: '/api/events/7/freelancers-meetup-lahore/calendar.ics' });
    const api = mockApi({ 'GET /api/user/tickets': ok(myTickets([other, memberTicket()])) });
    show();
    const first = await screen.findByRole('article', { name: 'Ticket #18' });
    expect(within(first).getByRole('heading', { name: 'Freelancers Meetup Lahore' })).toBeInTheDocument();
    // 12:00 UTC is 5 PM in Karachi.
    expect(within(first).getByText(/^14 May 2027(,| at) 5:00 PM$/)).toBeInTheDocument();
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
    mockApi({ 'GET /api/user/tickets': ok(myTickets([])) });
    show();
    expect(await screen.findByRole('heading', { name: 'No upcoming tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/dashboard/events');
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('shows a ticket waiting for its bill payment as pending, with the amount, the 1Bill order ID, the hold and How to pay, and no QR', async () => {
    mockApi({ 'GET /api/user/tickets': ok(myTickets([memberTicket()], [pendingTicket()])) });
    show();
    const waiting = await screen.findByRole('region', { name: 'Waiting for payment' });
    const pending = within(waiting).getByRole('article', { name: 'Order #52, waiting for payment' });
    expect(within(pending).getByRole('heading', { name: 'Freelance Fest Karachi 2027' })).toBeInTheDocument();
    expect(within(pending).getByText('Pending payment')).toBeInTheDocument();
    expect(within(pending).getByText('#52 · Rs 3,000')).toBeInTheDocument();
    expect(within(pending).getByText('Standard pass')).toBeInTheDocument();
    // 07:00 UTC is noon in Karachi.
    expect(pending).toHaveTextContent(/Pay through 1Bill with the order ID 1047052 by 03 May 2027(,| at) 12:00 PM: your seat is held until then\./);
    expect(within(pending).getByRole('link', { name: 'How to pay order #52' })).toHaveAttribute('href', '/order/onebill?id=52');
    expect(within(pending).queryByRole('img')).not.toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: 'Download Ticket' })).not.toBeInTheDocument();
    // The paid ticket is listed below, under its own heading.
    const paid = screen.getByRole('region', { name: 'Ready for the door' });
    expect(within(paid).getByRole('article', { name: 'Ticket #17' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No upcoming tickets' })).not.toBeInTheDocument();
  });

  it('shows a member whose only ticket waits for its payment that ticket, not the empty list', async () => {
    mockApi({ 'GET /api/user/tickets': ok(myTickets([], [pendingTicket({ expires_at: null })])) });
    show();
    const pending = await screen.findByRole('article', { name: 'Order #52, waiting for payment' });
    expect(pending).toHaveTextContent('Pay through 1Bill with the order ID 1047052. Your ticket and its QR code will be here once the payment is received.');
    expect(screen.queryByRole('heading', { name: 'No upcoming tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ready for the door' })).not.toBeInTheDocument();
  });

  it('reads the page the address names', async () => {
    const api = mockApi({ 'GET /api/user/tickets': ok(myTickets([memberTicket()], [], 2, 2)) });
    show('/dashboard/tickets?page=2');
    await screen.findByRole('article', { name: 'Ticket #17' });
    expect(api.calls).toEqual(['GET /api/user/tickets?page=2']);
  });
});
