// Paid tickets and orders with their tickets, for component tests of the thank-you, order, My Tickets and 1Bill pages;
// and a ticket waiting for its bill payment (My Tickets).
import type { MemberTicket, OrderDetail } from 'shared-api';
import type { MyTickets, PendingTicket } from '../tickets/shapes';
import { order, packageDetail, pageOf } from './fixtures';

export const memberTicket = (extra: Partial<MemberTicket> = {}): MemberTicket => ({
  id: 17,
  order_id: 41,
  holder: 'Ayesha Siddiqui',
  package_name: 'Workshop pass',
  event: packageDetail().event,
  code: 'T17.Xb3kLm9QpR2sT4uV6wX8yZ0aB1cD3eF5gH7iJ9kL1m',
  qr: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  download_url: '/api/tickets/17/ticket.pdf?expires=1900000000&signature=abc',
  calendar_url: '/api/events/8/freelance-fest-karachi-2027/calendar.ics',
  ...extra,
});

/** A paid order with its one ticket; pass `tickets: []` with an unpaid status. */
export const orderDetail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...order(),
  event: packageDetail().event,
  tickets: [memberTicket()],
  ...extra,
});

/** A ticket booked with bill payment, its payment not received yet. */
export const pendingTicket = (extra: Partial<PendingTicket> = {}): PendingTicket => ({
  order_id: 52,
  ticket_id: 23,
  holder: 'Ayesha Siddiqui',
  package_name: 'Standard pass',
  event: packageDetail().event,
  grand_total: 3000,
  bill_reference: '1047052',
  expires_at: '2027-05-03T07:00:00.000Z',
  ...extra,
});

/** A page of My Tickets: paid tickets, and those waiting for a bill payment. */
export const myTickets = (items: MemberTicket[], pending: PendingTicket[] = [], page = 1, last = 1): MyTickets => ({ ...pageOf(items, page, last), pending });

/** A membership order (a year of Surge) paid by bill payment: no event, no ticket. */
export const membershipOrder = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...order(),
  id: 60,
  kind: 'membership',
  ticket_id: null,
  payment_method: 5,
  payment_method_name: 'Bill payment',
  subtotal: 6000,
  discount: 0,
  grand_total: 6000,
  event_name: 'Surge membership',
  package_name: 'Surge',
  package_title: 'Surge',
  bill_reference: '1047060',
  event: null,
  tickets: [],
  ...extra,
});
