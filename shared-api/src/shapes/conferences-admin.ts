// Conference editions as staff see them: every edition, its state (draft, scheduled or published), and its form with
// the speakers, schedule, sponsors and FAQs as saved.
import { Type } from '@sinclair/typebox';
import { SPEAKER_TYPES, SPONSOR_TIERS } from '../enums';
import { DateTime, Nullable, Strict, StringEnum } from './common';
import { Venue } from './content';
import { publishingFields } from './publishing';

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
