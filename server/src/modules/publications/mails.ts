import { escapeHtml, layout, ORG } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The requested report, as a link to its PDF. */
export function reportMail(to: string, name: string, report: { title: string; url: string; bytes: number }): MailMessage {
  const paragraphs = [
    `Dear ${name},`,
    `Thank you for your interest in the ${ORG}'s research. Here is the report you asked for: "${report.title}" (PDF, ${megabytes(report.bytes)}).`,
    'You may share the report with your colleagues. If you quote it, please credit the association.',
  ];
  return {
    to,
    subject: `Your report: ${report.title}`,
    text: `${paragraphs.join('\n\n')}\n\nDownload the report: ${report.url}\n`,
    html: layout(paragraphs, { href: report.url, label: 'Download the report' }, `You receive this e-mail because this address was entered on the ${escapeHtml(ORG)}'s publications page.`),
  };
}
