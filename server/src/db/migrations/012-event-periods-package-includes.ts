import { sql, type Kysely } from 'kysely';

// The events list in two parts, upcoming (not ended yet) and past, each read by its end date; and what each package
// of an event includes, shown beside its price (the seed's packages say it; staff events keep '' until they do).
const statements = [
  sql`create index events_end_date on events (end_date, start_date, id)`,
  sql`alter table event_packages add column includes text not null default ''`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table event_packages drop column if exists includes`.execute(db);
  await sql`drop index if exists events_end_date`.execute(db);
}
