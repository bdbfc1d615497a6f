// What the member's dashboard home shows of events: the next ones they hold paid tickets for.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The events the member holds paid tickets for that have not ended, soonest first, at most `limit`, each with how
 * many tickets they hold. Read from the member's own orders (orders_user_created), so it stays small.
 */
export async function nextHeldEvents(db: Kysely<Database>, userId: number, limit: number, now = new Date()) {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('events as e', 'e.id', 'o.event_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'paid')
    .where('e.end_date', '>=', now)
    .groupBy(['e.id', 'e.slug', 'e.title', 'e.image', 'e.start_date', 'e.end_date', 'e.venue', 'e.city'])
    .select(['e.id', 'e.slug', 'e.title', 'e.image', 'e.start_date', 'e.end_date', 'e.venue', 'e.city', sql<string>`count(*)`.as('tickets')])
    .orderBy('e.start_date')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    event: {
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      image: row.image,
      start_date: row.start_date.toISOString(),
      end_date: row.end_date.toISOString(),
      venue: row.venue,
      city: row.city,
    },
    tickets: Number(row.tickets),
  }));
}
