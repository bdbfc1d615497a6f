// What the door answers: a ticket checked in (or when it already was), the paid tickets a search finds, and how many
// of an event's holders have come; and their types for the pages.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';

/** POST staff/check-in */
export const CheckIn = Strict({
  result: StringEnum(['checked-in', 'already'] as const),
  checked_in_at: DateTime(),
  holder: Type.String(),
  event: Type.String(),
  package: Type.String(),
});

/** GET staff/events/{id}/attendees: one paid ticket of the event, as staff at its door find it. */
export const Attendee = Strict({
  ticket_id: Type.Integer(),
  order_id: Type.Integer(),
  holder: Type.String(),
  package: Type.String(),
  cnic_ending: Type.String({ description: "the last 4 digits of the holder's CNIC, to tell two people of one name apart" }),
  checked_in_at: Nullable(DateTime('when the holder was checked in; null while they have not come')),
});

export const AttendeeSearch = Strict({
  attendees: Type.Array(Attendee),
  more: Type.Boolean({ description: 'more tickets match than are listed: a longer search narrows them' }),
});

/** GET staff/events/{id}/check-in-count */
export const CheckInCount = Strict({
  checked_in: Type.Integer({ description: 'paid tickets whose holder is checked in' }),
  sold: Type.Integer({ description: 'paid tickets of the event' }),
});

export type CheckIn = Static<typeof CheckIn>;
export type Attendee = Static<typeof Attendee>;

/** A ticket as a prepared phone keeps it: enough to admit or refuse its holder with no network. */
export const DoorTicket = Strict({
  id: Type.Integer(),
  holder: Type.String(),
  package_id: Type.Integer(),
  state: StringEnum(['valid', 'refunded', 'cancelled', 'unpaid'] as const, { description: 'valid: its order is paid; unpaid: pending or expired' }),
  checked_in_at: Nullable(DateTime('when its holder came in, at any door; null while they have not')),
  old_code: Nullable(
    Type.String({ description: 'the first 16 bytes of the SHA-256 (base64url) of the code printed before codes were signed with Ed25519 (`T42.…` with one dot): such a code is checked offline by this hash' }),
  ),
});

/** A phone prepared for offline use at one event's door, as staff see it. */
export const DoorDevice = Strict({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  staff: Type.String({ description: 'the staff member who prepared it' }),
  prepared_at: DateTime(),
  last_sync_at: Nullable(DateTime()),
  revoked_at: Nullable(DateTime()),
  admitted_offline: Type.Integer({ description: 'admissions this phone made offline and synced' }),
});

/** POST staff/events/{id}/door/devices: what a phone keeps to run the door with no network. */
export const DoorPack = Strict({
  device: DoorDevice,
  event: Strict({ id: Type.Integer(), title: Type.String(), start_date: DateTime(), end_date: DateTime() }),
  public_key: Type.String({ description: 'the Ed25519 public key (32 bytes, base64url) that signs ticket codes `T<ticket>.<event>.<package>.<signature>`' }),
  packages: Type.Array(Strict({ id: Type.Integer(), name: Type.String() })),
  tickets: Type.Array(DoorTicket),
  /** the server's time of this answer: the next sync asks for what changed since */
  synced_at: DateTime(),
});

/** What the server made of one queued admission; the same answer again when its nonce is sent again. */
export const SyncedAdmission = Strict({
  nonce: Type.String(),
  result: StringEnum(['admitted', 'conflict', 'refused'] as const, {
    description: 'admitted: the holder is checked in by it; conflict: another door admitted the ticket first; refused: the ticket does not admit (refunded, another event, unpaid, unknown)',
  }),
  reason: Nullable(Type.String()),
});

/** POST staff/door/sync */
export const DoorSync = Strict({
  results: Type.Array(SyncedAdmission),
  /** tickets admitted at any door, or whose state changed, since `since` (all of the event's when `since` is null) */
  changed: Type.Array(DoorTicket),
  synced_at: DateTime(),
});

/** One side of a conflict: an admission at a door. */
export const DoorAdmission = Strict({
  at: DateTime('when the door admitted the holder, by its clock'),
  device: Type.String({ description: 'the phone’s name, or "Online" for the door page online' }),
  staff: Type.String(),
  offline: Type.Boolean(),
});

/** A ticket admitted at two doors while one or both were offline; or admitted offline though it no longer admitted. */
export const DoorConflict = Strict({
  ticket_id: Type.Integer(),
  holder: Type.String(),
  package: Type.String(),
  reason: Type.String(),
  first: Nullable(DoorAdmission),
  second: DoorAdmission,
});

/** GET staff/events/{id}/door */
export const OfflineDoors = Strict({
  devices: Type.Array(DoorDevice),
  conflicts: Type.Array(DoorConflict),
});

export type DoorTicket = Static<typeof DoorTicket>;
export type DoorDevice = Static<typeof DoorDevice>;
export type DoorPack = Static<typeof DoorPack>;
export type DoorSync = Static<typeof DoorSync>;
export type SyncedAdmission = Static<typeof SyncedAdmission>;
export type DoorConflict = Static<typeof DoorConflict>;
export type OfflineDoors = Static<typeof OfflineDoors>;
