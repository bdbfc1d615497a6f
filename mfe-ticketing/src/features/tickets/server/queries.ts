// My tickets: the member's paid tickets for events that have not ended, and the tickets still waiting for a bill
// payment. A paid ticket is shown as the order pages show it (\`ticketsOut\`, the kit's).
import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_METHODS } from '../../../../../shared-api/src/enums.js';
import { billReference, paged, paidTicketColumns, paidTicketQuery, summary, summaryColumns, ticketsOut, type Database, type PageQuery } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's paid tickets for events that have not ended (today's included), soonest first. */
export function upcomingPaidTickets(db: Db, userId: number, query: PageQuery, now = new Date()) {
  return paged(
    query,
    async () => Number((await paidTicketQuery(db, userId).select((eb) => eb.fn.countAll<string>().as('n')).where('e.end_date', '>=', now).executeTakeFirstOrThrow()).n),
    (limit, offset) => paidTicketColumns(db, userId).where('e.end_date', '>=', now).orderBy('e.start_date').orderBy('e.id').orderBy('t.id').limit(limit).offset(offset).execute(),
  );
}

/**
 * The member's tickets waiting for a bill payment, for events that have not ended, soonest event first: their orders
 * still hold the seat (a lapsed hold is about to expire, not to be paid).
 */
export function pendingBillTickets(db: Db, userId: number, limit: number, now = new Date()) {
  return db
    .selectFrom('orders as o')
    .innerJoin('tickets as t', 't.id', 'o.ticket_id')
    .innerJoin('events as e', 'e.id', 'o.event_id')
    .innerJoin('event_packages as p', 'p.id', 'o.package_id')
    .select(['o.id as order_id', 't.id as ticket_id', 't.first_name', 't.last_name', 'p.name as package_name', 'o.grand_total', 'o.expires_at'])
    .select(summaryColumns)
    .where('o.user_id', '=', userId)
    .where('o.kind', '=', 'ticket')
    .where('o.status', '=', 'pending')
    .where('o.payment_method', '=', PAYMENT_METHODS.onebill)
    .where('e.end_date', '>=', now)
    .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>', now)]))
    .orderBy('e.start_date')
    .orderBy('o.id')
    .limit(limit)
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        order_id: row.order_id,
        ticket_id: row.ticket_id,
        holder: `${row.first_name} ${row.last_name}`.trim(),
        package_name: row.package_name,
        event: summary(row),
        grand_total: row.grand_total,
        bill_reference: billReference(row.order_id),
        expires_at: row.expires_at,
      })),
    );
}

/** At most this many tickets waiting for a bill payment are listed; every order stays in Order History. */
const PENDING_SHOWN = 20;

/**
 * GET /user/tickets: the member's paid tickets for events that have not ended, soonest first; and, with the first
 * page, those waiting for a bill payment (no code yet: they lead to how to pay).
 */
export async function memberUpcomingTickets(db: Kysely<Database>, userId: number, query: PageQuery, now = new Date()) {
  const [page, pending] = await Promise.all([upcomingPaidTickets(db, userId, query, now), query.page === 1 ? pendingBillTickets(db, userId, PENDING_SHOWN, now) : []]);
  return { ...page, items: await ticketsOut(db, page.items), pending };
}
