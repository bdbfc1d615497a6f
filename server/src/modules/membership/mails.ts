// What a member hears of their membership by e-mail, at their account's address: the year a payment bought, and the
// renewal reminders (bulk mail, each with the unsubscribe link the /unsubscribe page takes).
import { escapeHtml, layout, ORG } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import type { MailMessage } from '../../plugins/mailer.js';
import type { ReminderKind } from './tables.js';

export function membershipPaidMail(to: string, paid: { orderId: number; packageName: string; total: number; startsOn: string; endsOn: string }, dashboardUrl: string): MailMessage {
  const paragraphs = [
    'Hello,',
    `Thank you: your payment of ${formatRupees(paid.total)} for order #${paid.orderId} was received. Your ${paid.packageName} membership runs from ${paid.startsOn} until ${paid.endsOn}.`,
    'Your membership details and your membership certificate are in your dashboard.',
    ORG,
  ];
  return {
    to,
    subject: `Your ${paid.packageName} membership (order #${paid.orderId})`,
    text: `${paragraphs.join('\n\n')}\n\nYour membership: ${dashboardUrl}\n`,
    html: layout(paragraphs, { href: dashboardUrl, label: 'View your membership' }),
  };
}

const reminderText: Record<ReminderKind, (p: { packageName: string; endsOn: string }) => { subject: string; lead: string }> = {
  'before-30': (p) => ({ subject: `Your ${p.packageName} membership ends on ${p.endsOn}`, lead: `Your ${p.packageName} membership ends in 30 days, on ${p.endsOn}. You can renew it now: the new year starts when this one ends.` }),
  'before-7': (p) => ({ subject: `One week left of your ${p.packageName} membership`, lead: `Your ${p.packageName} membership ends in 7 days, on ${p.endsOn}. Renew it now to keep its benefits without a break.` }),
  'on-day': (p) => ({ subject: `Your ${p.packageName} membership ends today`, lead: `Your ${p.packageName} membership ends today, ${p.endsOn}. From tomorrow you are on Seed, our free membership, unless you renew.` }),
  'after-30': (p) => ({ subject: `Come back to ${p.packageName}`, lead: `Your ${p.packageName} membership ended on ${p.endsOn} and you are on Seed. You can subscribe to ${p.packageName} again at any time.` }),
};

export function renewalReminderMail(to: string, kind: ReminderKind, period: { packageName: string; endsOn: string }, links: { renew: string; unsubscribe: string }): MailMessage {
  const { subject, lead } = reminderText[kind](period);
  const paragraphs = ['Hello,', lead, ORG];
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nRenew your membership: ${links.renew}\n\nTo stop receiving these e-mails: ${links.unsubscribe}\n`,
    html: layout(paragraphs, { href: links.renew, label: 'Renew your membership' }, `Don't want these e-mails? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a>.`),
  };
}
