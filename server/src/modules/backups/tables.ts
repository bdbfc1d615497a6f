// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';

/** A night's backup by a worker: claimed when it starts, its file's name and size (or the error) when it ends. */
export interface BackupRunsTable {
  /** a Karachi date, YYYY-MM-DD: the night from its 02:30 */
  day: ColumnType<string, string, string>;
  started_at: Generated<Date>;
  finished_at: Date | null;
  name: string | null;
  bytes: number | null;
  error: string | null;
}

export interface BackupTables {
  backup_runs: BackupRunsTable;
}

declare module '../../db/schema.js' {
  interface Database extends BackupTables {}
}
