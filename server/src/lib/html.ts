import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../shared-api/src/rich-text.js';

// Rich text (blog posts, press releases) keeps the shared allowlist's structure and loses everything that could run:
// scripts, styles, frames, event handler attributes and javascript:/data: URLs. It is sanitized when
// it is written, so what the database holds is already safe; the browser sanitizes again on render.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    // set by the transforms below, so they must survive the allowlist that runs after them
    a: [...RICH_TEXT_ATTRIBUTES.a, 'target', 'rel'],
    img: [...RICH_TEXT_ATTRIBUTES.img, 'loading'],
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

// Text whose record keeps no uploads of its own (an event's, a promotion's) has no pictures: a picture there would
// be an upload nobody attached, deleted with the unused ones, or a picture from another site.
const withoutPictures: sanitizeHtml.IOptions = { ...options, allowedTags: RICH_TEXT_TAGS.filter((tag) => tag !== 'img') };

export const sanitizeRichText = (html: string, { pictures = true }: { pictures?: boolean } = {}) => sanitizeHtml(html, pictures ? options : withoutPictures).trim();

/** Text without any markup, for excerpts and e-mails. */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
