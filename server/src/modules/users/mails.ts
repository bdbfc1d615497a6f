// The account e-mails. Every one has a plain-text and an HTML body. No address is confirmed, so none carries
// text a stranger could have typed (the name given at registration): the greeting is the same for everyone.
import { escapeHtml, layout, ORG } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';

export function welcomeMail(to: string, links: { dashboard: string; unsubscribe: string }): MailMessage {
  const paragraphs = [
    'Hello,',
    `Welcome to the ${ORG}! Your free membership is active.`,
    'Complete your profile so other members and clients can find you in Our Voice, then explore events, learning programmes and the safety net.',
  ];
  return {
    to,
    subject: `Welcome to the ${ORG}`,
    text: `${paragraphs.join('\n\n')}\n\nYour dashboard: ${links.dashboard}\n\nTo stop receiving news from us: ${links.unsubscribe}\n`,
    html: layout(paragraphs, { href: links.dashboard, label: 'Go to your dashboard' }, `Don't want our news? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a>.`),
  };
}

export function passwordResetMail(to: string, resetUrl: string): MailMessage {
  const paragraphs = [
    'Hello,',
    'We received a request to reset the password of your account. The link below works once, within 60 minutes.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${resetUrl}\n`,
    html: layout(paragraphs, { href: resetUrl, label: 'Reset password' }),
  };
}

export function passwordChangedMail(to: string, resetUrl: string): MailMessage {
  const paragraphs = [
    'Hello,',
    'The password of your account was just changed.',
    'If this was not you, reset your password now and contact us.',
  ];
  return {
    to,
    subject: 'Your password was changed',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${resetUrl}\n`,
    html: layout(paragraphs, { href: resetUrl, label: 'Reset password' }),
  };
}
