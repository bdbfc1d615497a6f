import * as yup from 'yup';
import { trimmed } from '../../../../shared-api/src/validation.js';
import { EVENT_PERIODS, ORDER_STATUSES } from '../../../../shared-api/src/shapes/ticketing.js';
import { pageQuery } from '../../http/paging.js';

// Events' answers: shared-api's shapes.
// (the routes import shared-api/src/shapes/ticketing.js as `shapes`)

export const EVENTS_PER_PAGE = 12;
export const ORDERS_PER_PAGE = 20;
export const TICKETS_PER_PAGE = 10;
export const STAFF_ORDERS_PER_PAGE = 25;

const id = (name: string, what: string) => {
  const message = `${name} must be ${what}`;
  return yup.number().typeError(message).integer(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message).required(message);
};

export const eventParams = yup.object({ eventId: id('eventId', 'an event number') });
export const calendarParams = yup.object({ eventId: id('eventId', 'an event number'), slug: trimmed().max(200, 'slug is not an event’s').required('slug is not an event’s') });
export const enrollParams = yup.object({ id: id('id', 'an event number') });
export const packageParams = yup.object({ packageId: id('packageId', 'a package number') });
export const bookingParams = yup.object({ eventId: id('eventId', 'an event number'), packageId: id('packageId', 'a package number') });
export const ticketParams = yup.object({ ticketId: id('ticketId', 'a ticket number') });
export const orderParams = yup.object({ orderId: id('orderId', 'an order number') });
export const staffOrderParams = yup.object({ id: id('id', 'an order number') });
export const ticketUrlQuery = yup.object({ event_id: id('event_id', 'an event number') });
export const downloadQuery = yup.object({
  expires: id('expires', 'the time the link was made for'),
  signature: trimmed().max(100, 'This ticket link is invalid or has expired.').required('This ticket link is invalid or has expired.'),
});

/** GET /events?when=: only the events that have not ended (upcoming) or only those that have (past); both when absent. */
export const eventListQuery = pageQuery(EVENTS_PER_PAGE).shape({
  when: trimmed().oneOf(['', ...EVENT_PERIODS], `when must be one of ${EVENT_PERIODS.join(', ')}`),
});
export type EventListInput = Omit<yup.InferType<typeof eventListQuery>, 'when'> & { when?: (typeof EVENT_PERIODS)[number] | '' };
export const orderListQuery = pageQuery(ORDERS_PER_PAGE);
export const ticketListQuery = pageQuery(TICKETS_PER_PAGE);
export const staffOrderListQuery = pageQuery(STAFF_ORDERS_PER_PAGE).shape({
  status: trimmed().oneOf(['', ...ORDER_STATUSES], `status must be one of ${ORDER_STATUSES.join(', ')}`),
  event_id: yup.number().typeError('event_id must be an event number').integer('event_id must be an event number').min(1, 'event_id must be an event number').max(Number.MAX_SAFE_INTEGER, 'event_id must be an event number'),
});
export type StaffOrderListInput = yup.InferType<typeof staffOrderListQuery>;
