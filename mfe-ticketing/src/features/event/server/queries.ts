// The event page's reads of a member: their ticket for the event, and what a free event's one-press registration
// writes on it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's ticket for an event that matters most: a paid one, else a pending one, else the latest. */
export async function memberTicketForEvent(db: Db, userId: number, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .leftJoin('orders as o', (join) => join.onRef('o.ticket_id', '=', 't.id').on('o.status', 'in', ['pending', 'paid']))
    .select(['t.id as ticket_id', 'o.id as order_id', 'o.status'])
    .where('t.user_id', '=', userId)
    .where('t.event_id', '=', eventId)
    .orderBy(sql`case o.status when 'paid' then 0 when 'pending' then 1 else 2 end`)
    .orderBy('t.id', 'desc')
    .executeTakeFirst();
}

/** The member's name, contact and work, which a free event's registration writes on their ticket. */
export const ticketHolderOf = (db: Db, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.name', 'u.email', 'u.phone', 'p.city', 'p.state', 'p.organisation', 'p.designation'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();

