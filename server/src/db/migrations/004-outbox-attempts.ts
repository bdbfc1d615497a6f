import { sql, type Kysely } from 'kysely';

// Mail is delivered by a durable job with retries; the outbox shows how many deliveries were tried.
export async function up(db: Kysely<unknown>) {
  await sql`alter table outbox add column attempts integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table outbox drop column if exists attempts`.execute(db);
}
