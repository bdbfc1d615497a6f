// The conference editions: an edition's page as visitors read it (overview, speakers, schedule by day, venue,
// sponsors and FAQs), and as staff see it: every edition, its state (draft, scheduled or published), and its form with
// the speakers, schedule, sponsors and FAQs as saved. The answers' shapes, and their types for the pages.
import { SPEAKER_TYPES, SPONSOR_TIERS } from 'shared-api/validation';
import { DateTime, image, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { publishingFields } from 'shared-api/shapes/publishing';

export const Speaker = Strict({
  name: Type.String(),
  designation: Type.String(),
  company: Type.String(),
  // A speaker may have no portrait yet: the page shows their initials.
  image: Nullable(Type.String({ description: 'storage key of the portrait; null when there is none' })),
  image_width: Nullable(Type.Integer()),
  image_height: Nullable(Type.Integer()),
  linkdln: Nullable(Type.String()),
  type: StringEnum(SPEAKER_TYPES),
});

export const ScheduleItem = Strict({
  id: Type.Integer(),
  startTime: DateTime(),
  endTime: DateTime(),
  topicTitle: Type.String(),
  topicDescription: Type.String(),
});

export const Sponsor = Strict({ name: Type.String(), ...image('image'), type: StringEnum(SPONSOR_TIERS), priority: Type.Integer() });

export const Faq = Strict({ id: Type.Integer(), question: Type.String(), answer: Type.String() });

export const Venue = Strict({ name: Type.String(), address: Type.String(), city: Type.String(), map_url: Nullable(Type.String()) });

export const Conference = Strict({
  slug: Type.String(),
  title: Type.String(),
  edition: Type.String(),
  tagline: Type.String(),
  overview: Type.Array(Type.String(), { description: 'paragraphs' }),
  starts_at: DateTime(),
  ends_at: DateTime(),
  time_zone: Type.String(),
  venue: Venue,
  ...image('banner'),
  all_speakers_link: Nullable(Type.String()),
  calendar_url: Type.String({ description: 'an iCalendar (.ics) event for the conference dates' }),
  speakers: Type.Array(Speaker),
  schedule: Type.Array(Strict({ date: Type.String({ format: 'date' }), items: Type.Array(ScheduleItem) }), {
    description: 'one entry per day (Asia/Karachi), each with its slots in order',
  }),
  sponsors: Type.Array(Sponsor),
  faqs: Type.Array(Faq),
});

const rowFields = {
  id: Type.Integer(),
  slug: Type.String({ description: 'the readable part of its address; fixed once the edition has been published' }),
  path: Type.String({ description: 'the edition’s public page, /conference/<slug>' }),
  title: Type.String(),
  edition: Type.String(),
  starts_at: DateTime(),
  ends_at: DateTime(),
  ...publishingFields,
};

/** An item of GET staff/conferences. */
export const StaffConferenceRow = Strict(rowFields);
export const StaffConferenceList = Type.Array(StaffConferenceRow);

/** GET staff/conferences/{conferenceId}: the edition's form as saved, its lists in their order. */
export const StaffConference = Strict({
  ...rowFields,
  tagline: Type.String(),
  overview: Type.String({ description: 'paragraphs separated by an empty line' }),
  venue: Venue,
  banner: Type.String({ description: 'storage key' }),
  speakers: Type.Array(
    Strict({
      name: Type.String(),
      designation: Type.String(),
      company: Type.String(),
      type: StringEnum(SPEAKER_TYPES),
      image: Nullable(Type.String({ description: 'storage key of the portrait; null: the page shows the initials' })),
      linkdln: Nullable(Type.String()),
    }),
  ),
  slots: Type.Array(
    Strict({
      day: Type.String({ format: 'date', description: 'Karachi day' }),
      starts: Type.String({ description: 'HH:MM, Karachi time' }),
      ends: Type.String({ description: 'HH:MM, Karachi time' }),
      title: Type.String(),
      description: Type.String(),
    }),
    { description: 'by day and time; slots at the same time in the order staff gave them' },
  ),
  sponsors: Type.Array(Strict({ name: Type.String(), image: Type.String({ description: 'storage key of the logo' }), type: StringEnum(SPONSOR_TIERS) }), {
    description: 'in order of priority (within a tier, the first shows first)',
  }),
  faqs: Type.Array(Strict({ question: Type.String(), answer: Type.String() })),
  old_slugs: Type.Array(Type.String(), { description: 'earlier slugs and spellings, which still lead to the edition' }),
});

export type Speaker = Static<typeof Speaker>;
export type ScheduleItem = Static<typeof ScheduleItem>;
export type Sponsor = Static<typeof Sponsor>;
export type Faq = Static<typeof Faq>;
export type Venue = Static<typeof Venue>;
export type Conference = Static<typeof Conference>;
export type StaffConference = Static<typeof StaffConference>;
export type StaffConferenceRow = Static<typeof StaffConferenceRow>;
