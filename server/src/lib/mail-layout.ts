// The frame of every e-mail: paragraphs (escaped), an optional button and a small footer (trusted HTML), in the
// reader's language.
import type { Locale } from '../../../shared-api/src/locale.js';

// i18n-english: the association's name
export const ORG = 'Pakistan Freelancers Association';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * The document around a mail's body in its reader's language. Urdu reads right to left, in the Nastaliq typefaces a
 * reader's device may have (a mail client cannot load the site's own reliably), with the taller lines Nastaliq needs.
 */
const DOCUMENT: Record<Locale, { html: string; body: string }> = {
  en: { html: '<html>', body: 'font-family:Arial,sans-serif;line-height:1.5;color:#222' },
  ur: { html: '<html lang="ur" dir="rtl">', body: "font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,sans-serif;line-height:2;color:#222;text-align:right" },
};

export function layout(locale: Locale, paragraphs: string[], link?: { href: string; label: string }, footer?: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>`
    : '';
  const small = footer ? `<p style="color:#666;font-size:12px">${footer}</p>` : '';
  const { html, body: style } = DOCUMENT[locale];
  return `<!doctype html>${html}<body style="${style}">\n${body}\n${button}\n${small}\n</body></html>`;
}
