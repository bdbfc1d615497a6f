// What staff at the door type: the code in a ticket's QR (typed or scanned) for the event they check people in for,
// and a search for a person in the queue. One definition for the door's forms and the server's check.
import { schema, trimmed, type InferType } from 'shared-api/validation';

/** Staff at the door: the code in a ticket's QR, typed or scanned. */
export const checkInSchema = schema.object({
  /** the event staff are checking people in for: a ticket for another event is refused with that event's name */
  event_id: schema.number().typeError('Please choose the event').integer('Please choose the event').min(1, 'Please choose the event').required('Please choose the event'),
  code: trimmed().max(200, 'This is not a ticket code.').required('Please enter the ticket code'),
  /** a phone prepared for offline use names itself: an admission it queues for a check-in already made here is no conflict */
  device_id: trimmed().uuid('This is not a door phone’s id.').optional(),
});
export type CheckInInput = InferType<typeof checkInSchema>;

export const ATTENDEE_SEARCH_MAX = 100;

/** A search at the door: a name, CNIC, phone or order number. */
export const attendeeSearchQuery = schema.object({
  q: trimmed().max(ATTENDEE_SEARCH_MAX, `q must be at most ${ATTENDEE_SEARCH_MAX} characters`).required('Please type a name, CNIC, phone or order number'),
});

/** At most this many queued admissions go in one sync: a longer queue goes in several. */
export const SYNC_BATCH = 100;
/** A phone's own id for itself: a random UUID made when it is prepared. */
const deviceId = () => trimmed().uuid('This is not a door phone’s id.').required('This is not a door phone’s id.');

/** The longest name a door phone may have. */
export const DEVICE_NAME_MAX = 80;

/** "Prepare this phone for offline use": the phone's id and the name staff will know it by (its browser, by default). */
export const prepareDeviceSchema = schema.object({
  device_id: deviceId(),
  name: trimmed().max(DEVICE_NAME_MAX, `Please keep the phone’s name under ${DEVICE_NAME_MAX} characters`).required('Please name this phone'),
});
export type PrepareDeviceInput = InferType<typeof prepareDeviceSchema>;

/** One admission a phone made (offline, or online and not yet confirmed): its nonce makes a re-sent one a no-op. */
export const queuedAdmissionSchema = schema.object({
  nonce: trimmed().uuid('An admission’s nonce is a UUID').required('An admission’s nonce is a UUID'),
  ticket_id: schema
    .number()
    .typeError('ticket_id is a ticket’s number')
    .integer('ticket_id is a ticket’s number')
    .min(1, 'ticket_id is a ticket’s number')
    .max(Number.MAX_SAFE_INTEGER, 'ticket_id is a ticket’s number')
    .required('ticket_id is a ticket’s number'),
  /** when the phone admitted the holder, by its own clock */
  scanned_at: trimmed().datetime('scanned_at is a time with its zone').required('scanned_at is a time with its zone'),
});
export type QueuedAdmission = InferType<typeof queuedAdmissionSchema>;

/** A phone's sync: what it admitted since, and from when it has the other doors' admissions (`since`, from its last answer). */
export const doorSyncSchema = schema.object({
  device_id: deviceId(),
  since: trimmed().datetime('since is a time with its zone').nullable().defined(),
  admissions: schema.array().of(queuedAdmissionSchema.required()).max(SYNC_BATCH, `At most ${SYNC_BATCH} admissions go in one sync`).required('admissions is a list'),
});
export type DoorSyncInput = InferType<typeof doorSyncSchema>;

/** staff/door/devices/{deviceId}/… */
export const doorDeviceParams = schema.object({ deviceId: deviceId() });
