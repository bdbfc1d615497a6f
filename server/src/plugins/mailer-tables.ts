// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.js';

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
  /** deliveries tried so far (migration 004) */
  attempts: Generated<number>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface MailerTables {
  outbox: OutboxTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../db/schema.js' {
  interface Database extends MailerTables {}
}
