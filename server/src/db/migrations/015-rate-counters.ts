import { sql, type Kysely } from 'kysely';

// Per-address limits (sign-in, registration, reset requests, uploads) counted in the database, so that every instance
// of the site counts the same requests: a fixed window per key, one row per key.
const statements = [
  sql`create table rate_counters (
    key text primary key,
    hits integer not null,
    resets_at timestamptz not null
  )`,
  // Windows that ended are cleared now and then.
  sql`create index rate_counters_resets_at on rate_counters (resets_at)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists rate_counters`.execute(db);
}
