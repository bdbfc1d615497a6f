// Events, tickets and orders, the member's half: each call's access, rules and answer (decision 016). Server and API
// docs only; browsers import this file as a type. The event page's, booking's and the staff's calls are mfe-ticketing's features'.
import * as yup from 'yup';
import { contract } from '../contract';
import { ticketingCalls } from '../calls/ticketing';
import { Paged } from '../shapes/common';
import { EVENT_PERIODS, EventCard, MemberOrder, OrderDetail } from '../shapes/ticketing';
import { trimmed } from '../validation';
import { orderPaidSchema } from '../validation/ticketing';
import { idParams, pageQuery, recordNumber } from '../validation/calls';

export const EVENTS_PER_PAGE = 12;
export const ORDERS_PER_PAGE = 20;

const eventParams = idParams({ eventId: 'an event' });
const ticketParams = idParams({ ticketId: 'a ticket' });
const BAD_LINK = 'This ticket link is invalid or has expired.';
const notASlug = 'slug is not an event’s';
/** `?when=`: only the events that have not ended (upcoming) or only those that have (past); both when absent. */
const eventPeriod = trimmed().oneOf(['', ...EVENT_PERIODS], `when must be one of ${EVENT_PERIODS.join(', ')}`);

export const ticketingContract = contract('events', ticketingCalls, {
  // ---- Public -----------------------------------------------------------------------------------
  getEvents: {
    access: 'public',
    summary: 'Events: upcoming soonest first, then past ones latest first; `when=upcoming` or `when=past` for one part',
    query: pageQuery(EVENTS_PER_PAGE).shape({ when: eventPeriod }),
    answer: Paged(EventCard),
  },
  getEventCalendar: {
    access: 'public',
    summary: 'The event as a calendar event (text/calendar); the slug must be the event’s (the event page and each paid ticket link to it)',
    params: eventParams.shape({ slug: trimmed().max(200, notASlug).required(notASlug) }),
    answer: { file: 'text/calendar' },
  },
  getTicketPdf: {
    access: 'public',
    summary: 'A paid ticket as a PDF with its QR code, by a signed link (GET /event/user/ticket-url or the order mail)',
    params: ticketParams,
    query: yup.object({ expires: recordNumber('expires must be the time the link was made for'), signature: trimmed().max(100, BAD_LINK).required(BAD_LINK) }),
    answer: { file: 'application/pdf' },
  },

  // ---- Members ----------------------------------------------------------------------------------
  orderPaid: {
    access: 'member',
    owns: 'self',
    summary: 'Whether one of the member’s orders is paid, as the server verified it (a gateway’s signed callback, or staff receiving a bill payment); it never marks an order paid',
    description: 'Answers the order with its event and, once paid, its tickets (QR, code, PDF link, calendar file); an unpaid order has none.',
    body: orderPaidSchema,
    answer: OrderDetail,
  },
  getOrder: {
    access: 'member',
    owns: 'order',
    summary: 'One of the member’s orders with its event and, once paid, its tickets (QR, code, PDF link, calendar file); an unpaid order has none',
    params: idParams({ orderId: 'an order' }),
    answer: OrderDetail,
  },
  checkOrderPayment: {
    access: 'member',
    owns: 'order',
    summary: 'Check again: asks the provider now what became of the order’s online payment still waiting for an answer, and answers the order as it is then',
    description:
      'Settles the payment when the provider has decided it (paid, declined, or paid after the order expired), exactly as its own answer would have; the message says which, or that it is still waiting. An order with no payment waiting is answered as it is. At most 6 checks per member a minute (429 beyond).',
    params: idParams({ orderId: 'an order' }),
    answer: OrderDetail,
  },
  getOrders: { access: 'member', owns: 'self', summary: 'The member’s orders (Order History), newest first', query: pageQuery(ORDERS_PER_PAGE), answer: Paged(MemberOrder) },
});
