// The password mails, in the member's language. No address is confirmed, so neither carries text a stranger could have
// typed: the greeting is the same for everyone.
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { layout, tr, type MailMessage } from '../../../../../server/src/kit.js';

export function passwordResetMail(to: string, resetUrl: string, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'We received a request to reset the password of your account. The link below works once, within 60 minutes.'),
    tr(locale, 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.'),
  ];
  return {
    to,
    subject: tr(locale, 'Reset your password'),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Reset your password: {url}', { url: resetUrl })}\n`,
    html: layout(locale, paragraphs, { href: resetUrl, label: tr(locale, 'Reset password') }),
  };
}

export function passwordChangedMail(to: string, resetUrl: string, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'The password of your account was just changed.'),
    tr(locale, 'If this was not you, reset your password now and contact us.'),
  ];
  return {
    to,
    subject: tr(locale, 'Your password was changed'),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Reset your password: {url}', { url: resetUrl })}\n`,
    html: layout(locale, paragraphs, { href: resetUrl, label: tr(locale, 'Reset password') }),
  };
}
