// The mails of a change of sign-in address. Neither carries text the member typed.
import { layout } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';

/** To the new address: the change counts only once this link is opened. */
export function confirmEmailMail(to: string, confirmUrl: string): MailMessage {
  const paragraphs = [
    'Hello,',
    'You asked to sign in with this e-mail address from now on. Open the link below within 24 hours to confirm it; until then your old address stays your sign-in address.',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ];
  return {
    to,
    subject: 'Confirm your new e-mail address',
    text: `${paragraphs.join('\n\n')}\n\nConfirm your new address: ${confirmUrl}\n`,
    html: layout(paragraphs, { href: confirmUrl, label: 'Confirm my new address' }),
  };
}

/** To the old address, when the change is asked for and again when it takes effect: what happened, and the way back. */
export function emailChangeNoticeMail(to: string, newEmail: string, undoUrl: string, done: boolean): MailMessage {
  const paragraphs = [
    'Hello,',
    done
      ? `The sign-in address of your account is now ${newEmail}. This address no longer signs in.`
      : `Someone signed in to your account asked to change its sign-in address to ${newEmail}. It changes once that address confirms.`,
    'If this was not you, undo the change with the link below (it works for 7 days), then reset your password.',
  ];
  return {
    to,
    subject: done ? 'Your sign-in e-mail was changed' : 'A change of your sign-in e-mail was requested',
    text: `${paragraphs.join('\n\n')}\n\nUndo this change: ${undoUrl}\n`,
    html: layout(paragraphs, { href: undoUrl, label: 'This was not me: undo it' }),
  };
}
