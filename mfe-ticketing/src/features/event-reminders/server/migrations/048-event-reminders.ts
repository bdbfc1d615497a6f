import { sql, type Kysely } from 'kysely';

// The reminder the day before an event (#61): one row per event once it went (by itself, or sent now by staff), so it
// goes once whoever sends it; and the day each daily run claimed, so one run a day sends them. New tables only: the
// previous release is untouched.
export async function up(db: Kysely<unknown>) {
  await sql`create table event_reminders (
    event_id bigint primary key references events (id) on delete cascade,
    sent_at timestamptz not null default now(),
    sent_by bigint references users (id) on delete set null,
    members integer not null default 0
  )`.execute(db);
  await sql`create table event_reminder_runs (
    day date primary key,
    ran_at timestamptz not null default now()
  )`.execute(db);
}
