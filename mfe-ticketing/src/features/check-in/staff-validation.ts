// What staff at the door type: the code in a ticket's QR (typed or scanned) for the event they check people in for,
// and a search for a person in the queue. One definition for the door's forms and the server's check.
import { schema, trimmed, type InferType } from 'shared-api/validation';

/** Staff at the door: the code in a ticket's QR, typed or scanned. */
export const checkInSchema = schema.object({
  /** the event staff are checking people in for: a ticket for another event is refused with that event's name */
  event_id: schema.number().typeError('Please choose the event').integer('Please choose the event').min(1, 'Please choose the event').required('Please choose the event'),
  code: trimmed().max(200, 'This is not a ticket code.').required('Please enter the ticket code'),
});
export type CheckInInput = InferType<typeof checkInSchema>;

export const ATTENDEE_SEARCH_MAX = 100;

/** A search at the door: a name, CNIC, phone or order number. */
export const attendeeSearchQuery = schema.object({
  q: trimmed().max(ATTENDEE_SEARCH_MAX, `q must be at most ${ATTENDEE_SEARCH_MAX} characters`).required('Please type a name, CNIC, phone or order number'),
});
