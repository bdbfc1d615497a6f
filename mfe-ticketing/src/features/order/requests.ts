// Booking a ticket and ordering it: the calls through the feature's contract (decision 016) and the names of its reads
// in the query cache.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import type { OrderInput, TicketInput } from 'shared-api/validation/ticketing';
import { bookingCalls } from './calls';
import type { bookingContract } from './contract';

const api = typedCalls<typeof bookingContract>(bookingCalls, { call });

/** The names of these reads in the query cache. */
export const bookingKeys = {
  package: (id: number | string) => ['ticketing', 'package', String(id)] as const,
  /** a ticket with its live order: what a check of its payment changes */
  ticket: (id: number | string) => ['ticketing', 'ticket', String(id)] as const,
};

/** A package with its event (as the spec's GET packages/{packageId} answers it in a list of one, on the path the membership plans' names share). */
export const getEventPackage = (id: number | string) => api.getEventPackage({ params: { packageId: id } });
/** The new ticket (data.id). */
export const createTicket = (eventId: number | string, packageId: number | string, input: TicketInput, idempotencyKey: string) =>
  api.createTicket({ params: { eventId, packageId }, body: { ...input, idempotency_key: idempotencyKey } });
/** One of the member's tickets with its event and live order. */
export const getTicket = (id: number | string) => api.getTicket({ params: { ticketId: id } });
/** The order; for a card, `redirect_url` is the payment page. */
export const placeOrder = (ticketId: number | string, input: OrderInput, idempotencyKey: string) =>
  api.placeOrder({ params: { ticketId }, body: { ...input, idempotency_key: idempotencyKey } });
