import { sql, type Kysely } from 'kysely';

// Each message of the outbox is delivered on its own. A worker claims it before sending (`claimed_by`, until
// `claimed_until`, renewed while that worker lives) so no other worker sends it meanwhile, and marks it sent as soon as
// the SMTP server accepts it; the claim then names who sent it. A worker that dies leaves its claims to lapse, and the
// messages go to their queue again. The row also keeps its kind (the queue it goes on, so a message queued again, or
// written before SMTP was set, goes to the right one) and the request that wrote it, which its delivery's log line
// names. Every column is new, with a default or empty: the previous release reads and writes the outbox as before.
export async function up(db: Kysely<unknown>) {
  await sql`alter table outbox
    add column kind text not null default 'transactional' constraint outbox_kind_check check (kind in ('transactional', 'bulk')),
    add column request_id text,
    add column claimed_by text,
    add column claimed_until timestamptz`.execute(db);
  // What workers look for: claims that lapsed, and messages not sent yet.
  await sql`create index outbox_claims on outbox (claimed_until) where sent_at is null and claimed_until is not null`.execute(db);
  await sql`create index outbox_unsent on outbox (id) where sent_at is null`.execute(db);
}
