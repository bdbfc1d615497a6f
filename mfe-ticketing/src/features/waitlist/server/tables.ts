// The tables this part of the server owns; db/schema.ts composes every module's and feature's into `Database`. The
// events, their packages and the orders are the server's events module's.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';

export interface EventWaitlistTable {
  id: Generated<number>;
  package_id: number;
  user_id: number;
  offered_at: Date | null;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface WaitlistTables {
  event_waitlist: EventWaitlistTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the feature keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends WaitlistTables {}
}
