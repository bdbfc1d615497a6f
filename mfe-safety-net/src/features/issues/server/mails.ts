// What a member hears of their issue by e-mail. The address was never confirmed, so no mail carries text anyone
// typed (the title, a reply): the issue's number and a link to read it, signed in. In the member's language.
import type { IssueStatus } from '../../../../../shared-api/src/enums.js';
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { layout, ORG, tr, type MailMessage } from '../../../../../server/src/kit.js';

/** A staff reply; `resolved` when the same action marked the issue Resolved (one mail, not a reply's and a status's). */
export function issueReplyMail(to: string, issueId: number, url: string, { resolved = false, locale }: { resolved?: boolean; locale: Locale }): MailMessage {
  const paragraphs = resolved
    ? [
        tr(locale, 'Hello,'),
        tr(locale, 'The {org} has replied to your issue #{id} and marked it Resolved.', { org: ORG, id: issueId }),
        tr(locale, 'Sign in to read the reply. If you still need help, you can reopen the issue from its page.'),
      ]
    : [tr(locale, 'Hello,'), tr(locale, 'The {org} has replied to your issue #{id}.', { org: ORG, id: issueId }), tr(locale, 'Sign in to read the reply and answer it.')];
  return {
    to,
    subject: tr(locale, 'A reply to your issue #{id}', { id: issueId }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Read it: {url}', { url })}\n`,
    html: layout(locale, paragraphs, { href: url, label: tr(locale, 'Read the reply') }),
  };
}

/** An issue's new status, each written whole: a status is a word of the sentence, which Urdu places differently. */
const statusText: Record<IssueStatus, (locale: Locale, id: number) => { subject: string; now: string }> = {
  Open: (locale, id) => ({ subject: tr(locale, 'Your issue #{id} is Open', { id }), now: tr(locale, 'Your issue #{id} is now Open.', { id }) }),
  Resolved: (locale, id) => ({ subject: tr(locale, 'Your issue #{id} is Resolved', { id }), now: tr(locale, 'Your issue #{id} is now Resolved.', { id }) }),
  Closed: (locale, id) => ({ subject: tr(locale, 'Your issue #{id} is Closed', { id }), now: tr(locale, 'Your issue #{id} is now Closed.', { id }) }),
};

export function issueStatusMail(to: string, issueId: number, status: IssueStatus, url: string, locale: Locale): MailMessage {
  const { subject, now } = statusText[status](locale, issueId);
  const paragraphs = [
    tr(locale, 'Hello,'),
    now,
    status === 'Open' ? tr(locale, 'The association is looking at it again.') : tr(locale, 'If you still need help, you can reopen it from the issue page.'),
  ];
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'See the issue: {url}', { url })}\n`,
    html: layout(locale, paragraphs, { href: url, label: tr(locale, 'See the issue') }),
  };
}
