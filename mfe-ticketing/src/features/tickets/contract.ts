// My tickets: the call's access, rules and answer (decision 016). Server and API docs only; browsers import this file
// as a type.
import { contract } from 'shared-api/contract';
import { pageQuery } from 'shared-api/validation/calls';
import { myTicketsCalls } from './calls';
import { MyTickets } from './shapes';

/** Paid tickets a page of My tickets lists by default. */
export const TICKETS_PER_PAGE = 10;

export const myTicketsContract = contract('events', myTicketsCalls, {
  getMyTickets: {
    access: 'member',
    owns: 'self',
    summary: 'My tickets: the member’s paid tickets for events that have not ended, soonest first, each with its QR, code, PDF link and calendar file; and, on the first page, those waiting for a bill payment',
    query: pageQuery(TICKETS_PER_PAGE),
    answer: MyTickets,
  },
});
