import { sql, type Kysely } from 'kysely';

// The language a member reads the site in (issue #47): null until they choose; their e-mails follow it.
export async function up(db: Kysely<unknown>) {
  await sql`alter table users add column language text check (language in ('en', 'ur'))`.execute(db);
}
