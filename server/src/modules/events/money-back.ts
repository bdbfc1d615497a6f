// Where a refunded order's money goes back and when, as its member reads it: in the refund's e-mail (mails.ts) and on
// their order (queries.ts, `refund.money_back`). Each way's sentence is written here once; its Urdu is in shared-api's
// catalog, where the e-mail finds it and the order pages show it in the page's language.
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { REFUND_WAYS } from '../../../../shared-api/src/shapes/ticketing.js';
import { fillText } from '../../../../shared-api/src/texts.js';

export type RefundWay = (typeof REFUND_WAYS)[number];

/**
 * JazzCash's wallet refund reaches the wallet at once; a card's money comes back through the card's bank (banks take
 * 7 to 10 working days); money staff send back by hand (a bank transfer, or as they recorded it) arrives within 5
 * working days. `{reference}` is what staff recorded of the money sent.
 */
export const MONEY_BACK_MESSAGES: Record<RefundWay, string> = {
  'jazzcash-wallet': 'The money has gone back to the JazzCash wallet you paid from. It reaches your wallet at once.',
  card: 'The money goes back to the card you paid with (refund reference {reference}). Banks take 7 to 10 working days to return it to the card.',
  'by-hand': 'The money is sent back to you by bank transfer, or as our staff recorded it (refund reference {reference}). It reaches you within 5 working days.',
};

/** How the money of an order paid with `paymentMethod` goes back, for a refund made `refundMethod`. */
export function refundWay(paymentMethod: number, refundMethod: 'jazzcash' | 'manual'): RefundWay {
  if (refundMethod === 'jazzcash') return 'jazzcash-wallet';
  return paymentMethod === PAYMENT_METHODS.card ? 'card' : 'by-hand';
}

/** The sentence of a way with its reference, in English (a reader's language: `tr(locale, MONEY_BACK_MESSAGES[way], …)`). */
export const moneyBack = (way: RefundWay, reference: string | null) => fillText(MONEY_BACK_MESSAGES[way], { reference: reference ?? '' });
