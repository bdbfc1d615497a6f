// The frame of every e-mail: paragraphs (escaped), an optional button and a small footer (trusted HTML).
export const ORG = 'Pakistan Freelancers Association';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export function layout(paragraphs: string[], link?: { href: string; label: string }, footer?: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>`
    : '';
  const small = footer ? `<p style="color:#666;font-size:12px">${footer}</p>` : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n${body}\n${button}\n${small}\n</body></html>`;
}
