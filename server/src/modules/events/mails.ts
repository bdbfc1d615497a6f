// What a member hears of their order by e-mail, at their account's address (not the one typed on the ticket form,
// which nobody confirmed): the event, the order's number and total, and the link that downloads the ticket.
import { layout, ORG } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { formatRupees } from '../../lib/money.js';

export function orderConfirmationMail(to: string, order: { id: number; event: string; packageName: string; total: number }, ticketUrl: string, orderUrl: string): MailMessage {
  const paragraphs = [
    'Hello,',
    `Your order #${order.id} was placed successfully. Thank you for registering for ${order.event} (${order.packageName}, ${order.total === 0 ? 'Free' : formatRupees(order.total)}).`,
    'Download your ticket with the button below and show its QR code at the entrance. It admits one person once.',
    `This order and its ticket are also in your account: ${orderUrl}`,
    `${ORG}`,
  ];
  return {
    to,
    subject: `Your ticket for ${order.event} (order #${order.id})`,
    text: `${paragraphs.join('\n\n')}\n\nDownload your ticket: ${ticketUrl}\n`,
    html: layout(paragraphs, { href: ticketUrl, label: 'Download Ticket' }),
  };
}

/**
 * Staff marked a bill payment received and undid it: the member may already hold the ticket mail or the membership
 * mail, so they are told the payment is not confirmed and what that means for them. Staff's reason stays in the
 * audit log: it may name the bank's or the association's own mistake in words not meant for the member.
 */
export function paymentNotConfirmedMail(
  to: string,
  order: { id: number; kind: 'ticket' | 'membership'; what: string; total: number; holdEndsAt: string },
  orderUrl: string,
): MailMessage {
  const effect =
    order.kind === 'ticket'
      ? 'Until it is confirmed, your ticket does not admit anyone at the entrance and its download link does not work.'
      : `Until it is confirmed, your ${order.what} is not active.`;
  const paragraphs = [
    'Hello,',
    `We recorded your bill payment of ${formatRupees(order.total)} for order #${order.id} (${order.what}), but we could not confirm it with the bank. Your order is pending again.`,
    effect,
    `If you have paid, please contact us with your bank's receipt. If not, you can still pay with the bill reference on your order until ${order.holdEndsAt} (Karachi time).`,
    'We are sorry for the confusion.',
    ORG,
  ];
  return {
    to,
    subject: `We could not confirm your payment for order #${order.id}`,
    text: `${paragraphs.join('\n\n')}\n\nYour order: ${orderUrl}\n`,
    html: layout(paragraphs, { href: orderUrl, label: 'View your order' }),
  };
}

/** A paid order's whole amount sent back, once a second staff member approved it. */
export function refundedMail(to: string, order: { id: number; kind: 'ticket' | 'membership'; what: string; total: number }, orderUrl: string): MailMessage {
  const effect = order.kind === 'ticket' ? 'Its ticket no longer admits anyone at the entrance, and its seat has been given back.' : `Your ${order.what} has ended.`;
  const paragraphs = [
    'Hello,',
    `We have refunded ${formatRupees(order.total)} for order #${order.id} (${order.what}). The money goes back the way you paid; your bank or wallet may take a few days to show it.`,
    effect,
    'If you did not expect this refund, please contact us.',
    ORG,
  ];
  return {
    to,
    subject: `Your order #${order.id} has been refunded`,
    text: `${paragraphs.join('\n\n')}\n\nYour order: ${orderUrl}\n`,
    html: layout(paragraphs, { href: orderUrl, label: 'View your order' }),
  };
}
