// The mails of a change of sign-in address, in the member's language. Neither carries text the member typed.
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { layout, tr, type MailMessage } from '../../../../../server/src/kit.js';

/** To the new address: the change counts only once this link is opened. */
export function confirmEmailMail(to: string, confirmUrl: string, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'You asked to sign in with this e-mail address from now on. Open the link below within 24 hours to confirm it; until then your old address stays your sign-in address.'),
    tr(locale, 'If you did not ask for this, ignore this e-mail: nothing changes.'),
  ];
  return {
    to,
    subject: tr(locale, 'Confirm your new e-mail address'),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Confirm your new address: {url}', { url: confirmUrl })}\n`,
    html: layout(locale, paragraphs, { href: confirmUrl, label: tr(locale, 'Confirm my new address') }),
  };
}

/** To the old address, when the change is asked for and again when it takes effect: what happened, and the way back. */
export function emailChangeNoticeMail(to: string, newEmail: string, undoUrl: string, done: boolean, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    done
      ? tr(locale, 'The sign-in address of your account is now {email}. This address no longer signs in.', { email: newEmail })
      : tr(locale, 'Someone signed in to your account asked to change its sign-in address to {email}. It changes once that address confirms.', { email: newEmail }),
    tr(locale, 'If this was not you, undo the change with the link below (it works for 7 days), then reset your password.'),
  ];
  return {
    to,
    subject: done ? tr(locale, 'Your sign-in e-mail was changed') : tr(locale, 'A change of your sign-in e-mail was requested'),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Undo this change: {url}', { url: undoUrl })}\n`,
    html: layout(locale, paragraphs, { href: undoUrl, label: tr(locale, 'This was not me: undo it') }),
  };
}
