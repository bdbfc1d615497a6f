// The page's language (docs/decisions/030): English at `/membership`, Urdu at `/ur/membership`. The server writes it on
// the document (`lang`, `dir`), links each page to its other language for search engines (`hreflang`), loads the Urdu
// typeface on Urdu pages only, offers Urdu to a first visit whose browser asks for it, and keeps a reader's choice.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { askedLocale, directionOf, isEnglishOnlyPath, isLocale, LANGUAGE_COOKIE, LANGUAGE_PENDING_COOKIE, localeOfPath, pathIn, type Locale } from '../../../../shared-api/src/locale.js';

/** A year: a reader's choice of language outlasts their session. */
export const CHOICE_SECONDS = 365 * 24 * 60 * 60;

/** The language a request's cookie says the reader chose, if any. */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;\\s]*)`).exec(String(request.headers.cookie ?? ''));
  return match && isLocale(match[1]) ? match[1] : null;
}

/** The Urdu typeface: its file and family, and the small cut that draws only the word اردو (tools/urdu-font.mjs). */
export interface UrduFont {
  file: string;
  family: string;
  nameFile?: string;
}

/** The Urdu typeface the shell's build made (tools/urdu-font.mjs), read once per change of its file. */
export function urduFont(shellDir: string) {
  const file = path.join(shellDir, 'fonts', 'urdu.json');
  let cached: { mtimeMs: number; font: UrduFont | null } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      try {
        const read = JSON.parse(fs.readFileSync(file, 'utf8')) as { file?: unknown; family?: unknown; name?: { file?: unknown } };
        const fontFile = (value: unknown): value is string => typeof value === 'string' && /^\/fonts\/[\w.-]+\.woff2$/.test(value);
        const font =
          fontFile(read.file) && typeof read.family === 'string'
            ? { file: read.file, family: read.family.replace(/["<>\\]/g, ''), ...(fontFile(read.name?.file) ? { nameFile: read.name.file } : {}) }
            : null;
        cached = { mtimeMs: stat.mtimeMs, font };
      } catch {
        cached = { mtimeMs: stat.mtimeMs, font: null };
      }
    }
    return cached.font;
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface LanguageOfPage {
  locale: Locale;
  /** the page's path and query without the language prefix */
  path: string;
  /** the site's public address, for the alternates' absolute URLs */
  origin: string;
  font: UrduFont | null;
  /** show the offer of Urdu (a first visit whose browser asks for it) */
  offerUrdu: boolean;
}

/** The offer of Urdu to a browser that asks for it: plain HTML above the page, outside what React draws. */
const urduOffer = (path: string) =>
  `<div lang="ur" dir="rtl" style="background:#e8f5ee;border-bottom:1px solid #b7dfc9;padding:10px 16px;font-size:16px;line-height:2.2;text-align:center">` +
  'یہ ویب سائٹ اردو میں بھی دستیاب ہے۔ ' +
  `<a href="/language/ur?next=${escapeAttribute(encodeURIComponent(path))}" style="color:#0b5c3a;font-weight:600">اردو میں پڑھیں</a>` +
  ' · ' +
  `<a lang="en" dir="ltr" href="/language/en?next=${escapeAttribute(encodeURIComponent(path))}" style="color:#0b5c3a">Continue in English</a>` +
  '</div>';

/** index.html in the page's language: `lang` and `dir`, the alternates, and in Urdu the typeface. */
export function withLanguage(html: string, page: LanguageOfPage): string {
  const pathOnly = page.path.split('?')[0];
  // A staff page has one language, so no other to name.
  const alternates = isEnglishOnlyPath(pathOnly)
    ? ''
    : `<link rel="alternate" hreflang="en" href="${escapeAttribute(page.origin + pathIn('en', pathOnly))}">` +
      `<link rel="alternate" hreflang="ur" href="${escapeAttribute(page.origin + pathIn('ur', pathOnly))}">` +
      `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(page.origin + pathIn('en', pathOnly))}">`;
  let head = alternates;
  if (page.locale === 'ur' && page.font) {
    const family = `"${page.font.family}"`;
    head +=
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(page.font.file)}">` +
      // One regular file serves every weight (no synthetic bold); the space is the face's, so Nastaliq sets the line
      // box, which its tall letters need (docs/decisions/030); Latin letters and figures stay in the system font.
      `<style>@font-face{font-family:${family};font-style:normal;font-weight:400 700;font-display:swap;src:url(${page.font.file}) format("woff2");unicode-range:U+0020,U+00A0,U+0600-06FF,U+200C-200E}` +
      `html[lang=ur]{--chakra-fonts-body:${family},system-ui,sans-serif;--chakra-fonts-heading:${family},system-ui,sans-serif}` +
      `html[lang=ur] body{font-family:${family},system-ui,sans-serif;line-height:2.2}` +
      // Headings and controls name their own family in the design system; Nastaliq's tall letters need taller lines.
      `html[lang=ur] :is(h1,h2,h3,h4,h5,h6,button,input,select,textarea,label,legend){font-family:${family},system-ui,sans-serif}` +
      `html[lang=ur] :is(h1,h2,h3,h4,h5,h6){line-height:1.9}html[lang=ur] textarea{line-height:2.2}` +
      // The design system's text styles set line heights made for Latin letters (an alert's title, a radio's label, a
      // disclosure's button), on which Nastaliq's lines overlap: every text element of an Urdu page has Nastaliq's.
      `html[lang=ur] body :is(p,span,div,a,li,dt,dd,td,th,label,legend,summary,small,strong,em,button){line-height:2}</style>`;
  }
  if (page.locale === 'en' && page.font) {
    // Urdu written on an English page (the offer of Urdu, the Urdu fields of a staff form) is drawn in the Urdu face:
    // a system font with Arabic letters often lacks Urdu's own (ہ ے ۔). No preload: the face downloads only when an
    // element marked Urdu holds Urdu letters.
    // The language switch's اردو has a face of its own holding only its four letters (1 KB): an English page that shows
    // no other Urdu never downloads the whole face.
    const family = `"${page.font.family}"`;
    const name = page.font.nameFile ? `"${page.font.family} name"` : null;
    head +=
      `<style>@font-face{font-family:${family};font-style:normal;font-weight:400 700;font-display:swap;src:url(${page.font.file}) format("woff2");unicode-range:U+0600-06FF,U+200C-200E}` +
      `html [lang=ur]{font-family:${family},system-ui,sans-serif}` +
      (name
        ? `@font-face{font-family:${name};font-style:normal;font-weight:400 700;font-display:swap;src:url(${page.font.nameFile}) format("woff2");unicode-range:U+0627,U+062F,U+0631,U+0648}` +
          `html [hreflang=ur] [lang=ur]{font-family:${name},system-ui,sans-serif}`
        : '') +
      `</style>`;
  }
  let out = html.replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`);
  out = out.includes('</head>') ? out.replace('</head>', () => `${head}</head>`) : `${head}${out}`;
  if (page.offerUrdu) out = out.replace(/<body[^>]*>/, (body) => `${body}${urduOffer(page.path)}`);
  return out;
}

/** What a page request says of its language: the page's, and whether to offer Urdu or send the reader to it. */
export function languageOfRequest(request: FastifyRequest) {
  const { locale, path } = localeOfPath(request.url);
  if (isEnglishOnlyPath(path)) {
    // Staff pages are English, left to right, for everyone: an Urdu address of one goes to its English address, and
    // neither the reader's choice nor their browser's languages send them anywhere else.
    return { locale: 'en' as Locale, path, redirect: locale === 'ur' ? path : null, englishOnly: true, offerUrdu: false };
  }
  const chosen = chosenLocale(request);
  return {
    locale,
    path,
    // A reader who chose Urdu is sent to a page's Urdu address; an Urdu address is always shown in Urdu.
    redirect: locale === 'en' && chosen === 'ur' ? pathIn('ur', path) : null,
    englishOnly: false,
    offerUrdu: locale === 'en' && chosen === null && askedLocale(request.headers['accept-language']) === 'ur',
  };
}

/** The origin a Location is resolved against, as a browser resolves it against the site's. */
const SITE = new URL('https://site.example');

/**
 * A path and query as a Location may carry it: every character a URL may not hold raw (Urdu letters, spaces, line
 * breaks, tabs, backslashes, quotes) percent-encoded as UTF-8, and a `%` that starts no escape too; escapes already
 * there are kept, so an address the browser sent comes back as it was.
 */
const encodeLocation = (path: string) =>
  path
    // A lone half of a surrogate pair has no UTF-8: it is written as U+FFFD, as a browser would.
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9._~!$&'()*+,;=:@/?#%-]/gu, (character) => encodeURIComponent(character));

/** Whether a path starts with two slashes or backslashes, escaped or not, which some routers and servers read as a host. */
const startsWithTwoSlashes = (pathname: string) => /^[/\\]{2}/.test(pathname.slice(0, 16).replace(/%2f/gi, '/').replace(/%5c/gi, '\\'));

/**
 * A Location as a browser resolves it against the site, when it stays there at a path that starts with a single `/`;
 * else null.
 */
function onSite(location: string): string | null {
  if (!location.startsWith('/') || startsWithTwoSlashes(location)) return null;
  let resolved: URL;
  try {
    resolved = new URL(location, SITE);
  } catch {
    return null;
  }
  if (resolved.origin !== SITE.origin || startsWithTwoSlashes(resolved.pathname)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Where the switch goes on to: `next` (a path of this site, with any language prefix) in `locale`, or that language's
 * home page. The Location is written first, then checked as a browser resolves it, the page without its language and
 * the page in it: each must stay on this site, at a path that starts with a single `/`. A staff page has only its
 * English address.
 */
export function switchLocation(locale: Locale, next: unknown): string {
  const home = pathIn(locale, '/');
  if (typeof next !== 'string') return home;
  // A browser drops tabs and line breaks from an address it reads: `/\t/evil.example` is `//evil.example` to it.
  const page = onSite(encodeLocation(localeOfPath(next.replace(/[\t\n\r]/g, '')).path));
  if (page === null) return home;
  return onSite(isEnglishOnlyPath(page) ? page : pathIn(locale, page)) ?? home;
}

export interface LanguageRoutesOptions {
  secureCookies: boolean;
}

/**
 * `GET /language/ur?next=/membership`: the English / اردو switch and the offer of Urdu. Keeps the choice in the browser
 * and goes on to the same page in that language. A plain link changes nothing on an account (every change to an
 * account is a call with its token): the member's next page saves the choice there (PUT /api/user/language).
 */
export const languageRoutes: FastifyPluginAsync<LanguageRoutesOptions> = async (app, options) => {
  const answer = async (request: FastifyRequest<{ Params: { locale: string }; Querystring: { next?: unknown } }>, reply: FastifyReply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(303).header('location', switchLocation('en', request.query.next)).header('cache-control', 'no-store').send();
    const secure = options.secureCookies ? '; Secure' : '';
    // The choice is this browser's at once; a signed-in member's next page tells their account (shared-api keepLanguage).
    const cookies = [`${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${CHOICE_SECONDS}; SameSite=Lax${secure}`, `${LANGUAGE_PENDING_COOKIE}=1; Path=/; Max-Age=${CHOICE_SECONDS}; SameSite=Lax${secure}`];
    return reply.code(303).header('set-cookie', cookies).header('location', switchLocation(locale, request.query.next)).header('cache-control', 'no-store').send();
  };
  // Answered as the request arrives: `next` is only ever a place to go, so whatever it holds (even a NUL, which the
  // site refuses in any stored input) is a redirect, at worst to the home page.
  app.get('/language/:locale', { schema: { hide: true }, onRequest: answer }, async () => undefined);
};
