import { formatFileSize } from '../../../../shared-api/src/file-size.js';
import { escapeHtml, layout, ORG } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';


/**
 * The requested report, as a link to its PDF. The address is not confirmed, so the mail carries nothing the
 * requester typed: a stranger cannot put words into a mail to someone else.
 */
export function reportMail(to: string, report: { title: string; url: string; bytes: number }): MailMessage {
  const paragraphs = [
    'Hello,',
    `Thank you for your interest in the ${ORG}'s research. Here is the report you asked for: "${report.title}" (PDF, ${formatFileSize(report.bytes)}).`,
    'You may share the report with your colleagues. If you quote it, please credit the association.',
  ];
  return {
    to,
    subject: `Your report: ${report.title}`,
    text: `${paragraphs.join('\n\n')}\n\nDownload the report: ${report.url}\n`,
    html: layout(paragraphs, { href: report.url, label: 'Download the report' }, `You receive this e-mail because this address was entered on the ${escapeHtml(ORG)}'s publications page.`),
  };
}
