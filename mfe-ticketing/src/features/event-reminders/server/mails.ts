// The reminder the day before an event, by e-mail, in the member's language (bulk mail).
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { layout, type MailMessage, ORG, tr } from '../../../../../server/src/kit.js';

export function eventReminderMail(to: string, event: { title: string; when: string; where: string }, ticketsUrl: string, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'A reminder: {event} is tomorrow, {when}, at {where}.', { event: event.title, when: event.when, where: event.where }),
    tr(locale, 'Bring your ticket’s QR code on your phone or printed: it is checked at the door.'),
    ORG,
  ];
  return {
    to,
    subject: tr(locale, 'Tomorrow: {event}', { event: event.title }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Your tickets: {url}', { url: ticketsUrl })}\n`,
    html: layout(locale, paragraphs, { href: ticketsUrl, label: tr(locale, 'View your tickets') }),
  };
}
