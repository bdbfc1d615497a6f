import sanitizeHtml from 'sanitize-html';

// Rich text (blog posts, press releases) keeps its structure and loses everything that could run:
// scripts, styles, frames, event handler attributes and javascript:/data: URLs. It is sanitized when
// it is written, so what the database holds is already safe; the browser sanitizes again on render.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
    'figure', 'figcaption', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link to another site opens in a new tab without handing it this page.
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

// The transformed attributes must survive the allowlist that runs after the transforms.
options.allowedAttributes = {
  ...(options.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, options).trim();

/** Text without any markup, for excerpts and e-mails. */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
