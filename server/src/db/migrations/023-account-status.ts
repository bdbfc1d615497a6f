import { sql, type Kysely } from 'kysely';

// An account staff have disabled (when, by whom, and why it was last disabled or enabled) and when it last signed
// in, for the staff's list of members. The list filters by status and orders by name, joining date or last sign-in;
// a search reads migration 022's indexes.
const statements = [
  sql`alter table users
    add column last_sign_in_at timestamptz,
    add column disabled_at timestamptz,
    add column disabled_by bigint references users (id) on delete set null,
    add column status_reason text`,
  sql`create index users_disabled on users (disabled_at desc, id desc) where disabled_at is not null`,
  sql`create index users_name_order on users (name, id)`,
  sql`create index users_created_order on users (created_at, id)`,
  sql`create index users_last_sign_in_order on users (last_sign_in_at desc nulls last, id desc)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const index of ['users_last_sign_in_order', 'users_created_order', 'users_name_order', 'users_disabled']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table users drop column if exists status_reason, drop column if exists disabled_by, drop column if exists disabled_at, drop column if exists last_sign_in_at`.execute(db);
}
