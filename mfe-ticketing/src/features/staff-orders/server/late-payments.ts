// What staff must act on soon: pending holds about to expire, and card payments approved too late to pay their order
// (the money taken, no seat kept), which staff honour or refund.
import { sql, type Kysely, type Transaction } from 'kysely';
import { iso, paged, takeSeat, type Database, type LatePaymentReason, type PageQuery, type Snapshot } from '../../../../../server/src/kit.js';
import { findStaffOrder, staffOrderOut, staffOrderQuery } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How far ahead a pending hold counts as about to expire. */
export const EXPIRING_WITHIN_MS = 24 * 3_600_000;

const expiringWhere = (now: Date) => ({ from: now, to: new Date(now.getTime() + EXPIRING_WITHIN_MS) });

/** How many pending holds expire within 24 h, and how many late payments and refunds wait for a decision. */
export async function attentionCounts(db: Db, now = new Date()) {
  const { from, to } = expiringWhere(now);
  const [expiring, late, refunds] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').where('expires_at', '>', from).where('expires_at', '<=', to).executeTakeFirstOrThrow(),
    db.selectFrom('late_payments').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow(),
    db.selectFrom('refund_requests').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'requested').executeTakeFirstOrThrow(),
  ]);
  return { expiring_soon: Number(expiring.n), paid_late: Number(late.n), refunds_awaiting: Number(refunds.n) };
}

/** Pending holds that expire within 24 h, the soonest first (the pending-expiry index serves it). */
export function listExpiringOrders(db: Db, query: PageQuery, now = new Date()) {
  const { from, to } = expiringWhere(now);
  return paged(
    query,
    async () =>
      Number(
        (await db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').where('expires_at', '>', from).where('expires_at', '<=', to).executeTakeFirstOrThrow()).n,
      ),
    async (limit, offset) =>
      (
        await staffOrderQuery(db)
          .where('o.status', '=', 'pending')
          .where('o.expires_at', '>', from)
          .where('o.expires_at', '<=', to)
          .orderBy('o.expires_at')
          .orderBy('o.id')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(staffOrderOut),
  );
}

export type LatePaymentStatus = 'open' | 'honoured' | 'refunded';

const latePaymentColumns = ['l.id', 'l.order_id', 'l.status', 'l.reason', 'l.amount', 'l.answer', 'l.created_at', 'l.decided_at', 'a.gateway', 'a.response_fields'] as const;

/** A kept answer's fields, or null. */
const fieldsOf = (value: unknown): Record<string, string> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : null;

async function latePaymentOut(
  db: Db,
  row: { id: number; order_id: number; status: LatePaymentStatus; reason: LatePaymentReason; amount: number; answer: unknown; created_at: Date; decided_at: Date | null; gateway: string; response_fields: unknown },
) {
  const order = await findStaffOrder(db, row.order_id);
  if (!order) throw new Error(`Late payment ${row.id}: its order ${row.order_id} is missing.`);
  const late = fieldsOf(row.answer);
  const earlier = fieldsOf(row.response_fields);
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    gateway: (row.gateway === 'test-gateway' ? 'test' : row.gateway) as 'test' | 'jazzcash' | 'easypaisa',
    amount: row.amount,
    // The attempt keeps the answer that settled it: for an approval that came after a decline, the decline.
    answers: { earlier: row.reason === 'after-decline' ? earlier : null, late: late && Object.keys(late).length > 0 ? late : earlier },
    approved_at: row.created_at,
    decided_at: row.decided_at,
    order,
  };
}

/** Late payments with their order and member, the open ones oldest first (they have waited longest), others newest first. */
export function listLatePayments(db: Db, status: LatePaymentStatus, query: PageQuery) {
  return paged(
    query,
    async () => Number((await db.selectFrom('late_payments').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', status).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      const rows = await db
        .selectFrom('late_payments as l')
        .innerJoin('payment_attempts as a', 'a.id', 'l.attempt_id')
        .select(latePaymentColumns)
        .where('l.status', '=', status)
        .orderBy('l.id', status === 'open' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return Promise.all(rows.map((row) => latePaymentOut(db, row)));
    },
  );
}

export async function findLatePayment(db: Db, id: number) {
  const row = await db.selectFrom('late_payments as l').innerJoin('payment_attempts as a', 'a.id', 'l.attempt_id').select(latePaymentColumns).where('l.id', '=', id).executeTakeFirst();
  return row ? latePaymentOut(db, row) : undefined;
}

/** A late payment and its order as the audit log compares them. */
export async function latePaymentSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('late_payments as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.status as late_payment', 'l.amount', 'l.decided_at', 'o.status', 'o.paid_at'])
    .where('l.id', '=', id)
    .executeTakeFirst();
  return row && { late_payment: row.late_payment, amount: row.amount, decided_at: iso(row.decided_at), status: row.status, paid_at: iso(row.paid_at) };
}

export type HonourRefusal =
  | { refused: 'not-found' }
  | { refused: 'own-account' }
  | { refused: 'decided'; status: LatePaymentStatus }
  | { refused: 'order-live'; orderId: number; status: string }
  | { refused: 'other-order'; orderId: number; status: string }
  | { refused: 'no-seat'; packageName: string };

/** The late payment, locked for a decision, with its order; or why it cannot be decided. */
export async function lockLatePayment(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('late_payments as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    // A membership order has no event package: it names its plan.
    .leftJoin('event_packages as p', 'p.id', 'o.package_id')
    .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
    .select(['l.id', 'l.status', 'l.reason', 'l.order_id', 'o.user_id', 'o.status as order_status', 'o.ticket_id', 'o.package_id', sql<string>`coalesce(p.name, mp.name, '')`.as('package_name')])
    .where('l.id', '=', id)
    // The packages are outer-joined: only the payment and its order are locked.
    .forUpdate(['l', 'o'])
    .executeTakeFirst();
}

/**
 * Honours a late payment: its order becomes paid if a seat can be taken for it. Refused while the member holds
 * another live order for the same ticket (they ordered again) or when the package is full.
 */
export async function honourLatePayment(trx: Transaction<Database>, id: number, staffId: number, now = new Date()): Promise<HonourRefusal | null> {
  const row = await lockLatePayment(trx, id);
  if (!row) return { refused: 'not-found' };
  if (row.user_id === staffId) return { refused: 'own-account' };
  if (row.status !== 'open') return { refused: 'decided', status: row.status };
  // An order paid already is refunded, not paid twice. A pending one is paid by this money when the provider's approval
  // came after its own decline, for a checkout the member had left for another way, or on terms staff accept.
  if (row.order_status === 'paid' || (row.order_status === 'pending' && row.reason !== 'after-decline' && row.reason !== 'closed' && row.reason !== 'mismatch')) {
    return { refused: 'order-live', orderId: row.order_id, status: row.order_status };
  }
  // A pending order holds its seat already; its other checkout is closed, as this money pays it.
  if (row.order_status === 'pending') {
    await trx.updateTable('payment_attempts').set({ status: 'closed', closed_at: now, updated_at: now }).where('order_id', '=', row.order_id).where('status', '=', 'created').execute();
    return markHonoured(trx, id, row.order_id, staffId, now);
  }
  // A membership order holds no seat and no ticket: honouring it pays it, and paying it adds its year (the caller's `then`).
  if (row.ticket_id === null || row.package_id === null) return markHonoured(trx, id, row.order_id, staffId, now);
  const other = await trx
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('ticket_id', '=', row.ticket_id)
    .where('id', '<>', row.order_id)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  if (other) return { refused: 'other-order', orderId: other.id, status: other.status };
  if (!(await takeSeat(trx, row.package_id))) return { refused: 'no-seat', packageName: row.package_name };
  return markHonoured(trx, id, row.order_id, staffId, now);
}

async function markHonoured(trx: Transaction<Database>, id: number, orderId: number, staffId: number, now: Date) {
  await trx.updateTable('orders').set({ status: 'paid', paid_at: now, expires_at: null, cancelled_at: null, updated_at: now }).where('id', '=', orderId).execute();
  await trx.updateTable('late_payments').set({ status: 'honoured', decided_by: staffId, decided_at: now }).where('id', '=', id).execute();
  return null;
}

/** Records that a late payment was refunded to the member (the refund itself is made with the gateway). */
export async function recordLateRefund(trx: Transaction<Database>, id: number, staffId: number, now = new Date()): Promise<HonourRefusal | null> {
  const row = await lockLatePayment(trx, id);
  if (!row) return { refused: 'not-found' };
  if (row.user_id === staffId) return { refused: 'own-account' };
  if (row.status !== 'open') return { refused: 'decided', status: row.status };
  await trx.updateTable('late_payments').set({ status: 'refunded', decided_by: staffId, decided_at: now }).where('id', '=', id).execute();
  return null;
}
