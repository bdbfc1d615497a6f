import { sql, type Kysely } from 'kysely';

// The staff's list of requests for reports: newest first, by publication and by day, searched by a name (by words,
// as the directory finds names), the start of an e-mail or a phone number (its last ten digits, however it was
// written). The expressions are the ones lib/search-terms.ts writes, so the planner matches them to these indexes;
// a publication's requests by time keep the index of migration 002.
const statements = [
  sql`create index publication_requests_created_at_id on publication_requests (created_at desc, id desc)`,
  sql`alter table publication_requests add column name_search tsvector generated always as (to_tsvector('simple', name)) stored`,
  sql`create index publication_requests_name_search on publication_requests using gin (name_search)`,
  sql`create index publication_requests_email_pattern on publication_requests (lower(email) text_pattern_ops)`,
  sql`create index publication_requests_phone_key on publication_requests ((right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)))`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const index of ['publication_requests_phone_key', 'publication_requests_email_pattern', 'publication_requests_name_search', 'publication_requests_created_at_id']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table publication_requests drop column if exists name_search`.execute(db);
}
