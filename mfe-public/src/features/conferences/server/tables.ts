// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { SpeakerType, SponsorTier } from '../../../../../shared-api/src/enums.js';
import type { Json } from '../../../../../server/src/kit.js';
import type { Venue } from '../shapes.js';

export interface ConferencesTable {
  id: Generated<number>;
  slug: string;
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  title: string;
  edition: string;
  tagline: string;
  overview: Json<string[]>;
  starts_at: Date;
  ends_at: Date;
  venue: Json<Venue>;
  banner: string;
  banner_width: number;
  banner_height: number;
  all_speakers_link: string | null;
  /** the table's check: a draft (staff only) or published; published with publish_at to come is scheduled */
  status: Generated<'draft' | 'published'>;
  publish_at: Date | null;
  /** when visitors first could see it: from then on its slug stays */
  first_published_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Every slug and other spelling an edition has had: an old address still finds it, and no other edition takes it. */
export interface ConferenceSlugsTable {
  slug: string;
  conference_id: number;
}

export interface ConferenceSpeakersTable {
  id: Generated<number>;
  conference_id: number;
  name: string;
  designation: string;
  company: string;
  /** null: no portrait yet (the page shows the speaker's initials) */
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  linkdln: string | null;
  /** the table's check: one of SPEAKER_TYPES */
  type: SpeakerType;
  sort_order: Generated<number>;
}

export interface ConferenceSlotsTable {
  id: Generated<number>;
  conference_id: number;
  starts_at: Date;
  ends_at: Date;
  title: string;
  description: Generated<string>;
  /** the order of slots that start at the same time */
  sort_order: Generated<number>;
}

export interface ConferenceSponsorsTable {
  id: Generated<number>;
  conference_id: number;
  name: string;
  image: string;
  image_width: number;
  image_height: number;
  /** the table's check: one of SPONSOR_TIERS */
  type: SponsorTier;
  priority: Generated<number>;
}

export interface ConferenceFaqsTable {
  id: Generated<number>;
  conference_id: number;
  question: string;
  answer: string;
  sort_order: Generated<number>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface ConferenceTables {
  conferences: ConferencesTable;
  conference_slugs: ConferenceSlugsTable;
  conference_speakers: ConferenceSpeakersTable;
  conference_slots: ConferenceSlotsTable;
  conference_sponsors: ConferenceSponsorsTable;
  conference_faqs: ConferenceFaqsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the feature keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends ConferenceTables {}
}
