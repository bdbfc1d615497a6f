// "Check again": a member whose online payment waits for its provider's answer asks the provider now, instead of
// waiting for the status inquiry's next turn. The provider's word settles the payment exactly as its own answer would
// (payments/wallet.ts), and the member is told what became of it, in their language.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { Locale } from '../../../../shared-api/src/locale.js';
import type { RateRule } from '../../config.js';
import { depsOf } from '../../deps.js';
import { takeSlot } from '../../http/rate-events.js';
import { tr } from '../../lib/texts.js';
import { JAZZCASH } from '../payments/jazzcash.js';
import { inquireOrderPayment } from '../payments/wallet.js';
import { memberOrderDetail } from './member-tickets.js';
import { findMemberOrderWithPayment, type PendingPayment } from './queries.js';
import { orderHooks } from './settlement.js';

/** Each check asks a provider: a member may check a few times a minute, not hammer the provider. */
export const PAYMENT_CHECKS_PER_MEMBER: RateRule = { max: 6, windowMs: 60_000 };

const WALLETS: Record<number, string> = { [PAYMENT_METHODS.jazzcash]: 'JazzCash', [PAYMENT_METHODS.easypaisa]: 'Easypaisa' };

/** What the member is told when the provider has not decided yet. */
function stillWaiting(locale: Locale, payment: PendingPayment) {
  const wallet = WALLETS[payment.method];
  if (wallet) return tr(locale, 'Your {wallet} payment is still waiting for {wallet}’s answer. Please check again in a few minutes.', { wallet });
  return payment.gateway === JAZZCASH
    ? tr(locale, 'Your card payment is still waiting for JazzCash’s answer. Please check again in a few minutes.')
    : tr(locale, 'Your card payment is still waiting for the payment page’s answer. Please check again in a few minutes.');
}

function declined(locale: Locale, payment: PendingPayment) {
  const wallet = WALLETS[payment.method];
  return wallet
    ? tr(locale, 'Your {wallet} payment was declined, so nothing was paid. You can pay again, the same way or another.', { wallet })
    : tr(locale, 'Your card payment was declined, so nothing was paid. You can pay again, the same way or another.');
}

export type PaymentCheck = 'missing' | 'limited' | { order: NonNullable<Awaited<ReturnType<typeof memberOrderDetail>>>; message: string };

/**
 * Asks the provider of the member's order's payment waiting for an answer what became of it: 'missing' for an order
 * that is not the member's, 'limited' past the member's checks a minute; else the order as it is now and what to say.
 */
export async function checkOrderPayment(app: FastifyInstance, userId: number, orderId: number, locale: Locale): Promise<PaymentCheck> {
  const before = await findMemberOrderWithPayment(app.db, userId, orderId);
  if (!before) return 'missing';
  if (!(await takeSlot(app.db, 'payment-check', String(userId), PAYMENT_CHECKS_PER_MEMBER))) return 'limited';
  const checked = before.pending_payment ? await inquireOrderPayment(app, orderId, orderHooks(depsOf(app))) : null;
  const order = await memberOrderDetail(app.db, userId, orderId, locale);
  if (!order) return 'missing';
  const payment = before.pending_payment;
  let message: string;
  if (order.status === 'paid') message = tr(locale, 'Your payment was received: your order is paid.');
  else if (!checked || !payment) message = tr(locale, 'No payment of this order is waiting for an answer.');
  else if (checked.outcome === 'declined') message = declined(locale, payment);
  else if (checked.outcome === 'late') message = tr(locale, 'Your payment arrived after your order had expired. Please contact us: we will honour it or refund it.');
  else message = stillWaiting(locale, payment);
  return { order, message };
}

export const CHECKED_TOO_OFTEN = 'You have checked this payment several times. Please try again in a minute.';
