// Rich text from the server (blog posts, press releases) is sanitized there when it is written, and
// again here before it reaches the DOM: an allowlist walk over a parsed document, so nothing the server
// let through by mistake can run in the page.
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from 'shared-api';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
// Removed with everything inside them; any other unknown element is unwrapped and its text kept.
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'link', 'meta', 'base', 'frame', 'frameset', 'form', 'input', 'button', 'textarea', 'select']);
function isSafeUrl(value: string, tag: string) {
  // Browsers ignore control characters and spaces inside a URL, so "java\tscript:" must not slip through.
  const url = Array.from(value).filter((c) => c.charCodeAt(0) > 32).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return !url.startsWith('//');
  if (scheme === 'http' || scheme === 'https') return true;
  if (scheme === 'mailto') return tag === 'a';
  return tag === 'img' && /^data:image\/(png|jpe?g|gif|webp);/i.test(url);
}

function cleanChildren(parent: Element) {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (!ALLOWED_TAGS.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
    for (const { name, value } of Array.from(element.attributes)) {
      const keep = allowed.includes(name) && !name.startsWith('on') && (name !== 'href' && name !== 'src' ? true : isSafeUrl(value, tag));
      if (!keep) element.removeAttribute(name);
    }
    if (tag === 'a' && /^https?:/i.test(element.getAttribute('href') ?? '')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'img') element.setAttribute('loading', 'lazy');
  }
}

let serverSanitizer: ((html: string) => string) | null = null;
/**
 * Outside a browser (a page's first view rendered on the server, docs/decisions/025) there is no DOMParser: the server
 * gives its own sanitizer of the same allowlist, with the same link and picture attributes, once.
 */
export const setServerSanitizer = (sanitize: (html: string) => string) => {
  serverSanitizer = sanitize;
};

/** HTML with only the allowlisted elements, attributes and URLs left. */
export function sanitizeHtml(html: string) {
  if (typeof DOMParser === 'undefined') {
    if (!serverSanitizer) throw new Error('No HTML sanitizer is set outside a browser');
    return serverSanitizer(html);
  }
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

const prose = {
  lineHeight: '1.75',
  '& p': { mb: '4' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '8', mb: '3', lineHeight: '1.3' },
  '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& ul, & ol': { ps: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'brand.solid', ps: '4', fontStyle: 'italic', color: 'fg.muted', my: '6' },
  '& img': { maxW: '100%', h: 'auto', borderRadius: 'l2', my: '4' },
  '& table': { width: '100%', mb: '4', borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', p: '2', textAlign: 'start' },
} as const;

/** Server HTML, sanitized again in the browser and set in the association's reading style. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // What staff or members wrote keeps its own direction on a page of either language (docs/decisions/030).
  return <Box css={prose} dir="auto" {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
