// What rich text (blog posts, press releases) may contain: the server sanitizes to this allowlist when
// content is written, and shared-ui's SafeHtml again before it reaches the page. Anything else is dropped.
export const RICH_TEXT_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
  'figure', 'figcaption', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
