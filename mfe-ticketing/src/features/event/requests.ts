// The event page: its calls through the feature's contract (decision 016) and the names of its reads in the query
// cache.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { eventCalls } from './calls';
import type { eventContract } from './contract';

const api = typedCalls<typeof eventContract>(eventCalls, { call });

/** The names of these reads in the query cache. */
export const eventKeys = {
  event: (id: number | string) => ['ticketing', 'event', String(id)] as const,
  /** the member's ticket for the event: what a registration, a booking or an order changes */
  ticketUrl: (eventId: number | string) => ['ticketing', 'ticket-url', String(eventId)] as const,
};

/** The event page. */
export const getEvent = (id: number | string) => api.getEvent({ params: { eventId: id } });
/** A free event's ticket for the member, at once (the same one when asked again). */
export const enrollInEvent = (eventId: number | string) => api.enrollInEvent({ params: { id: eventId } });
/** The member's ticket for the event, and its download link once paid. */
export const getTicketUrl = (eventId: number | string) => api.getTicketUrl({ query: { event_id: eventId } });
