// Events, tickets, orders and payments (core spec §7 event calls, second spec §7). Bundled by mfe-ticketing
// (`shared-api/ticketing`), on the one client of the shared entry (decision 013). Amounts come from the server only.
import { call } from 'shared-api';
import { PAYMENT_METHODS } from './enums';
import { ticketingCalls } from './calls/ticketing';
import { typedCalls } from './contract-client';
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

/** A key for one booking form: every retry of that form sends it, so a double click books once. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The order as the server has verified it (never marks it paid on the browser's word), with its tickets once paid. */
export const orderPaid = (orderId: number | string) => api.orderPaid({ body: { order_id: Number(orderId) } });
/** One of the member's orders with its event and, once paid, its tickets (order detail, bill-payment page). */
export const getOrder = (id: number | string) => api.getOrder({ params: { orderId: id } });
/** Check again: the provider is asked now about the order's payment waiting for its answer; the message says what became of it. */
export const checkOrderPayment = (id: number | string) => api.checkOrderPayment({ params: { orderId: id } });
/** The member's orders, newest first. */
export const getOrders = (page = 1) => api.getOrders({ query: { page } });

export const ticketingKeys = {
  all: ['ticketing'] as const,
  events: (page: number, when?: EventPeriod) => ['ticketing', 'events', page, when ?? 'all'] as const,
  order: (id: number | string) => ['ticketing', 'order', String(id)] as const,
  orders: (page: number) => ['ticketing', 'orders', page] as const,
  /** every page of the member's orders, and each order read: what an order placed or a ticket got changes (My tickets: its feature's keys) */
  memberOrders: ['ticketing', 'orders'] as const,
  memberOrder: ['ticketing', 'order'] as const,
  /** every staff read of ticketing (the staff orders' and the reconciliation's reads are under it) */
  staff: ['ticketing', 'staff'] as const,
};
