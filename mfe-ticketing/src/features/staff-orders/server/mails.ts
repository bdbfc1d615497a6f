// The mails a staff decision on an order sends its member: a payment marked by hand undone, a refund approved.
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { formatRupees, layout, MONEY_BACK_MESSAGES, ORG, tr, type MailMessage, type RefundWay } from '../../../../../server/src/kit.js';

/**
 * Staff marked a bill payment received and undid it: the member may already hold the ticket mail or the membership
 * mail, so they are told the payment is not confirmed and what that means for them. Staff's reason stays in the
 * audit log: it may name the bank's or the association's own mistake in words not meant for the member.
 */
export function paymentNotConfirmedMail(
  to: string,
  /** `what`: the event's title, or the plan's name */
  order: { id: number; kind: 'ticket' | 'membership'; what: string; total: number; holdEndsAt: string },
  orderUrl: string,
  locale: Locale,
): MailMessage {
  const effect =
    order.kind === 'ticket'
      ? tr(locale, 'Until it is confirmed, your ticket does not admit anyone at the entrance and its download link does not work.')
      : tr(locale, 'Until it is confirmed, your {plan} membership is not active.', { plan: order.what });
  const values = { total: formatRupees(order.total, locale), id: order.id, what: order.what };
  const paragraphs = [
    tr(locale, 'Hello,'),
    order.kind === 'ticket'
      ? tr(locale, 'We recorded your bill payment of {total} for order #{id} ({what}), but we could not confirm it with the bank. Your order is pending again.', values)
      : tr(locale, 'We recorded your bill payment of {total} for order #{id} ({what} membership), but we could not confirm it with the bank. Your order is pending again.', values),
    effect,
    tr(locale, "If you have paid, please contact us with your bank's receipt. If not, you can still pay with the bill reference on your order until {until} (Karachi time).", {
      until: order.holdEndsAt,
    }),
    tr(locale, 'We are sorry for the confusion.'),
    ORG,
  ];
  return {
    to,
    subject: tr(locale, 'We could not confirm your payment for order #{id}', { id: order.id }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Your order: {url}', { url: orderUrl })}\n`,
    html: layout(locale, paragraphs, { href: orderUrl, label: tr(locale, 'View your order') }),
  };
}

/**
 * A paid order's whole amount sent back, once a second staff member approved it: where the money goes back and when
 * (money-back.ts, with the reference staff recorded). `what`: the event's title, or the plan's name.
 */
export function refundedMail(
  to: string,
  order: { id: number; kind: 'ticket' | 'membership'; what: string; total: number; moneyBack: { way: RefundWay; reference: string } },
  orderUrl: string,
  locale: Locale,
): MailMessage {
  const effect =
    order.kind === 'ticket'
      ? tr(locale, 'Its ticket no longer admits anyone at the entrance, and its seat has been given back.')
      : tr(locale, 'Your {plan} membership has ended.', { plan: order.what });
  const values = { total: formatRupees(order.total, locale), id: order.id, what: order.what };
  const paragraphs = [
    tr(locale, 'Hello,'),
    order.kind === 'ticket' ? tr(locale, 'We have refunded {total} for order #{id} ({what}).', values) : tr(locale, 'We have refunded {total} for order #{id} ({what} membership).', values),
    tr(locale, MONEY_BACK_MESSAGES[order.moneyBack.way], { reference: order.moneyBack.reference }),
    effect,
    tr(locale, 'If you did not expect this refund, please contact us.'),
    ORG,
  ];
  return {
    to,
    subject: tr(locale, 'Your order #{id} has been refunded', { id: order.id }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Your order: {url}', { url: orderUrl })}\n`,
    html: layout(locale, paragraphs, { href: orderUrl, label: tr(locale, 'View your order') }),
  };
}
