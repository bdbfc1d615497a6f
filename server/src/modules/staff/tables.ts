// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  /** null for a change made from the command line, or once the staff member's account is deleted */
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  /** the changed fields before and after the change (JSON) */
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface StaffTables {
  audit_log: AuditLogTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends StaffTables {}
}
