import { sql, type Kysely } from 'kysely';

// Staff at an event's door find a ticket by what the person in the queue can say: the start of their name (first
// and last, or last alone), of their CNIC, or of their phone number as its digits (it is kept as typed: "+92 321 …",
// "0321-…"). Each index starts with the event, since a door only ever searches its own event; text_pattern_ops lets
// `like 'prefix%'` use them whatever the database's collation. The expressions are written exactly as the search
// (modules/events/door.ts) writes them.
const statements = [
  sql`create index tickets_event_full_name on tickets (event_id, lower(first_name || ' ' || last_name) text_pattern_ops)`,
  sql`create index tickets_event_last_name on tickets (event_id, lower(last_name) text_pattern_ops)`,
  sql`create index tickets_event_cnic on tickets (event_id, cnic text_pattern_ops)`,
  sql`create index tickets_event_phone on tickets (event_id, regexp_replace(phone_number, '[^0-9]', '', 'g') text_pattern_ops)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const index of ['tickets_event_phone', 'tickets_event_cnic', 'tickets_event_last_name', 'tickets_event_full_name']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}
