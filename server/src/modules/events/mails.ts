// What a member hears of their order by e-mail, at their account's address (not the one typed on the ticket form,
// which nobody confirmed): the event, the order's number and total, and the link that downloads the ticket. In the
// member's language.
import type { Locale } from '../../../../shared-api/src/locale.js';
import { layout, ORG } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import { tr } from '../../lib/texts.js';
import type { MailMessage } from '../../plugins/mailer.js';

export function orderConfirmationMail(
  to: string,
  order: { id: number; event: string; packageName: string; total: number },
  ticketUrl: string,
  orderUrl: string,
  locale: Locale,
): MailMessage {
  const placed =
    order.total === 0
      ? tr(locale, 'Your order #{id} was placed successfully. Thank you for registering for {event} ({package}, Free).', { id: order.id, event: order.event, package: order.packageName })
      : tr(locale, 'Your order #{id} was placed successfully. Thank you for registering for {event} ({package}, {total}).', {
          id: order.id,
          event: order.event,
          package: order.packageName,
          total: formatRupees(order.total, locale),
        });
  const paragraphs = [
    tr(locale, 'Hello,'),
    placed,
    tr(locale, 'Download your ticket with the button below and show its QR code at the entrance. It admits one person once.'),
    tr(locale, 'This order and its ticket are also in your account: {url}', { url: orderUrl }),
    `${ORG}`,
  ];
  return {
    to,
    subject: tr(locale, 'Your ticket for {event} (order #{id})', { event: order.event, id: order.id }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Download your ticket: {url}', { url: ticketUrl })}\n`,
    html: layout(locale, paragraphs, { href: ticketUrl, label: tr(locale, 'Download Ticket') }),
  };
}
