import { sql, type Kysely } from 'kysely';

// Whether a pinned version has a server bundle (docs/decisions/025): the release gate records it with every pin, so
// the status says which remotes' pages are rendered on the server and which are left to the browser. Null for the
// pins made before remotes had server bundles.
const statements = [
  sql`alter table remote_pins add column server_bundle boolean`,
  sql`alter table remote_pin_history add column server_bundle boolean`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table remote_pin_history drop column if exists server_bundle`.execute(db);
  await sql`alter table remote_pins drop column if exists server_bundle`.execute(db);
}
