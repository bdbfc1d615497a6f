import { sql, type Kysely } from 'kysely';

// Roles on accounts (what a staff member or an admin may do beyond their own records) and the audit log
// of every staff change, written in the same transaction as the change.
const statements = [
  sql`alter table users add column role text not null default 'member' check (role in ('member', 'staff', 'admin'))`,
  sql`create index users_staff on users (role) where role <> 'member'`,
  sql`create table audit_log (
    id bigserial primary key,
    at timestamptz not null default now(),
    actor_id bigint references users (id) on delete set null,
    action text not null,
    entity text not null,
    entity_id text not null,
    before jsonb,
    after jsonb
  )`,
  sql`create index audit_log_at_id on audit_log (at desc, id desc)`,
  sql`create index audit_log_entity on audit_log (entity, entity_id, at desc)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists audit_log`.execute(db);
  await sql`alter table users drop column if exists role`.execute(db);
}
