import { sql, type Kysely } from 'kysely';

// The admins' status page counts the mail sent in the last 24 hours; the outbox keeps every message ever written, so
// that count reads an index of the sent ones by when, not the whole table. An index only: the previous release is
// untouched.
export async function up(db: Kysely<unknown>) {
  await sql`create index outbox_sent_at on outbox (sent_at) where sent_at is not null`.execute(db);
}
