import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import {
  auditChange,
  auditedExport,
  conflict,
  depsOf,
  findEvent,
  forbidden,
  karachiTime,
  memberOf,
  notFound,
  ok,
  orderKind,
  PAYMENT_METHOD_NAMES,
  releaseSeat,
  seatsFreed,
  sendCsv,
  sendOrderConfirmation,
  serveSome,
  staffChange,
  type Database,
} from '../../../../../server/src/kit.js';
import { staffOrdersContract } from '../contract.js';
import { attentionCounts, findLatePayment, honourLatePayment, latePaymentSnapshot, listExpiringOrders, listLatePayments, recordLateRefund, type HonourRefusal } from './late-payments.js';
import { cancelOrderRow, eachAttendee, findStaffOrder, latePaymentOrderId, listStaffOrders, lockOrderToCancel } from './queries.js';
import { orderSnapshot } from './snapshots.js';

const NO_ORDER = 'This order does not exist.';
export const OWN_LATE_PAYMENT = 'Another staff member must honour or refund a late payment on your own account.';
export const PAID_ORDER_CANCEL = 'This order is paid: ask for a refund instead; another staff member approves it.';

/** Why a late payment cannot be honoured or refunded, as the staff member reads it. */
function refusal(result: HonourRefusal): never {
  switch (result.refused) {
    case 'not-found':
      throw notFound('This late payment does not exist.');
    case 'own-account':
      throw forbidden(OWN_LATE_PAYMENT);
    case 'decided':
      throw conflict(`This late payment was already ${result.status}.`);
    case 'order-live':
      throw conflict(`Order #${result.orderId} is ${result.status} already: there is nothing to honour. Record a refund if the member paid twice.`);
    case 'other-order':
      throw conflict(`The member has ordered this ticket again (order #${result.orderId}, ${result.status}): cancel that order first, or record a refund.`);
    case 'no-seat':
      throw conflict(`No seat is left in ${result.packageName}, so this payment cannot be honoured: record a refund instead.`);
  }
}

/**
 * Staff run orders: find them, decide late payments, cancel, export an event's attendees; served from the feature's
 * contract (bill payments received by hand: payment-routes.ts; refunds: refund-routes.ts).
 */
const staffEventRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  /**
   * A staff decision on a late payment, audited against its order: the decision runs under the payment's lock and
   * refuses with the reason staff read; `then` follows a decision that went through (the honoured ticket's mail).
   */
  const decideLatePayment = (
    staffId: number,
    id: number,
    action: 'order.honour_late_payment' | 'order.refund_late_payment',
    decide: (trx: Transaction<Database>, id: number, staffId: number) => Promise<HonourRefusal | null>,
    then?: (trx: Transaction<Database>, orderId: number) => Promise<unknown>,
  ) =>
    staffChange(app.db, staffId, async (trx, audit) => {
      const orderId = await latePaymentOrderId(trx, id);
      if (!orderId) throw notFound('This late payment does not exist.');
      const refused = await auditChange(trx, audit, { action, entity: 'order', id: orderId }, (db) => latePaymentSnapshot(db, id), () => decide(trx, id, staffId));
      if (refused) refusal(refused);
      await then?.(trx, orderId);
      const late = await findLatePayment(trx, id);
      if (!late) throw notFound('This late payment does not exist.');
      return late;
    });

  /** The order as staff see it, read again inside the change that just made it. */
  const changedOrder = async (trx: Transaction<Database>, id: number) => {
    const order = await findStaffOrder(trx, id);
    if (!order) throw notFound(NO_ORDER);
    return order;
  };

  serveSome(app, staffOrdersContract, {
    getStaffOrders: async (request) => {
      const { status, event_id, method, q, page, per_page, sort, dir } = request.query;
      return ok(await listStaffOrders(app.db, { status: status || undefined, event_id, method, q }, { page, per_page, sort, dir }));
    },

    getStaffOrderAttention: async () => ok(await attentionCounts(app.db)),

    getExpiringOrders: async (request) => ok(await listExpiringOrders(app.db, request.query)),

    getLatePayments: async (request) => {
      const { status, page, per_page } = request.query;
      return ok(await listLatePayments(app.db, status, { page, per_page }));
    },

    honourLatePayment: async (request) => {
      const late = await decideLatePayment(memberOf(request).userId, request.params.id, 'order.honour_late_payment', honourLatePayment, (trx, orderId) => sendOrderConfirmation(deps, trx, orderId));
      // A ticket order's member gets their ticket; another kind (a plan) says what paying for it did.
      if (late.order.kind === 'ticket') return ok(late, 'The payment is honoured: the order is paid and the member has been sent their ticket.');
      return ok(late, `The payment is honoured: the order is paid. ${await orderKind(late.order.kind).paidNote(deps, late.order.id)} The member has been told.`);
    },

    recordLateRefund: async (request) => {
      const late = await decideLatePayment(memberOf(request).userId, request.params.id, 'order.refund_late_payment', recordLateRefund);
      return ok(late, 'The refund is recorded.');
    },

    cancelOrder: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.id;
      const order = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockOrderToCancel(trx, id);
        if (!row) throw notFound(NO_ORDER);
        if (row.status !== 'pending' && row.status !== 'paid') throw conflict(`This order is already ${row.status}.`);
        // Money paid goes back only through a refund that one staff member asks for and another approves: nobody,
        // admin or staff, takes a paid seat or year back by cancelling, on their own order or anyone's. A free
        // registration (a ticket that cost nothing) can still be cancelled to free its seat.
        if (row.status === 'paid' && (row.kind === 'membership' || row.grand_total > 0)) throw conflict(PAID_ORDER_CANCEL);
        const now = app.config.clock.now();
        await auditChange(trx, audit, { action: 'order.cancel', entity: 'order', id }, (db) => orderSnapshot(db, id), async () => {
          if (!(await cancelOrderRow(trx, id, now))) throw conflict(PAID_ORDER_CANCEL);
          if (row.package_id !== null) {
            await releaseSeat(trx, row.package_id);
            await seatsFreed(deps, trx, row.package_id);
          }
        });
        return changedOrder(trx, id);
      });
      return ok(order, order.kind === 'membership' ? 'The order is cancelled.' : 'The order is cancelled and its seat is free again.');
    },

    downloadAttendees: async (request, reply) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw notFound('This event does not exist.');
      const db = app.db;
      const eventId = event.id;
      async function* attendees() {
        for await (const row of eachAttendee(db, eventId)) {
          yield [
            row.id,
            row.ticket_id,
            row.first_name,
            row.last_name,
            row.email,
            row.phone_number,
            row.cnic,
            row.company,
            row.position,
            row.city,
            row.package_name,
            PAYMENT_METHOD_NAMES[row.payment_method],
            row.grand_total,
            karachiTime(row.paid_at),
            row.member_id,
            karachiTime(row.checked_in_at),
          ];
        }
      }
      const header = ['Order', 'Ticket', 'First name', 'Last name', 'Email', 'Phone', 'CNIC', 'Company', 'Position', 'City', 'Package', 'Payment', 'Paid (PKR)', 'Paid at (Karachi time)', 'Member ID', 'Checked in (Karachi time)'];
      // Ticket holders' details (CNIC, phone) leave the site: the download is audited with its number of rows.
      const audited = auditedExport(db, memberOf(request).userId, { kind: 'attendees', of: eventId, filters: { event: event.title } }, attendees());
      return sendCsv(reply, `attendees-${event.slug}.csv`, header, audited);
    },
  });
};

export default staffEventRoutes;
