// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns.js';

export interface UploadsTable {
  id: Generated<number>;
  name: string;
  user_id: number | null;
  mime: string;
  bytes: number;
  created_at: CreatedAt;
  /** when a record first took the file (migration 006); a file never taken is removed after a day */
  attached_at: Date | null;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface UploadTables {
  uploads: UploadsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends UploadTables {}
}
