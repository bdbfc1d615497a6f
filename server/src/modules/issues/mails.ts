// What a member hears of their issue by e-mail. The address was never confirmed, so no mail carries text anyone
// typed (the title, a reply): the issue's number and a link to read it, signed in.
import { layout, ORG } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';

/** A staff reply; `resolved` when the same action marked the issue Resolved (one mail, not a reply's and a status's). */
export function issueReplyMail(to: string, issueId: number, url: string, { resolved = false } = {}): MailMessage {
  const paragraphs = resolved
    ? ['Hello,', `The ${ORG} has replied to your issue #${issueId} and marked it Resolved.`, 'Sign in to read the reply. If you still need help, you can reopen the issue from its page.']
    : ['Hello,', `The ${ORG} has replied to your issue #${issueId}.`, 'Sign in to read the reply and answer it.'];
  return { to, subject: `A reply to your issue #${issueId}`, text: `${paragraphs.join('\n\n')}\n\nRead it: ${url}\n`, html: layout(paragraphs, { href: url, label: 'Read the reply' }) };
}

export function issueStatusMail(to: string, issueId: number, status: string, url: string): MailMessage {
  const paragraphs = ['Hello,', `Your issue #${issueId} is now ${status}.`, status === 'Open' ? 'The association is looking at it again.' : 'If you still need help, you can reopen it from the issue page.'];
  return { to, subject: `Your issue #${issueId} is ${status}`, text: `${paragraphs.join('\n\n')}\n\nSee the issue: ${url}\n`, html: layout(paragraphs, { href: url, label: 'See the issue' }) };
}
