// The staff's list of events, which the events page, the orders page's filter and the door read.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** GET staff/events: every event, latest first, with its paid and pending orders. */
export async function listStaffEvents(db: Db) {
  const rows = await db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.start_date', 'e.end_date', 'e.published'])
    .select((eb) => [
      eb.selectFrom('orders as o').select((x) => x.fn.countAll<string>().as('n')).whereRef('o.event_id', '=', 'e.id').where('o.status', '=', 'paid').as('paid'),
      eb.selectFrom('orders as o').select((x) => x.fn.countAll<string>().as('n')).whereRef('o.event_id', '=', 'e.id').where('o.status', '=', 'pending').as('pending'),
    ])
    .orderBy('e.start_date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, paid: Number(r.paid ?? 0), pending: Number(r.pending ?? 0) }));
}
