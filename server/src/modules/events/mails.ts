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
