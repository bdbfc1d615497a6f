// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt, Json } from '../../db/columns.js';
import type { DirectoryVisibility } from '../../../../shared-api/src/enums.js';
import type { ProfileLinks } from '../../../../shared-api/src/types.js';
import type { SkillType } from '../skills/tables.js';

/** What profile_links holds: what `linksOf` writes from the checked profile form (and the seed writes alike). */
export type StoredProfileLinks = ProfileLinks;

export interface ProfilesTable {
  user_id: number;
  avatar: string | null;
  organisation: string | null;
  designation: string | null;
  gender: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** YYYY-MM-DD; the date type parser is switched off so no time zone can shift it */
  birthdate: string | null;
  degree: string | null;
  field_of_study: string | null;
  institute: string | null;
  title: string | null;
  website: string | null;
  linkedin: string | null;
  years_experience: string | null;
  hourly_rate: number | null;
  availability: string | null;
  experience_level: string | null;
  bio: string | null;
  profile_links: Json<StoredProfileLinks>;
  is_profile_completed: Generated<boolean>;
  /** where the profile appears (migration 007); new members: the members' directory only */
  directory_visibility: ColumnType<DirectoryVisibility, DirectoryVisibility | undefined, DirectoryVisibility>;
  updated_at: UpdatedAt;
}

export interface UserSkillsTable {
  user_id: number;
  skill_id: number;
  type: SkillType;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface ProfileTables {
  profiles: ProfilesTable;
  user_skills: UserSkillsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends ProfileTables {}
}
