// Refunds of paid orders, with two staff members: one asks for the order's whole amount back (through JazzCash for an
// order JazzCash paid, or made by hand with the reference of the money sent), another approves or rejects it. Nobody
// asks for or approves a refund of an order on their own account. On approval, under a lock on the order: JazzCash is
// asked to send the money back (its refusal leaves the order paid and the refund failed, with JazzCash's code and
// message); then the order is refunded, its seat goes back to the package (the ticket no longer admits anyone) or its
// membership year ends, the member is e-mailed, and the audit log has who asked, who decided and why.
import { sql, type Kysely, type Transaction } from 'kysely';
import { PAYMENT_METHODS } from '../../../../../shared-api/src/enums.js';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import {
  changedFields,
  formatRupees,
  invalidField,
  mailLocale,
  notify,
  orderKind,
  paged,
  Refusal,
  refundPayment,
  refundWay,
  releaseSeat,
  seatsFreed,
  staffChange,
  uniqueViolation,
  writtenIn,
  type Database,
  type Deps,
  type PageQuery,
  type RefundAnswer,
  type RefundStatus,
} from '../../../../../server/src/kit.js';
import type { RefundRequestInput } from '../staff-validation.js';
import { refundedMail } from './mails.js';
import { findStaffOrder } from './queries.js';
import { orderSnapshot } from './snapshots.js';

type Db = Kysely<Database> | Transaction<Database>;

const NO_ORDER = 'This order does not exist.';
const NO_REFUND = 'This refund does not exist.';
/** Money on a staff member's own account is handled by someone else, as for marking it paid. */
export const OWN_REFUND_REQUEST = 'Another staff member must ask for a refund of an order on your own account.';
export const OWN_REFUND_APPROVAL = 'Another staff member must approve a refund of an order on your own account.';
export const OWN_REQUEST_APPROVAL = 'Another staff member must approve or reject a refund you asked for.';
export const NOT_JAZZCASH = 'This order was not paid through JazzCash: record a refund made by hand, with its reference.';
export const JAZZCASH_REFUNDS_OFF = 'Refunds through JazzCash are not set up: record a refund made by hand, with its reference.';

const refundColumns = [
  'r.id',
  'r.order_id',
  'r.status',
  'r.method',
  'r.amount',
  'r.reason',
  'r.reference',
  'r.created_at',
  'r.decided_at',
  'r.result_code',
  'r.result_message',
  'r.requested_by as requested_by_id',
  'asker.name as requested_by',
  'decider.name as decided_by',
  'o.user_id as order_user_id',
] as const;

const refundQuery = (db: Db) =>
  db
    .selectFrom('refund_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('users as asker', 'asker.id', 'r.requested_by')
    .leftJoin('users as decider', 'decider.id', 'r.decided_by')
    .select(refundColumns);

type RefundRow = Awaited<ReturnType<ReturnType<typeof refundQuery>['executeTakeFirstOrThrow']>>;

/** A refund as `viewerId`, the staff member reading it, sees it: whether they asked for it, and whether they may decide it. */
async function refundOut(db: Db, row: RefundRow, viewerId: number) {
  const order = await findStaffOrder(db, row.order_id);
  if (!order) throw new Error(`Refund ${row.id}: its order ${row.order_id} is missing.`);
  const askedByYou = row.requested_by_id === viewerId;
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    requested_by: row.requested_by ?? '',
    requested_at: row.created_at,
    asked_by_you: askedByYou,
    // The rules checkDecider keeps: nobody decides a refund they asked for, or one of an order on their own account.
    can_decide: row.status === 'requested' && !askedByYou && row.order_user_id !== viewerId,
    decided_by: row.decided_at ? (row.decided_by ?? '') : null,
    decided_at: row.decided_at,
    result_code: row.result_code,
    result_message: row.result_message,
    order,
  };
}

export async function findRefund(db: Db, id: number, viewerId: number) {
  const row = await refundQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row ? refundOut(db, row, viewerId) : undefined;
}

/**
 * Refunds by status with their order, as `viewerId` reads them: those awaiting approval oldest first (they have waited
 * longest), others newest first.
 */
export function listRefunds(db: Db, status: RefundStatus, query: PageQuery, viewerId: number) {
  return paged(
    query,
    async () => Number((await db.selectFrom('refund_requests').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', status).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      const rows = await refundQuery(db)
        .where('r.status', '=', status)
        .orderBy('r.id', status === 'requested' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return Promise.all(rows.map((row) => refundOut(db, row, viewerId)));
    },
  );
}

/**
 * The approved JazzCash attempt that paid a JazzCash wallet order (its reference is what JazzCash's wallet refund call
 * sends back). A card paid on JazzCash's card page is not a wallet transaction: it is refunded by hand.
 */
const jazzCashPayment = (db: Db, orderId: number) =>
  db
    .selectFrom('payment_attempts as pa')
    .innerJoin('orders as o', 'o.id', 'pa.order_id')
    .select(['pa.id', 'pa.reference', 'pa.amount'])
    .where('pa.order_id', '=', orderId)
    .where('o.payment_method', '=', PAYMENT_METHODS.jazzcash)
    .where('pa.gateway', '=', 'jazzcash')
    .where('pa.status', '=', 'approved')
    .orderBy('pa.id', 'desc')
    .executeTakeFirst();

/**
 * A staff member asks for a paid order's whole amount back. The whole amount only: a ticket or a membership year
 * cannot be given back in part, and JazzCash's refund then matches the payment exactly. One open request per order.
 */
export function requestRefund(deps: Pick<Deps, 'db' | 'config'>, staffId: number, orderId: number, input: RefundRequestInput) {
  return staffChange(deps.db, staffId, async (trx, audit) => {
    const order = await trx.selectFrom('orders').select(['id', 'user_id', 'status', 'grand_total']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new Refusal('missing', NO_ORDER);
    if (order.user_id === staffId) throw new Refusal('refused', OWN_REFUND_REQUEST);
    if (order.status !== 'paid') throw new Refusal('conflicting', `This order is ${order.status}: only a paid order can be refunded.`);
    if (order.grand_total <= 0) throw new Refusal('conflicting', 'This order was free: there is no money to refund.');
    const open = await trx.selectFrom('refund_requests').select('id').where('order_id', '=', orderId).where('status', '=', 'requested').executeTakeFirst();
    if (open) throw new Refusal('conflicting', 'A refund of this order is already awaiting approval.');
    let attemptId: number | null = null;
    if (input.method === 'jazzcash') {
      const payment = await jazzCashPayment(trx, orderId);
      if (!payment) throw invalidField('method', NOT_JAZZCASH);
      if (!deps.config.jazzCash?.mpin) throw invalidField('method', JAZZCASH_REFUNDS_OFF);
      attemptId = payment.id;
    }
    const reference = input.method === 'manual' ? input.reference : null;
    let id: number;
    try {
      ({ id } = await trx
        .insertInto('refund_requests')
        .values({ order_id: orderId, amount: order.grand_total, reason: input.reason, method: input.method, reference, attempt_id: attemptId, requested_by: staffId })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      if (uniqueViolation(error) === 'refund_requests_open') throw new Refusal('conflicting', 'A refund of this order is already awaiting approval.');
      throw error;
    }
    await audit({ action: 'order.refund_request', entity: 'order', entityId: orderId, before: null, after: { refund: id, amount: order.grand_total, method: input.method, reference, reason: input.reason } });
    const created = await findRefund(trx, id, staffId);
    if (!created) throw new Refusal('missing', NO_REFUND);
    return created;
  });
}

/** The refund and its order, the order locked: two approvals at once wait here, and the second finds it decided. */
async function lockRefund(trx: Transaction<Database>, id: number) {
  const found = await trx.selectFrom('refund_requests').select('order_id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new Refusal('missing', NO_REFUND);
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'kind', 'status', 'user_id', 'package_id', 'grand_total'])
    .where('id', '=', found.order_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // Read after the order's lock is held, so a decision committed meanwhile is seen.
  const refund = await trx
    .selectFrom('refund_requests as r')
    .leftJoin('payment_attempts as pa', 'pa.id', 'r.attempt_id')
    .select(['r.id', 'r.status', 'r.method', 'r.amount', 'r.reference', 'r.requested_by', 'pa.reference as payment_reference'])
    .where('r.id', '=', id)
    .forUpdate(['r'])
    .executeTakeFirstOrThrow();
  return { order, refund };
}

const DECIDED: Record<RefundStatus, string> = {
  requested: '',
  refunded: 'This refund was approved already.',
  rejected: 'This refund was rejected.',
  failed: 'This refund failed: ask for a new one.',
};

async function checkDecider(trx: Transaction<Database>, staffId: number, id: number) {
  const locked = await lockRefund(trx, id);
  if (locked.refund.status !== 'requested') throw new Refusal('conflicting', DECIDED[locked.refund.status]);
  if (locked.refund.requested_by === staffId) throw new Refusal('refused', OWN_REQUEST_APPROVAL);
  if (locked.order.user_id === staffId) throw new Refusal('refused', OWN_REFUND_APPROVAL);
  return locked;
}

/** JazzCash refused the refund: the change is rolled back and the refund marked failed in a transaction of its own. */
class JazzCashRefused extends Error {
  constructor(readonly answer: RefundAnswer) {
    super(answer.message);
  }
}

export type ApprovedRefund = Awaited<ReturnType<typeof findRefund>> & object;

/**
 * Approves a refund: what paying delivered is taken back first (the seat, or the membership year: refused when a later
 * year follows it), then, for a JazzCash refund, JazzCash is asked to send the money back; its refusal rolls all of it
 * back and marks the refund failed. Answers the refund, refunded or failed.
 */
export async function approveRefund(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'jobs'>, staffId: number, id: number): Promise<ApprovedRefund> {
  try {
    return await staffChange(deps.db, staffId, async (trx, audit) => {
      const { order, refund } = await checkDecider(trx, staffId, id);
      if (order.status !== 'paid') throw new Refusal('conflicting', `This order is ${order.status}: only a paid order can be refunded.`);
      const now = deps.clock.now();
      const before = (await orderSnapshot(trx, order.id)) ?? {};
      await trx.updateTable('orders').set({ status: 'refunded', refunded_at: now, expires_at: null, updated_at: now }).where('id', '=', order.id).execute();
      if (order.kind === 'ticket') {
        if (order.package_id !== null) {
          await releaseSeat(trx, order.package_id);
          await seatsFreed(deps, trx, order.package_id);
        }
      } else {
        const refused = await orderKind(order.kind).onPaymentUndone(deps, trx, order.id);
        if (refused) throw new Refusal('conflicting', refused.refused.replace('this payment cannot be undone here', 'this order cannot be refunded here'));
      }
      let answer: RefundAnswer | null = null;
      if (refund.method === 'jazzcash') {
        if (!deps.config.jazzCash || !refund.payment_reference) throw new Refusal('conflicting', JAZZCASH_REFUNDS_OFF);
        answer = await refundPayment(deps.config.jazzCash, { reference: refund.payment_reference, amount: refund.amount });
        if (!answer.refunded) throw new JazzCashRefused(answer);
      }
      await trx
        .updateTable('refund_requests')
        .set({ status: 'refunded', decided_by: staffId, decided_at: now, result_code: answer?.code ?? null, result_message: answer?.message ?? null })
        .where('id', '=', id)
        .execute();
      const diff = changedFields(before, (await orderSnapshot(trx, order.id)) ?? {});
      await audit({ action: 'order.refund', entity: 'order', entityId: order.id, before: diff.before, after: { ...diff.after, refund: id, method: refund.method, reference: refund.reference, jazzcash_code: answer?.code ?? null } });
      await mailRefund(deps, trx, order.id, id);
      return (await findRefund(trx, id, staffId))!;
    });
  } catch (error) {
    if (!(error instanceof JazzCashRefused)) throw error;
    return markFailed(deps, staffId, id, error.answer);
  }
}

async function markFailed(deps: Pick<Deps, 'db' | 'clock'>, staffId: number, id: number, answer: RefundAnswer): Promise<ApprovedRefund> {
  return staffChange(deps.db, staffId, async (trx, audit) => {
    const { order, refund } = await lockRefund(trx, id);
    // Decided meanwhile by someone else: their decision stands.
    if (refund.status === 'requested') {
      await trx
        .updateTable('refund_requests')
        .set({ status: 'failed', decided_by: staffId, decided_at: deps.clock.now(), result_code: answer.code, result_message: answer.message })
        .where('id', '=', id)
        .execute();
      await audit({ action: 'order.refund_failed', entity: 'order', entityId: order.id, before: null, after: { refund: id, jazzcash_code: answer.code, jazzcash_message: answer.message } });
    }
    return (await findRefund(trx, id, staffId))!;
  });
}

/** Rejects a refund another staff member asked for: the order stays paid. */
export function rejectRefund(deps: Pick<Deps, 'db' | 'clock'>, staffId: number, id: number) {
  return staffChange(deps.db, staffId, async (trx, audit) => {
    const { order } = await checkDecider(trx, staffId, id);
    await trx.updateTable('refund_requests').set({ status: 'rejected', decided_by: staffId, decided_at: deps.clock.now() }).where('id', '=', id).execute();
    await audit({ action: 'order.refund_reject', entity: 'order', entityId: order.id, before: null, after: { refund: id } });
    return (await findRefund(trx, id, staffId))!;
  });
}

/** Tells the member their order is refunded: how much, where the money goes back and when, and what the refund took back. */
async function mailRefund(deps: Pick<Deps, 'config' | 'mailer' | 'jobs'>, trx: Transaction<Database>, orderId: number, refundId: number) {
  const member = await trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('refund_requests as r', 'r.order_id', 'o.id')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
    .select(['u.email', 'u.language', 'o.user_id', 'o.kind', 'o.grand_total', 'o.payment_method', 'r.method', 'r.reference', sql<string>`coalesce(e.title, mp.name, '')`.as('what'), 'mp.name_ur as plan_ur'])
    .where('o.id', '=', orderId)
    .where('r.id', '=', refundId)
    .executeTakeFirstOrThrow();
  const locale = mailLocale(member.language);
  const orderUrl = deps.config.publicUrl + pathIn(locale, `/dashboard/orders/${orderId}`);
  const moneyBack = { way: refundWay(member.payment_method, member.method), reference: member.reference ?? '' };
  // A plan by the name staff wrote in the member's language; an event by its title as written.
  const mail = refundedMail(member.email, { id: orderId, kind: member.kind, what: writtenIn(locale, member.what, member.plan_ur), total: member.grand_total, moneyBack }, orderUrl, locale);
  await deps.mailer.sendMail(mail, { kind: 'transactional', trx });
  await notify(deps, trx, { userId: member.user_id, notice: 'order-refunded', about: `refund:${refundId}`, params: [`#${orderId}`, formatRupees(member.grand_total, locale), orderUrl] });
}
