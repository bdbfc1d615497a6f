// What the member is told when they place a pending order again (payPendingOrder): which checkout goes on, which was
// closed, or why another way cannot be opened yet. In the member's language (docs/decisions/030).
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { Locale } from '../../../../shared-api/src/locale.js';
import { tr } from '../../lib/texts.js';
import type { PaymentStart } from './checkout.js';
import { EASYPAISA } from './easypaisa.js';
import { JAZZCASH } from './jazzcash.js';

/** A way of paying as a sentence names it. */
export function wayName(locale: Locale, method: number): string {
  switch (method) {
    case PAYMENT_METHODS.jazzcash:
      return 'JazzCash';
    case PAYMENT_METHODS.easypaisa:
      return 'Easypaisa';
    case PAYMENT_METHODS.onebill:
      return tr(locale, 'bill payment');
    default:
      return tr(locale, 'card');
  }
}

/** The provider whose page takes a gateway's payments. */
const providerName = (locale: Locale, gateway: string) => (gateway === JAZZCASH ? 'JazzCash' : gateway === EASYPAISA ? 'Easypaisa' : tr(locale, 'the payment page'));

const listOf = (locale: Locale, methods: number[]) => methods.map((method) => wayName(locale, method)).join(tr(locale, ' and '));

/** The answer's message for a checkout opened or continued, or an order moved to bill payment. */
export function startedMessage(locale: Locale, start: Extract<PaymentStart, { kind: 'checkout' | 'bill' }>): string {
  const next = start.kind === 'bill' ? tr(locale, 'Your order is pending until your bill payment is received.') : tr(locale, 'Your order is waiting for payment.');
  if (start.closed.length === 0) return next;
  return tr(locale, 'Your earlier {ways} payment was not completed and is now closed, so it cannot be paid. {next}', { ways: listOf(locale, start.closed), next });
}

/** Why no other way of paying can be opened while a checkout is open at its provider (409). */
export const stillOpenMessage = (locale: Locale, start: Extract<PaymentStart, { kind: 'open' }>) =>
  tr(locale, 'Your {way} payment for this order is still waiting for {provider}’s answer. Finish it there, or try again in a few minutes to pay another way.', {
    way: wayName(locale, start.method),
    provider: providerName(locale, start.gateway),
  });
