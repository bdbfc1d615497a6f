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
