// My tickets: the call through the feature's contract (decision 016) and the names of its reads in the query cache,
// which a booking, an enrolment and a paid order refresh.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { myTicketsCalls } from './calls';
import type { myTicketsContract } from './contract';

const api = typedCalls<typeof myTicketsContract>(myTicketsCalls, { call });

/** The names of these reads in the query cache. */
export const myTicketsKeys = {
  /** every page of My tickets: what an order placed or paid, or a free registration, changes */
  all: ['ticketing', 'my-tickets'] as const,
  page: (page: number) => ['ticketing', 'my-tickets', page] as const,
};

/** The member's paid tickets for events that have not ended, soonest first, and those awaiting a bill payment. */
export const getMyTickets = (page = 1) => api.getMyTickets({ query: { page } });
