import { sql, type Kysely } from 'kysely';

// The nightly backups a worker made: each night (a Karachi day, from 02:30) is claimed once, so several workers back
// the site up once, and its outcome is kept for the metrics (when the last backup succeeded) and the operator.
export async function up(db: Kysely<unknown>) {
  await sql`create table backup_runs (
    day date primary key,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    name text,
    bytes bigint,
    error text
  )`.execute(db);
}
