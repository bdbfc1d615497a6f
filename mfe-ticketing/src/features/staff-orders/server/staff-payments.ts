// Bill payments staff receive by hand, with the guard rails money needs: the bank's reference is kept as evidence
// (the member sees it, the audit log has it), and a mark made by mistake can be undone for a short while, taking back
// what paying delivered and telling the member. Each runs in one transaction with its audit entry and its mail.
import { sql, type Transaction } from 'kysely';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import {
  auditChange,
  changedFields,
  expireOrderLater,
  karachiDayTime,
  karachiTime,
  mailLocale,
  orderKind,
  PAYMENT_BILL,
  PAYMENT_METHOD_NAMES,
  Refusal,
  sendOrderConfirmation,
  staffChange,
  writtenIn,
  type Database,
  type Deps,
} from '../../../../../server/src/kit.js';
import { MARK_PAID_UNDO_MINUTES } from '../staff-validation.js';
import { paymentNotConfirmedMail } from './mails.js';
import { findStaffOrder, undoUntil } from './queries.js';
import { orderSnapshot } from './snapshots.js';

const NO_ORDER = 'This order does not exist.';
// Money on a staff member's own account is recorded by someone else: the mark and its undo each take a second person.
export const OWN_MARK_PAID = 'Another staff member must record a payment on your own account.';
export const OWN_UNDO = 'Another staff member must undo a payment on your own account.';

/**
 * After an undo the order waits for its bill payment again: until its first hold would have ended, and at least this
 * long, so the member the undo's mail reaches has a day to pay or to send the bank's receipt before the seat goes.
 */
export const UNDONE_HOLD_SECONDS = 24 * 60 * 60;

/** The order as staff see it, read again inside the change that just made it. */
async function changedOrder(trx: Transaction<Database>, id: number) {
  const order = await findStaffOrder(trx, id);
  if (!order) throw new Refusal('missing', NO_ORDER);
  return order;
}

/** A pending bill payment received: paid, with the bank's reference and who marked it, and delivered (ticket or year). */
export function markOrderPaid(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'jobs'>, staffId: number, orderId: number, reference: string) {
  return staffChange(deps.db, staffId, async (trx, audit) => {
    const row = await trx.selectFrom('orders').select(['id', 'user_id', 'status', 'payment_method']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!row) throw new Refusal('missing', NO_ORDER);
    if (row.user_id === staffId) throw new Refusal('refused', OWN_MARK_PAID);
    if (row.payment_method !== PAYMENT_BILL) throw new Refusal('conflicting', `This order is paid by ${PAYMENT_METHOD_NAMES[row.payment_method].toLowerCase()}: only a bill payment is marked paid by hand.`);
    if (row.status !== 'pending') throw new Refusal('conflicting', `This order is ${row.status}: only a pending order can be marked paid.`);
    const now = deps.clock.now();
    // The delivery runs inside the audited change, so a membership order's entry shows the period it added.
    await auditChange(trx, audit, { action: 'order.paid', entity: 'order', id: orderId }, (db) => orderSnapshot(db, orderId), async () => {
      await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: now, expires_at: null, bank_reference: reference, marked_paid_by: staffId, marked_paid_at: now, updated_at: now })
        .where('id', '=', orderId)
        .execute();
      await sendOrderConfirmation(deps, trx, orderId);
    });
    return changedOrder(trx, orderId);
  });
}

/**
 * Undoes a bill payment staff marked paid, within MARK_PAID_UNDO_MINUTES of the mark: the order is pending again with
 * its hold, a ticket no longer admits anyone (check-in and the ticket's file need a paid order), a membership order's
 * year is removed. Audited with the reason; the member is e-mailed that the payment could not be confirmed.
 */
export function undoOrderPayment(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'jobs'>, staffId: number, orderId: number, reason: string) {
  return staffChange(deps.db, staffId, async (trx, audit) => {
    const row = await trx.selectFrom('orders').select(['id', 'kind', 'status', 'user_id', 'created_at', 'marked_paid_at']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!row) throw new Refusal('missing', NO_ORDER);
    if (row.user_id === staffId) throw new Refusal('refused', OWN_UNDO);
    if (row.status !== 'paid') throw new Refusal('conflicting', `This order is ${row.status}: only a paid order can have its payment undone.`);
    const until = undoUntil(row.marked_paid_at);
    if (!row.marked_paid_at || !until) throw new Refusal('conflicting', 'This order was not marked paid by staff: only a bill payment marked paid by hand can be undone.');
    const now = deps.clock.now();
    if (now >= until) {
      throw new Refusal('conflicting', `A payment can only be undone within ${MARK_PAID_UNDO_MINUTES} minutes of being marked paid; this one was marked at ${karachiTime(row.marked_paid_at)} (Karachi time).`);
    }
    if (row.kind === 'membership') {
      // At most one unpaid plan order per member (orders_membership_pending): this one cannot wait beside another.
      const other = await trx.selectFrom('orders').select('id').where('user_id', '=', row.user_id).where('kind', '=', 'membership').where('status', '=', 'pending').executeTakeFirst();
      if (other) throw new Refusal('conflicting', `The member has placed another membership order since (#${other.id}): cancel it before undoing this payment.`);
    }

    const firstHoldEnds = new Date(new Date(row.created_at).getTime() + deps.config.billPaymentHoldSeconds * 1000);
    const holdEnds = new Date(Math.max(firstHoldEnds.getTime(), now.getTime() + UNDONE_HOLD_SECONDS * 1000));
    const before = (await orderSnapshot(trx, orderId)) ?? {};
    const order = await trx
      .updateTable('orders')
      .set({ status: 'pending', paid_at: null, expires_at: holdEnds, bank_reference: null, marked_paid_by: null, marked_paid_at: null, updated_at: now })
      .where('id', '=', orderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.kind !== 'ticket') {
      const refused = await orderKind(row.kind).onPaymentUndone(deps, trx, orderId);
      if (refused) throw new Refusal('conflicting', refused.refused);
    }
    const diff = changedFields(before, (await orderSnapshot(trx, orderId)) ?? {});
    await audit({ action: 'order.undo_paid', entity: 'order', entityId: orderId, before: { ...diff.before, reason: null }, after: { ...diff.after, reason } });
    await expireOrderLater(deps, trx, order);

    const member = await trx
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('events as e', 'e.id', 'o.event_id')
      .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
      .select(['u.email', 'u.language', 'o.grand_total', sql<string>`coalesce(e.title, mp.name, '')`.as('what'), 'mp.name_ur as plan_ur'])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow();
    const locale = mailLocale(member.language);
    const mail = paymentNotConfirmedMail(
      member.email,
      // A plan by the name staff wrote in the member's language; an event by its title as written.
      { id: orderId, kind: row.kind, what: writtenIn(locale, member.what, member.plan_ur), total: member.grand_total, holdEndsAt: karachiDayTime(holdEnds, locale) },
      deps.config.publicUrl + pathIn(locale, `/dashboard/orders/${orderId}`),
      locale,
    );
    await deps.mailer.sendMail(mail, { kind: 'transactional', trx });
    return changedOrder(trx, orderId);
  });
}
