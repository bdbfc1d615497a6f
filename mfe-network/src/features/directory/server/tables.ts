// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { DirectoryVisibility } from '../../../../../shared-api/src/enums.js';

/**
 * One row per complete profile: what the directory filters and orders by, derived from profiles, users and
 * user_skills by `syncDirectoryEntry` (docs/decisions/011-directory-paging.md).
 */
export interface DirectoryEntriesTable {
  user_id: number;
  /** the directory's order, newest listed first; kept when a member hides and comes back */
  listed_seq: Generated<number>;
  visibility: DirectoryVisibility;
  primary_skill_id: number;
  hourly_rate: number;
  name: string;
  /** to_tsvector('simple', name), kept by the database */
  name_search: ColumnType<string, never, never>;
}

/** Entries per visibility, primary skill and hourly-rate range, kept by a trigger on directory_entries. */
export interface DirectoryCountsTable {
  visibility: DirectoryVisibility;
  primary_skill_id: number;
  /** the index of the range in HOURLY_RATE_RANGES */
  rate_range: number;
  members: number;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface DirectoryTables {
  directory_entries: DirectoryEntriesTable;
  directory_counts: DirectoryCountsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends DirectoryTables {}
}
