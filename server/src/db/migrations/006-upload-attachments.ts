import { sql, type Kysely } from 'kysely';

// An upload is kept once a record takes it (a profile picture); one never taken is removed a day after it was made.
export async function up(db: Kysely<unknown>) {
  await sql`alter table uploads add column attached_at timestamptz`.execute(db);
  await sql`update uploads u set attached_at = u.created_at where exists (select 1 from profiles p where p.avatar = u.name)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table uploads drop column if exists attached_at`.execute(db);
}
