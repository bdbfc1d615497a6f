// The account e-mails, in the member's language. Every one has a plain-text and an HTML body. No address is confirmed,
// so none carries text a stranger could have typed (the name given at registration): the greeting is the same for
// everyone.
import type { Locale } from '../../../../shared-api/src/locale.js';
import { escapeHtml, layout, ORG } from '../../lib/mail-layout.js';
import { tr } from '../../lib/texts.js';
import type { MailMessage } from '../../plugins/mailer.js';

export function welcomeMail(to: string, links: { dashboard: string; unsubscribe: string }, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'Welcome to the {org}! Your free membership is active.', { org: ORG }),
    tr(locale, 'Complete your profile so other members and clients can find you in Our Voice, then explore events, learning programmes and the safety net.'),
  ];
  return {
    to,
    subject: tr(locale, 'Welcome to the {org}', { org: ORG }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Your dashboard: {url}', { url: links.dashboard })}\n\n${tr(locale, 'To stop receiving news from us: {url}', { url: links.unsubscribe })}\n`,
    html: layout(
      locale,
      paragraphs,
      { href: links.dashboard, label: tr(locale, 'Go to your dashboard') },
      tr(locale, `Don't want our news? <a href="{url}">Unsubscribe</a>.`, { url: escapeHtml(links.unsubscribe) }),
    ),
  };
}
