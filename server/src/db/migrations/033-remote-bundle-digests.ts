import { sql, type Kysely } from 'kysely';

// What a server may evaluate of a pinned remote (docs/decisions/027): the digest of the version's server bundle, as the
// release tool read it when it pinned the version, and the release manager's switch that leaves a remote's first views
// to the browser without a deployment. A bundle whose bytes do not have the pin's digest is never evaluated.
const statements = [
  sql`alter table remote_pins add column server_bundle_digest text`,
  sql`alter table remote_pins add column first_views text check (first_views in ('server', 'browser'))`,
  sql`alter table remote_pin_history add column server_bundle_digest text`,
  sql`alter table remote_pin_history add column first_views text`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const column of ['first_views', 'server_bundle_digest']) {
    await sql`alter table remote_pin_history drop column if exists ${sql.raw(column)}`.execute(db);
    await sql`alter table remote_pins drop column if exists ${sql.raw(column)}`.execute(db);
  }
}
