// Staff at an event's door: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { contract } from 'shared-api/contract';
import { idParams } from 'shared-api/validation/calls';
import { checkInCalls } from './calls';
import { AttendeeSearch, CheckIn, CheckInCount } from './shapes';
import { attendeeSearchQuery, checkInSchema } from './staff-validation';

/** At most this many attendees answer one search at the door: a longer search narrows them. */
export const ATTENDEES_FOUND = 20;

export const checkInContract = contract('staff', checkInCalls, {
  checkInTicket: {
    access: 'staff',
    summary: 'Check a ticket in at the door by the code in its QR: the holder, marked in once; a second scan says when they came in',
    description:
      'Staff check people in for one event (`event_id`). A code the server did not sign, or a ticket for another event (named in the message), answers 422; a ticket without a paid order answers 409.',
    body: checkInSchema,
    answer: CheckIn,
  },
  searchAttendees: {
    access: 'staff',
    summary: `The paid tickets of an event whose holder's name, CNIC or phone, or whose order number, matches \`q\` (at most ${ATTENDEES_FOUND}), with whether each holder is checked in`,
    description:
      'Words match the start of the first or last name (`bilal ah`, `ahmed`); digits match an order number exactly, or the start of a CNIC or phone number, however they are written (`35202-1234567-1`, `+92 321 1234567` and `0321-1234567` alike); `#41` is order 41.',
    params: idParams({ id: 'an event' }),
    query: attendeeSearchQuery,
    answer: AttendeeSearch,
  },
  checkInAttendee: {
    access: 'staff',
    summary: 'Check a ticket in at the door by its number, as found by a search: the same rules, answer and audit as by its code',
    description: 'A ticket for another event (named in the message) answers 422; a ticket without a paid order answers 409; a ticket that does not exist, 404.',
    params: idParams({ id: 'an event', ticketId: 'a ticket' }),
    answer: CheckIn,
  },
  getCheckInCount: {
    access: 'staff',
    summary: "How many of an event's paid tickets are checked in, and how many were sold",
    params: idParams({ id: 'an event' }),
    answer: CheckInCount,
  },
});
