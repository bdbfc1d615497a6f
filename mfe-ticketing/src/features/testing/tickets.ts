// Paid tickets and orders with their tickets, for component tests of the thank-you, order, My Tickets and 1Bill pages.
import type { MemberTicket, OrderDetail } from 'shared-api';
import { order, packageDetail } from './fixtures';

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
