import { sql, type Kysely } from 'kysely';

// Which version of each remote is live, when the site runs on PostgreSQL: every instance reads the same pins, and the
// release tool (`npm run mfe`) writes them. On the embedded database the pins stay in DEPLOY_DIR/manifest.json, since
// only the server process can open its data folder.
const statements = [
  sql`create table remote_pins (
    remote text primary key,
    version text not null,
    pinned_at timestamptz not null,
    reason text not null default '',
    -- the versions pinned before, oldest first: a rollback pins the last one
    earlier text[] not null default '{}'
  )`,
  // Append-only: every pin, rollback and import. Its highest id tells a server whether the pins changed since it last
  // read them, so the release tool adds a row in the same transaction as every change of remote_pins.
  sql`create table remote_pin_history (
    id bigint generated always as identity primary key,
    remote text not null,
    action text not null,
    version text not null,
    previous text,
    at timestamptz not null,
    reason text not null default ''
  )`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists remote_pin_history`.execute(db);
  await sql`drop table if exists remote_pins`.execute(db);
}
