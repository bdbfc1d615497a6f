// Events, tickets, orders and payments (core spec §7 event calls, second spec §7). Bundled by mfe-ticketing
// (`shared-api/ticketing`), on the one client of the shared entry (decision 013). Amounts come from the server only.
import { call, download } from 'shared-api';
import { PAYMENT_METHODS } from './enums';
import type { OrderStatus } from './types';
import type { MarkPaidInput, OrderInput, RefundRequestInput, TicketInput, UndoPaymentInput } from './validation/ticketing';
import type { LatePaymentStatus, RefundStatus } from './types';
import { eventStaffCalls } from './calls/events-staff';
import { ticketingCalls } from './calls/ticketing';
import { typedCalls } from './contract-client';
import type { eventStaffContract } from './contracts/events-staff';
import type { ticketingContract } from './contracts/ticketing';

export { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from './enums';

/**
 * The wallets an order page offers beside card and bill payment, each only while the server offers it: the member pays
 * on the wallet's own page, which asks for what it needs, never on ours.
 */
export const WALLET_CHOICES = [
  { value: PAYMENT_METHODS.jazzcash, label: 'JazzCash', help: 'Pay now from your JazzCash wallet, with its mobile number and the last 6 digits of your CNIC.' },
  { value: PAYMENT_METHODS.easypaisa, label: 'Easypaisa', help: 'Pay now from your Easypaisa account, with its mobile number.' },
] as const;

/** What the order page says when the member comes back from a wallet whose answer has not come yet. */
export const PAYMENT_PENDING_NOTE = 'We are waiting for your wallet to confirm the payment. Please do not pay again: we will e-mail you as soon as it is confirmed, usually within a few minutes.';

// ---- Members (calls/ticketing.ts) ----
const api = typedCalls<typeof ticketingContract>(ticketingCalls, { call });

/** The two parts of the events list: events that have not ended (upcoming), and those that have (past). */
export type EventPeriod = 'upcoming' | 'past';
/** Upcoming events first (soonest first), then past ones (latest first); `when` asks for one part only. */
export const getEvents = (page = 1, when?: EventPeriod) => api.getEvents({ query: { page, when } });
/** The event page. */
export const getEvent = (id: number | string) => api.getEvent({ params: { eventId: id } });
/** A package with its event (as the spec's GET packages/{packageId} answers it in a list of one, on the path the membership plans' names share). */
export const getEventPackage = (id: number | string) => api.getEventPackage({ params: { packageId: id } });

/** A free event's ticket for the member, at once (the same one when asked again). */
export const enrollInEvent = (eventId: number | string) => api.enrollInEvent({ params: { id: eventId } });
/** The member's ticket for the event, and its download link once paid. */
export const getTicketUrl = (eventId: number | string) => api.getTicketUrl({ query: { event_id: eventId } });

/** A key for one booking form: every retry of that form sends it, so a double click books once. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The new ticket (data.id). */
export const createTicket = (eventId: number | string, packageId: number | string, input: TicketInput, idempotencyKey: string) =>
  api.createTicket({ params: { eventId, packageId }, body: { ...input, idempotency_key: idempotencyKey } });
/** One of the member's tickets with its event and live order. */
export const getTicket = (id: number | string) => api.getTicket({ params: { ticketId: id } });
/** The order; for a card, `redirect_url` is the payment page. */
export const placeOrder = (ticketId: number | string, input: OrderInput, idempotencyKey: string) =>
  api.placeOrder({ params: { ticketId }, body: { ...input, idempotency_key: idempotencyKey } });
/** The order as the server has verified it (never marks it paid on the browser's word), with its tickets once paid. */
export const orderPaid = (orderId: number | string) => api.orderPaid({ body: { order_id: Number(orderId) } });
/** One of the member's orders with its event and, once paid, its tickets (order detail, bill-payment page). */
export const getOrder = (id: number | string) => api.getOrder({ params: { orderId: id } });
/** Check again: the provider is asked now about the order's payment waiting for its answer; the message says what became of it. */
export const checkOrderPayment = (id: number | string) => api.checkOrderPayment({ params: { orderId: id } });
/** The member's orders, newest first. */
export const getOrders = (page = 1) => api.getOrders({ query: { page } });
/** The member's paid tickets for events that have not ended, soonest first, and those awaiting a bill payment (My tickets). */
export const getMyTickets = (page = 1) => api.getMyTickets({ query: { page } });

// ---- Staff (calls/events-staff.ts) ----
const staffApi = typedCalls<typeof eventStaffContract>(eventStaffCalls, { call, download });

/** Staff and admin: every event with its order counts, latest first. */
export const getStaffEvents = () => staffApi.getStaffEvents();
/** By status and event, newest first. */
/** What a staff list of orders shows: a status, an event, a payment method, a search, an order. */
export interface StaffOrdersQuery {
  status?: OrderStatus | '';
  event_id?: number | string;
  method?: number;
  q?: string;
  sort?: 'created_at' | 'grand_total' | 'holder';
  dir?: 'asc' | 'desc';
  page?: number;
}
export const getStaffOrders = (query: StaffOrdersQuery = {}) => staffApi.getStaffOrders({ query });
/** A pending bill payment received, with the bank's reference; audited, the member is e-mailed the ticket. */
export const markOrderPaid = (id: number | string, input: MarkPaidInput) => staffApi.markOrderPaid({ params: { id }, body: input });
/** A payment marked by mistake, undone within its window with the reason; audited, the member is e-mailed. */
export const undoOrderPayment = (id: number | string, input: UndoPaymentInput) => staffApi.undoOrderPayment({ params: { id }, body: input });
/** The seat goes back; audited. */
export const cancelOrder = (id: number | string) => staffApi.cancelOrder({ params: { id } });
/** How many holds expire within 24 h, and how many late card payments wait for a decision. */
export const getStaffOrderAttention = () => staffApi.getStaffOrderAttention();
/** Pending orders whose hold expires within 24 h, the soonest first. */
export const getExpiringOrders = (page = 1) => staffApi.getExpiringOrders({ query: { page } });
/** Card payments approved after their order expired (open ones to refund or honour, oldest first). */
export const getLatePayments = (query: { status?: LatePaymentStatus; page?: number } = {}) => staffApi.getLatePayments({ query });
/** The order is paid if a seat can be taken (else 409 with the reason); audited. */
export const honourLatePayment = (id: number | string) => staffApi.honourLatePayment({ params: { id } });
/** Records that the payment was refunded; audited. */
export const recordLateRefund = (id: number | string) => staffApi.recordLateRefund({ params: { id } });
/** An order's tries to pay online, newest first, as each gateway answered them. */
export const getOrderPayments = (id: number | string) => staffApi.getOrderPayments({ params: { id } });
/** Asks for a paid order's whole amount back (through JazzCash or made by hand); another staff member approves it. */
export const requestRefund = (id: number | string, input: RefundRequestInput) => staffApi.requestRefund({ params: { id }, body: input });
/** Refunds by status: those awaiting approval (the default) oldest first. */
export const getRefunds = (query: { status?: RefundStatus; page?: number } = {}) => staffApi.getRefunds({ query });
/** The order is refunded, its seat or membership year goes back and the member is e-mailed (409 when JazzCash refuses). */
export const approveRefund = (id: number | string) => staffApi.approveRefund({ params: { id } });
/** The order stays paid; audited. */
export const rejectRefund = (id: number | string) => staffApi.rejectRefund({ params: { id } });
/** The paid tickets of an event, as a CSV file. */
export const downloadAttendees = (eventId: number | string) => staffApi.downloadAttendees({ params: { id: eventId } });

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
  /** every page of the member's orders, of their tickets, and each order read: what an order placed or a ticket got changes */
  memberOrders: ['ticketing', 'orders'] as const,
  memberTickets: ['ticketing', 'my-tickets'] as const,
  memberOrder: ['ticketing', 'order'] as const,
  /** every staff read of ticketing (orders, the events filter) */
  staff: ['ticketing', 'staff'] as const,
  /** the staff events list, one read for the events page and the orders page's filter; the event editor refreshes it */
  staffEvents: ['staff-events', 'list'] as const,
  staffOrders: (query: object) => ['ticketing', 'staff', 'orders', query] as const,
  /** what staff should act on soon (counts); refreshed with every staff read of ticketing */
  staffAttention: ['ticketing', 'staff', 'attention'] as const,
  staffExpiring: (page: number) => ['ticketing', 'staff', 'expiring', page] as const,
  staffLatePayments: (query: object) => ['ticketing', 'staff', 'late-payments', query] as const,
  staffRefunds: (query: object) => ['ticketing', 'staff', 'refunds', query] as const,
  orderPayments: (id: number) => ['ticketing', 'staff', 'order-payments', id] as const,
};
