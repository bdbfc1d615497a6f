// Staff at an event's door: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { contract } from 'shared-api/contract';
import { idParams } from 'shared-api/validation/calls';
import { checkInCalls } from './calls';
import { AttendeeSearch, CheckIn, CheckInCount, DoorDevice, DoorPack, DoorSync, OfflineDoors } from './shapes';
import { attendeeSearchQuery, checkInSchema, doorDeviceParams, doorSyncSchema, prepareDeviceSchema, SYNC_BATCH } from './staff-validation';

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
  prepareDoorDevice: {
    access: 'staff',
    summary: "Prepare a phone for offline use at an event's door: what it needs to admit or refuse with no network (every ticket's holder, package and state, and the Ed25519 public key that signs ticket codes)",
    description:
      'The phone names itself by a UUID it made; preparing it again (a new download) keeps its id and its synced admissions. A phone is prepared by one staff member in one sign-in: its sync is refused once they sign out, are disabled, or it is revoked. An event that has ended is not prepared for (409); nor is a revoked phone (403).',
    params: idParams({ id: 'an event' }),
    body: prepareDeviceSchema,
    answer: DoorPack,
  },
  syncDoor: {
    access: 'staff',
    summary: `Send a prepared phone's queued admissions (at most ${SYNC_BATCH} at once) and read what changed at the event's other doors since its last sync`,
    description:
      'Safe to retry: an admission sent again with its nonce answers what it answered the first time and changes nothing. A ticket another door admitted first is a conflict, kept for staff with both times and both phones; a ticket that no longer admits (refunded, cancelled) is refused and kept for staff too. Every admission is audited with its phone and whether it was offline. A revoked phone, or one prepared in another sign-in, is refused (403); one never prepared, 404.',
    body: doorSyncSchema,
    answer: DoorSync,
  },
  getOfflineDoors: {
    access: 'staff',
    summary: "The phones prepared for offline use at an event's door, and the conflicts their admissions made",
    params: idParams({ id: 'an event' }),
    answer: OfflineDoors,
  },
  revokeDoorDevice: {
    access: 'staff',
    summary: 'Revoke a phone prepared for offline use (lost, or in the wrong hands): its next sync is refused and it deletes what it kept; audited',
    description: 'A phone already revoked answers as it is (200).',
    params: doorDeviceParams,
    answer: DoorDevice,
  },
});
