// What a settled payment does to its order, whichever gateway or wallet it came through, and where the payer goes next.
import type { Deps } from '../../deps.js';
import { orderKind } from '../../lib/order-kinds.js';
import type { CallbackOutcome, OrderHooks } from '../payments/payments.js';
import { sendOrderConfirmation } from './confirm.js';
import { findOrderKind, hasOtherLiveOrder } from './queries.js';
import { takeSeat } from './seats.js';

export const orderHooks = (deps: Pick<Deps, 'clock' | 'config' | 'mailer' | 'jobs'>): OrderHooks => ({
  // Only while the member has no other live order for the ticket (they may have ordered again): the approval is
  // then kept as late (approved, the order not paid) for staff to refund or honour, never lost.
  // A membership order holds no seat: the money was taken for it, so it is paid and its year added.
  reclaim: async (trx, order) => (order.package_id === null ? true : !(await hasOtherLiveOrder(trx, order.id)) && takeSeat(trx, order.package_id)),
  onPaid: (trx, id) => sendOrderConfirmation(deps, trx, id),
});

/** The thank-you page once paid, else back to the order (`payment=declined`, `late` or `pending`: the wallet has not said yet). */
export const pageAfter = async (deps: Pick<Deps, 'db'>, { outcome, orderId, ticketId }: { outcome: CallbackOutcome['outcome'] | 'pending'; orderId: number; ticketId: number | null }) =>
  ticketId === null
    ? await orderKind(await findOrderKind(deps.db, orderId)).returnPath(deps.db, orderId, outcome)
    : outcome === 'paid'
      ? `/order/thankyou?O=${orderId}`
      : `/ticket/${ticketId}/order?payment=${outcome}`;
