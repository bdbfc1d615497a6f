import { escapeHtml, layout, ORG, tr, type MailMessage } from '../../../../../server/src/kit.js';
import { formatFileSize } from '../../../../../shared-api/src/file-size.js';
import type { Locale } from '../../../../../shared-api/src/locale.js';

/**
 * The requested report, as a link to its PDF, in the language of the page it was asked from. The address is not
 * confirmed, so the mail carries nothing the requester typed: a stranger cannot put words into a mail to someone else.
 */
export function reportMail(to: string, report: { title: string; url: string; bytes: number }, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, `Thank you for your interest in the {org}'s research. Here is the report you asked for: "{title}" (PDF, {size}).`, { org: ORG, title: report.title, size: formatFileSize(report.bytes) }),
    tr(locale, 'You may share the report with your colleagues. If you quote it, please credit the association.'),
  ];
  return {
    to,
    subject: tr(locale, 'Your report: {title}', { title: report.title }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Download the report: {url}', { url: report.url })}\n`,
    html: layout(
      locale,
      paragraphs,
      { href: report.url, label: tr(locale, 'Download the report') },
      tr(locale, `You receive this e-mail because this address was entered on the {org}'s publications page.`, { org: escapeHtml(ORG) }),
    ),
  };
}
