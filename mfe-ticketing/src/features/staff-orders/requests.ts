// Staff run orders: the calls through the feature's contract (decision 016), one function each, and the names of their
// reads in the query cache. The pages read through these and change orders through the hooks of api.ts; a page's test
// replaces this module.
import { call, download } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import type { OrderStatus } from 'shared-api';
import { ticketingKeys } from 'shared-api/ticketing';
import { staffOrdersCalls } from './calls';
import type { staffOrdersContract } from './contract';
import type { LatePaymentStatus, RefundStatus } from './shapes';
import type { MarkPaidInput, RefundRequestInput, UndoPaymentInput } from './staff-validation';

const api = typedCalls<typeof staffOrdersContract>(staffOrdersCalls, { call, download });

/** The names of these reads in the query cache: under every staff read of ticketing, refreshed with them. */
export const staffOrdersKeys = {
  orders: (query: object) => [...ticketingKeys.staff, 'orders', query] as const,
  /** what staff should act on soon (counts) */
  attention: [...ticketingKeys.staff, 'attention'] as const,
  expiring: (page: number) => [...ticketingKeys.staff, 'expiring', page] as const,
  latePayments: (query: object) => [...ticketingKeys.staff, 'late-payments', query] as const,
  refunds: (query: object) => [...ticketingKeys.staff, 'refunds', query] as const,
  payments: (id: number) => [...ticketingKeys.staff, 'order-payments', id] as const,
};

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
/** By status, event, way of paying and search, newest first unless sorted otherwise. */
export const getStaffOrders = (query: StaffOrdersQuery = {}) => api.getStaffOrders({ query });
/** A pending bill payment received, with the bank's reference; audited, the member is e-mailed the ticket. */
export const markOrderPaid = (id: number | string, input: MarkPaidInput) => api.markOrderPaid({ params: { id }, body: input });
/** A payment marked by mistake, undone within its window with the reason; audited, the member is e-mailed. */
export const undoOrderPayment = (id: number | string, input: UndoPaymentInput) => api.undoOrderPayment({ params: { id }, body: input });
/** The seat goes back; audited. */
export const cancelOrder = (id: number | string) => api.cancelOrder({ params: { id } });
/** How many holds expire within 24 h, how many late card payments and refunds wait for a decision. */
export const getStaffOrderAttention = () => api.getStaffOrderAttention();
/** Pending orders whose hold expires within 24 h, the soonest first. */
export const getExpiringOrders = (page = 1) => api.getExpiringOrders({ query: { page } });
/** Card payments approved after their order expired (open ones to refund or honour, oldest first). */
export const getLatePayments = (query: { status?: LatePaymentStatus; page?: number } = {}) => api.getLatePayments({ query });
/** The order is paid if a seat can be taken (else 409 with the reason); audited. */
export const honourLatePayment = (id: number | string) => api.honourLatePayment({ params: { id } });
/** Records that the payment was refunded; audited. */
export const recordLateRefund = (id: number | string) => api.recordLateRefund({ params: { id } });
/** An order's tries to pay online, newest first, as each gateway answered them. */
export const getOrderPayments = (id: number | string) => api.getOrderPayments({ params: { id } });
/** Asks for a paid order's whole amount back (through JazzCash or made by hand); another staff member approves it. */
export const requestRefund = (id: number | string, input: RefundRequestInput) => api.requestRefund({ params: { id }, body: input });
/** Refunds by status: those awaiting approval (the default) oldest first. */
export const getRefunds = (query: { status?: RefundStatus; page?: number } = {}) => api.getRefunds({ query });
/** The order is refunded, its seat or membership year goes back and the member is e-mailed (409 when JazzCash refuses). */
export const approveRefund = (id: number | string) => api.approveRefund({ params: { id } });
/** The order stays paid; audited. */
export const rejectRefund = (id: number | string) => api.rejectRefund({ params: { id } });
/** The paid tickets of an event, as a CSV file. */
export const downloadAttendees = (eventId: number | string) => api.downloadAttendees({ params: { id: eventId } });
