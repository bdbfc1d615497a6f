// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { Venue } from '../../../../shared-api/src/content-types.js';
import type { SpeakerType, SponsorTier } from '../../../../shared-api/src/enums.js';
import type { Json } from '../../db/columns.js';

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
}

export interface ConferenceSpeakersTable {
  id: Generated<number>;
  conference_id: number;
  name: string;
  designation: string;
  company: string;
  image: string;
  image_width: number;
  image_height: number;
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
  conference_speakers: ConferenceSpeakersTable;
  conference_slots: ConferenceSlotsTable;
  conference_sponsors: ConferenceSponsorsTable;
  conference_faqs: ConferenceFaqsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends ConferenceTables {}
}
