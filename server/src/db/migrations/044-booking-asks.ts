import { sql, type Kysely } from 'kysely';

// What a booking asks. A ticket needs its holder's name, e-mail and phone; the CNIC, the company and position, and the
// postal address only where the event's organisers ask for them, which staff choose per event (`booking_asks`, a list
// of 'cnic', 'company', 'address'). Until now the ticket form asked for all of them while a free event's one-press
// registration asked for none, so an event whose every package is paid (booked only through the form) keeps asking for
// the CNIC, and no event asks for the rest. A new event asks for nothing more until staff say so.
export async function up(db: Kysely<unknown>) {
  await sql`alter table events
    add column booking_asks text[] not null default '{}'
      constraint events_booking_asks_check check (booking_asks <@ array['cnic', 'company', 'address']::text[])`.execute(db);
  await sql`update events e set booking_asks = '{cnic}'
    where exists (select 1 from event_packages p where p.event_id = e.id)
      and not exists (select 1 from event_packages p where p.event_id = e.id and coalesce(p.discounted_price, p.price) = 0)`.execute(db);
}
