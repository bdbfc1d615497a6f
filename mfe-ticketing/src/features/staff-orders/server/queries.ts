// What the staff's orders page reads and changes: orders found by what staff have in hand, each as staff see it (its
// holder, who marked it paid and until when that can be undone, a refund asked for), the attendees of an event, and
// the rows a cancellation or a late payment's decision locks.
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { PAYMENT_METHODS } from '../../../../../shared-api/src/enums.js';
import { namesMatch, orderOut, orderQuery, paged, phoneKeyOf, searchTerms, startsWith, usersMatching, verifyTicketCode, type Database, type OrdersTable, type OrderStatus, type PageQuery, type PaymentMethod } from '../../../../../server/src/kit.js';
import { MARK_PAID_UNDO_MINUTES } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;

/** When a bill payment marked paid by hand stops being undoable (null for a payment that was not marked by hand). */
export const undoUntil = (markedPaidAt: Date | null) => (markedPaidAt ? new Date(new Date(markedPaidAt).getTime() + MARK_PAID_UNDO_MINUTES * 60_000) : null);

export interface StaffOrderFilter {
  status?: OrderStatus;
  event_id?: number;
  method?: number;
  /** what staff typed into the search box */
  q?: string;
}

/** The columns the staff's list of orders sorts by, and how. */
const ORDER_SORTS = { created_at: 'o.id', grand_total: 'o.grand_total', holder: 'o.last_name' } as const;
export type StaffOrderSort = { sort?: keyof typeof ORDER_SORTS; dir?: 'asc' | 'desc' };

/**
 * The orders a search names, each reading from its own index (migration 022): an order number or 1Bill reference,
 * a CNIC, the holder's phone or e-mail or name, the account's (through member search), a MEMBER ID, a ticket code.
 * Null when nothing was searched for; the newest matches' numbers otherwise.
 */
export async function ordersMatching(db: Db, q: string | undefined) {
  const terms = searchTerms(q);
  if (!terms) return null;
  const ticketId = terms.ticketCode ? await verifyTicketCode(db as Kysely<Database>, terms.ticketCode) : null;
  // A code the server signed names one ticket and nothing else: its other readings (the start of an e-mail) are not asked.
  if (ticketId !== null) return (await db.selectFrom('orders').select('id').where('ticket_id', '=', ticketId).orderBy('id', 'desc').execute()).map((row) => row.id);
  const members = usersMatching(db, terms);
  const branches = [
    terms.orderIds.length ? db.selectFrom('orders').select('id').where('id', 'in', terms.orderIds) : null,
    terms.cnic ? db.selectFrom('orders').select('id').where('cnic', '=', terms.cnic) : null,
    terms.phoneKey ? db.selectFrom('orders').select('id').where(phoneKeyOf('phone_number'), '=', terms.phoneKey) : null,
    terms.emailStart ? db.selectFrom('orders').select('id').where(sql<string>`lower(email)`, 'like', startsWith(terms.emailStart)) : null,
    terms.nameQuery ? db.selectFrom('orders').select('id').where(namesMatch('holder_search', terms.nameQuery)) : null,
    members ? db.selectFrom('orders').select('id').where('user_id', 'in', members) : null,
  ].filter((branch) => branch !== null);
  if (!branches.length) return [];
  // The newest matches, read once: a common start of an e-mail or a name can name thousands of orders, and the
  // list's count, filters and page then work on these numbers instead of the search again.
  const union = branches.slice(1).reduce((all, branch) => all.union(branch), branches[0]);
  const rows = await db.selectFrom(union.as('m')).select('m.id').orderBy('m.id', 'desc').limit(SEARCH_MATCHES_MAX).execute();
  return rows.map((row) => row.id);
}

/** At most this many orders answer one search, the newest: more is a search to narrow. */
export const SEARCH_MATCHES_MAX = 5000;

export function staffOrderQuery(db: Db) {
  return orderQuery(db)
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('check_ins as c', 'c.ticket_id', 'o.ticket_id')
    .leftJoin('users as marker', 'marker.id', 'o.marked_paid_by')
    // The refund awaiting approval, if any (one at most: refund_requests_open), and who asked for it.
    .leftJoin('refund_requests as rq', (join) => join.onRef('rq.order_id', '=', 'o.id').on('rq.status', '=', 'requested'))
    .leftJoin('users as asker', 'asker.id', 'rq.requested_by')
    .select(['o.first_name', 'o.last_name', 'o.email', 'o.phone_number', 'u.member_id', 'c.checked_in_at', 'o.marked_paid_at', 'marker.name as marked_paid_by'])
    .select(['rq.created_at as refund_asked_at', 'asker.name as refund_asked_by'])
    // Paid from a JazzCash wallet: JazzCash's wallet refund call can send the money back (a card is refunded by hand).
    .select((eb) =>
      eb
        .exists(eb.selectFrom('payment_attempts as pa').select('pa.id').whereRef('pa.order_id', '=', 'o.id').where('pa.gateway', '=', 'jazzcash').where('pa.status', '=', 'approved'))
        .as('jazzcash_paid'),
    );
}

type StaffOrderRow = Awaited<ReturnType<ReturnType<typeof staffOrderQuery>['executeTakeFirstOrThrow']>>;

export const staffOrderOut = (row: StaffOrderRow) => ({
  ...orderOut(row),
  event_id: row.event_id,
  holder: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  phone_number: row.phone_number,
  member_id: row.member_id,
  checked_in_at: row.checked_in_at,
  marked_paid_by: row.marked_paid_at ? row.marked_paid_by : null,
  marked_paid_at: row.marked_paid_at,
  undo_until: row.status === 'paid' ? undoUntil(row.marked_paid_at) : null,
  jazzcash_refundable: row.status === 'paid' && row.payment_method === PAYMENT_METHODS.jazzcash && Boolean(row.jazzcash_paid),
  refund_asked: row.refund_asked_at ? { by: row.refund_asked_by ?? '', at: row.refund_asked_at } : null,
});

export async function findStaffOrder(db: Db, orderId: number) {
  const row = await staffOrderQuery(db).where('o.id', '=', orderId).executeTakeFirst();
  return row ? staffOrderOut(row) : undefined;
}

/** The staff's list of orders: by status, event, payment method and search, in the order asked, newest first by default. */
export async function listStaffOrders(db: Db, filter: StaffOrderFilter, query: PageQuery & StaffOrderSort) {
  const matching = await ordersMatching(db, filter.q);
  const where = (eb: ExpressionBuilder<Database & { o: OrdersTable }, 'o'>) =>
    eb.and([
      ...(filter.status ? [eb('o.status', '=', filter.status)] : []),
      ...(filter.event_id ? [eb('o.event_id', '=', filter.event_id)] : []),
      ...(filter.method ? [eb('o.payment_method', '=', filter.method as PaymentMethod)] : []),
      // One array parameter, however many orders matched.
      ...(matching ? [sql<boolean>`o.id = any(${matching}::bigint[])`] : []),
    ]);
  const dir = query.dir ?? 'desc';
  return paged(
    query,
    async () => Number((await db.selectFrom('orders as o').select((eb) => eb.fn.countAll<string>().as('n')).where(where).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      // The page's orders first, from the orders table alone (an index gives them in order), then their details: joined
      // before the limit, the holders and events of every matching order would be read to keep 25.
      const page = await db.selectFrom('orders as o').select('o.id').where(where).orderBy(ORDER_SORTS[query.sort ?? 'created_at'], dir).orderBy('o.id', dir).limit(limit).offset(offset).execute();
      if (!page.length) return [];
      const rows = new Map((await staffOrderQuery(db).where('o.id', 'in', page.map((o) => o.id)).execute()).map((row) => [row.id, row]));
      return page.flatMap((o) => {
        const row = rows.get(o.id);
        return row ? [staffOrderOut(row)] : [];
      });
    },
  );
}

/** The paid tickets of an event, for the attendees CSV, in booking order. */
export async function* eachAttendee(db: Db, eventId: number) {
  const batch = 500;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('orders as o')
      .innerJoin('tickets as t', 't.id', 'o.ticket_id')
      .innerJoin('event_packages as p', 'p.id', 'o.package_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
      .select(['o.id', 't.id as ticket_id', 't.first_name', 't.last_name', 't.email', 't.phone_number', 't.cnic', 't.company', 't.position', 't.city', 'p.name as package_name', 'o.payment_method', 'o.grand_total', 'o.paid_at', 'u.member_id', 'c.checked_in_at'])
      .where('o.event_id', '=', eventId)
      .where('o.status', '=', 'paid')
      .where('o.id', '>', after)
      .orderBy('o.id')
      .limit(batch)
      .execute();
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/** The order a late payment was approved for, if the late payment exists. */
export const latePaymentOrderId = async (trx: Transaction<Database>, id: number) => (await trx.selectFrom('late_payments').select('order_id').where('id', '=', id).executeTakeFirst())?.order_id;

/** The order's row, locked for staff to cancel it, with what cancelling reads. */
export const lockOrderToCancel = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('orders').select(['id', 'status', 'package_id', 'kind', 'grand_total']).where('id', '=', id).forUpdate().executeTakeFirst();

/**
 * Cancels a pending order, or a free registration (a paid order that cost nothing): it holds its seat no longer and no
 * longer expires. Money paid leaves an order only through a refund two staff members decide (refunds.ts), so an order
 * paid for money is never cancelled here, whatever the caller checked.
 */
export const cancelOrderRow = (trx: Transaction<Database>, id: number, now: Date) =>
  trx
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now, expires_at: null, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'paid'), eb('grand_total', '=', 0)])]))
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);
