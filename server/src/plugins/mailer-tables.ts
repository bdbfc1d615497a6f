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
  /** the queue it goes on (migration 045) */
  kind: Generated<'transactional' | 'bulk'>;
  /** the id of the request that wrote it, when a request did: its delivery's log line carries it */
  request_id: Generated<string | null>;
  /** the delivery that holds it (a worker's host, process and batch) while it is sent, and that sent it once it is */
  claimed_by: Generated<string | null>;
  /** until when that delivery holds it: renewed while its worker lives; once past, the message is queued again */
  claimed_until: Generated<Date | null>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface MailerTables {
  outbox: OutboxTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../db/schema.js' {
  interface Database extends MailerTables {}
}
