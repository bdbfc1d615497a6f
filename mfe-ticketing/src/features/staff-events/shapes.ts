// An event as staff edit it: every field of the form, with what bookings already hold (a package's seats taken).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DateTime, Nullable, Strict } from 'shared-api/shapes';
import { BookingAsks, EventDetail, EventPhoto, EventSpeaker, EventSponsor } from 'shared-api/shapes/ticketing';

export const StaffEventPackage = Strict({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer(),
  discounted_price: Nullable(Type.Integer()),
  includes: Type.String({ description: 'what the package includes, in a line; empty when not said' }),
  capacity: Type.Integer(),
  seats_taken: Type.Integer({ description: 'held by pending orders and taken by paid ones' }),
  booked: Type.Boolean({ description: 'tickets were booked for it: it cannot be removed' }),
});

/** GET staff/events/{eventId}: the event's form as saved. */
export const StaffEventDetail = Strict({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  image: Nullable(Type.String({ description: 'storage key' })),
  start_date: DateTime(),
  end_date: DateTime(),
  venue: Type.String(),
  city: Type.String(),
  organizer: Type.String(),
  landing_page_link: Nullable(Type.String()),
  booking_asks: BookingAsks,
  registrations_closed: Type.Boolean(),
  published: Type.Boolean({ description: 'false while the event is a draft: only staff see it, and its page is previewed at GET staff/events/{eventId}/preview' }),
  packages: Type.Array(StaffEventPackage),
  speakers: Type.Array(EventSpeaker),
  sponsors: Type.Array(EventSponsor),
  photos: Type.Array(EventPhoto),
});

export type StaffEventDetail = Static<typeof StaffEventDetail>;
export type StaffEventPackage = Static<typeof StaffEventPackage>;

/** GET staff/events: every event with its orders, which the events page lists and the orders page and the door pick from. */
export const StaffEvent = Strict({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTime(),
  end_date: DateTime(),
  paid: Type.Integer({ description: 'paid orders' }),
  pending: Type.Integer({ description: 'pending orders' }),
  published: Type.Boolean({ description: 'false while the event is a draft that only staff see' }),
});
export type StaffEvent = Static<typeof StaffEvent>;

/** GET staff/events/{eventId}/preview: the event's page as visitors see it, and whether they can see it now. */
export const EventPreview = Strict({
  ...EventDetail.properties,
  published: Type.Boolean({ description: 'false while the event is a draft: nobody but staff sees its page' }),
});
export type EventPreview = Static<typeof EventPreview>;
