// My tickets: a page of the member's paid tickets, and the bill payments still awaited. A paid ticket's own shape
// (`MemberTicket`) is shared-api's, since an order's pages show the same tickets.
import { DateTime, Nullable, Pagination, Strict, Type, type Static } from 'shared-api/shapes';
import { EventSummary, MemberTicket } from 'shared-api/shapes/ticketing';

/**
 * A ticket booked with bill payment whose payment has not been received yet (My Tickets): it holds the seat until
 * `expires_at`, and has no code or QR until it is paid.
 */
export const PendingTicket = Strict({
  order_id: Type.Integer(),
  ticket_id: Type.Integer(),
  holder: Type.String({ description: 'the name the ticket will carry' }),
  package_name: Type.String(),
  event: EventSummary,
  grand_total: Type.Integer(),
  bill_reference: Type.String({ description: 'what to enter as the voucher number in the banking app' }),
  expires_at: Nullable(DateTime('the seat is held until then')),
});

/** GET user/tickets: a page of the paid tickets and, on the first page, the bill payments still awaited. */
export const MyTickets = Strict({
  items: Type.Array(MemberTicket),
  pagination: Pagination,
  pending: Type.Array(PendingTicket, { description: 'on the first page only (empty on the others): the tickets waiting for a bill payment, soonest event first' }),
});

export type PendingTicket = Static<typeof PendingTicket>;
export type MyTickets = Static<typeof MyTickets>;
