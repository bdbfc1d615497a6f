// Events, tickets, orders and payments (core spec §7 event calls, second spec §7). Bundled by mfe-ticketing
// (`shared-api/ticketing`), on the one client of the shared entry (decision 013). Amounts come from the server only.
import { download, get, post } from 'shared-api';
import type { Paged } from './content-types';
import type { CheckIn, Enrolment, EventCard, EventDetail, MemberTicket, Order, OrderDetail, OrderStatus, PackageDetail, PlacedOrder, StaffEvent, StaffOrder, Ticket, TicketLink } from './types';
import type { CheckInInput, OrderInput, TicketInput } from './validation/ticketing';
import type { LatePayment, LatePaymentStatus, StaffOrderAttention } from './types';
import { givenParams } from './search-params';

export { PAYMENT_METHODS } from './enums';

/** The two parts of the events list: events that have not ended (upcoming), and those that have (past). */
export type EventPeriod = 'upcoming' | 'past';
/** GET /events: upcoming events first (soonest first), then past ones (latest first); `when` asks for one part only. */
export const getEvents = (page = 1, when?: EventPeriod) => get<Paged<EventCard>>('events', when ? { page, when } : { page });
/** GET /events/{eventId}: the event page. */
export const getEvent = (id: number | string) => get<EventDetail>(`events/${encodeURIComponent(id)}`);
/** GET event-packages/{packageId} (the spec's GET packages/{packageId}; /packages/{name} is the membership plans'): a package with its event. */
export const getEventPackage = (id: number | string) => get<PackageDetail>(`event-packages/${encodeURIComponent(id)}`);

/** POST user/event/{id}/enroll: a free event's ticket for the member, at once (the same one when asked again). */
export const enrollInEvent = (eventId: number | string) => post<Enrolment>(`user/event/${encodeURIComponent(eventId)}/enroll`);
/** GET /event/user/ticket-url?event_id=: the member's ticket for the event, and its download link once paid. */
export const getTicketUrl = (eventId: number | string) => get<TicketLink>('event/user/ticket-url', { event_id: eventId });

/** A key for one booking form: every retry of that form sends it, so a double click books once. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** POST user/events/{eventId}/packages/{packageId}/tickets: the new ticket (data.id). */
export const createTicket = (eventId: number | string, packageId: number | string, input: TicketInput, idempotencyKey: string) =>
  post<Ticket>(`user/events/${encodeURIComponent(eventId)}/packages/${encodeURIComponent(packageId)}/tickets`, { ...input, idempotency_key: idempotencyKey });
/** GET user/tickets/{ticketId}: one of the member's tickets with its event and live order. */
export const getTicket = (id: number | string) => get<Ticket>(`user/tickets/${encodeURIComponent(id)}`);
/** POST user/tickets/{ticketId}/orders: the order; for a card, `redirect_url` is the payment page. */
export const placeOrder = (ticketId: number | string, input: OrderInput, idempotencyKey: string) =>
  post<PlacedOrder>(`user/tickets/${encodeURIComponent(ticketId)}/orders`, { ...input, idempotency_key: idempotencyKey });
/** POST order-paid: the order as the server has verified it (never marks it paid on the browser's word), with its tickets once paid. */
export const orderPaid = (orderId: number | string) => post<OrderDetail>('order-paid', { order_id: Number(orderId) });
/** GET user/orders/{orderId}: one of the member's orders with its event and, once paid, its tickets (order detail, bill-payment page). */
export const getOrder = (id: number | string) => get<OrderDetail>(`user/orders/${encodeURIComponent(id)}`);
/** GET /user/orders: the member's orders, newest first. */
export const getOrders = (page = 1) => get<Paged<Order>>('user/orders', { page });
/** GET /user/tickets: the member's paid tickets for events that have not ended, soonest first (My tickets). */
export const getMyTickets = (page = 1) => get<Paged<MemberTicket>>('user/tickets', { page });

/** GET staff/events (staff and admin): every event with its order counts, latest first. */
export const getStaffEvents = () => get<StaffEvent[]>('staff/events');
/** GET staff/orders: by status and event, newest first. */
export const getStaffOrders = (query: { status?: OrderStatus | ''; event_id?: number | string; page?: number } = {}) => get<Paged<StaffOrder>>('staff/orders', givenParams(query));
/** POST staff/orders/{id}/mark-paid: a pending bill payment received; audited, the member is e-mailed the ticket. */
export const markOrderPaid = (id: number | string) => post<StaffOrder>(`staff/orders/${encodeURIComponent(id)}/mark-paid`);
/** POST staff/orders/{id}/cancel: the seat goes back; audited. */
export const cancelOrder = (id: number | string) => post<StaffOrder>(`staff/orders/${encodeURIComponent(id)}/cancel`);
/** GET staff/orders/attention: how many holds expire within 24 h, and how many late card payments wait for a decision. */
export const getStaffOrderAttention = () => get<StaffOrderAttention>('staff/orders/attention');
/** GET staff/orders/expiring: pending orders whose hold expires within 24 h, the soonest first. */
export const getExpiringOrders = (page = 1) => get<Paged<StaffOrder>>('staff/orders/expiring', { page });
/** GET staff/late-payments: card payments approved after their order expired (open ones to refund or honour, oldest first). */
export const getLatePayments = (query: { status?: LatePaymentStatus; page?: number } = {}) => get<Paged<LatePayment>>('staff/late-payments', givenParams(query));
/** POST staff/late-payments/{id}/honour: the order is paid if a seat can be taken (else 409 with the reason); audited. */
export const honourLatePayment = (id: number | string) => post<LatePayment>(`staff/late-payments/${encodeURIComponent(id)}/honour`);
/** POST staff/late-payments/{id}/refund: records that the payment was refunded; audited. */
export const recordLateRefund = (id: number | string) => post<LatePayment>(`staff/late-payments/${encodeURIComponent(id)}/refund`);
/** GET staff/events/{id}/attendees.csv: the paid tickets of an event. */
export const downloadAttendees = (eventId: number | string) => download(`staff/events/${encodeURIComponent(eventId)}/attendees.csv`);
/** POST staff/check-in: the holder of a ticket code, marked in (a second scan says when they came in). */
export const checkInTicket = (input: CheckInInput) => post<CheckIn>('staff/check-in', input);

export const ticketingKeys = {
  all: ['ticketing'] as const,
  events: (page: number, when?: EventPeriod) => ['ticketing', 'events', page, when ?? 'all'] as const,
  event: (id: number | string) => ['ticketing', 'event', String(id)] as const,
  package: (id: number | string) => ['ticketing', 'package', String(id)] as const,
  ticketUrl: (eventId: number | string) => ['ticketing', 'ticket-url', String(eventId)] as const,
  ticket: (id: number | string) => ['ticketing', 'ticket', String(id)] as const,
  order: (id: number | string) => ['ticketing', 'order', String(id)] as const,
  orders: (page: number) => ['ticketing', 'orders', page] as const,
  myTickets: (page: number) => ['ticketing', 'my-tickets', page] as const,
  /** every staff read of ticketing (orders, the events filter) */
  staff: ['ticketing', 'staff'] as const,
  /** the staff events list, one read for the events page and the orders page's filter; the event editor refreshes it */
  staffEvents: ['staff-events', 'list'] as const,
  staffOrders: (query: object) => ['ticketing', 'staff', 'orders', query] as const,
  /** what staff should act on soon (counts); refreshed with every staff read of ticketing */
  staffAttention: ['ticketing', 'staff', 'attention'] as const,
  staffExpiring: (page: number) => ['ticketing', 'staff', 'expiring', page] as const,
  staffLatePayments: (query: object) => ['ticketing', 'staff', 'late-payments', query] as const,
};
