// What a member hears of their membership by e-mail, at their account's address: the year a payment bought, and the
// renewal reminders (bulk mail, each with the unsubscribe link the /unsubscribe page takes), in the member's language.
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { escapeHtml, formatRupees, layout, type MailMessage, ORG, tr } from '../../../../../server/src/kit.js';
import type { ReminderKind } from './tables.js';

export function membershipPaidMail(
  to: string,
  paid: { orderId: number; packageName: string; total: number; startsOn: string; endsOn: string },
  dashboardUrl: string,
  locale: Locale,
): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'Thank you: your payment of {total} for order #{id} was received. Your {plan} membership runs from {from} until {until}.', {
      total: formatRupees(paid.total, locale),
      id: paid.orderId,
      plan: paid.packageName,
      from: paid.startsOn,
      until: paid.endsOn,
    }),
    tr(locale, 'Your membership details and your membership certificate are in your dashboard.'),
    ORG,
  ];
  return {
    to,
    subject: tr(locale, 'Your {plan} membership (order #{id})', { plan: paid.packageName, id: paid.orderId }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Your membership: {url}', { url: dashboardUrl })}\n`,
    html: layout(locale, paragraphs, { href: dashboardUrl, label: tr(locale, 'View your membership') }),
  };
}

type Period = { plan: string; endsOn: string };

const reminderText: Record<ReminderKind, (locale: Locale, p: Period) => { subject: string; lead: string }> = {
  'before-30': (locale, p) => ({
    subject: tr(locale, 'Your {plan} membership ends on {endsOn}', p),
    lead: tr(locale, 'Your {plan} membership ends in 30 days, on {endsOn}. You can renew it now: the new year starts when this one ends.', p),
  }),
  'before-7': (locale, p) => ({
    subject: tr(locale, 'One week left of your {plan} membership', p),
    lead: tr(locale, 'Your {plan} membership ends in 7 days, on {endsOn}. Renew it now to keep its benefits without a break.', p),
  }),
  'on-day': (locale, p) => ({
    subject: tr(locale, 'Your {plan} membership ends today', p),
    lead: tr(locale, 'Your {plan} membership ends today, {endsOn}. From tomorrow you are on Seed, our free membership, unless you renew.', p),
  }),
  'after-30': (locale, p) => ({
    subject: tr(locale, 'Come back to {plan}', p),
    lead: tr(locale, 'Your {plan} membership ended on {endsOn} and you are on Seed. You can subscribe to {plan} again at any time.', p),
  }),
};

export function renewalReminderMail(
  to: string,
  kind: ReminderKind,
  period: { packageName: string; endsOn: string },
  links: { renew: string; unsubscribe: string },
  locale: Locale,
): MailMessage {
  const { subject, lead } = reminderText[kind](locale, { plan: period.packageName, endsOn: period.endsOn });
  const paragraphs = [tr(locale, 'Hello,'), lead, ORG];
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Renew your membership: {url}', { url: links.renew })}\n\n${tr(locale, 'To stop receiving these e-mails: {url}', { url: links.unsubscribe })}\n`,
    html: layout(
      locale,
      paragraphs,
      { href: links.renew, label: tr(locale, 'Renew your membership') },
      tr(locale, `Don't want these e-mails? <a href="{url}">Unsubscribe</a>.`, { url: escapeHtml(links.unsubscribe) }),
    ),
  };
}
