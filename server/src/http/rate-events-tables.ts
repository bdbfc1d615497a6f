// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.js';

/** Counted events for limits that every instance must agree on (failed sign-ins, reset e-mails). */
export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface RateEventTables {
  rate_events: RateEventsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../db/schema.js' {
  interface Database extends RateEventTables {}
}
