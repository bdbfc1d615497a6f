// The page's language (docs/decisions/030): English at `/membership`, Urdu at `/ur/membership`. The server writes it on
// the document (`lang`, `dir`), links each page to its other language for search engines (`hreflang`), loads the Urdu
// typeface on Urdu pages only, offers Urdu to a first visit whose browser asks for it, and keeps a reader's choice.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { askedLocale, directionOf, isLocale, LANGUAGE_COOKIE, LANGUAGE_PENDING_COOKIE, localeOfPath, pathIn, type Locale } from '../../../../shared-api/src/locale.js';

/** A year: a reader's choice of language outlasts their session. */
const CHOICE_SECONDS = 365 * 24 * 60 * 60;

/** The language a request's cookie says the reader chose, if any. */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;\\s]*)`).exec(String(request.headers.cookie ?? ''));
  return match && isLocale(match[1]) ? match[1] : null;
}

/** The Urdu typeface the shell's build made (tools/urdu-font.mjs), read once per change of its file. */
export function urduFont(shellDir: string) {
  const file = path.join(shellDir, 'fonts', 'urdu.json');
  let cached: { mtimeMs: number; font: { file: string; family: string } | null } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      try {
        const read = JSON.parse(fs.readFileSync(file, 'utf8')) as { file?: unknown; family?: unknown };
        const font = typeof read.file === 'string' && typeof read.family === 'string' && /^\/fonts\/[\w.-]+\.woff2$/.test(read.file) ? { file: read.file, family: read.family.replace(/["<>\\]/g, '') } : null;
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
  font: { file: string; family: string } | null;
  /** show the offer of Urdu (a first visit whose browser asks for it) */
  offerUrdu: boolean;
}

/** The offer of Urdu to a browser that asks for it: plain HTML above the page, outside what React draws. */
const urduOffer = (path: string) =>
  '<div lang="ur" dir="rtl" style="background:#e8f5ee;border-bottom:1px solid #b7dfc9;padding:10px 16px;font-size:16px;line-height:2;text-align:center">' +
  'یہ ویب سائٹ اردو میں بھی دستیاب ہے۔ ' +
  `<a href="/language/ur?next=${escapeAttribute(encodeURIComponent(path))}" style="color:#0b5c3a;font-weight:600">اردو میں پڑھیں</a>` +
  ' · ' +
  `<a lang="en" dir="ltr" href="/language/en?next=${escapeAttribute(encodeURIComponent(path))}" style="color:#0b5c3a">Continue in English</a>` +
  '</div>';

/** index.html in the page's language: `lang` and `dir`, the alternates, and in Urdu the typeface. */
export function withLanguage(html: string, page: LanguageOfPage): string {
  const pathOnly = page.path.split('?')[0];
  const alternates =
    `<link rel="alternate" hreflang="en" href="${escapeAttribute(page.origin + pathIn('en', pathOnly))}">` +
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
      `html[lang=ur] :is(h1,h2,h3,h4,h5,h6){line-height:1.9}html[lang=ur] textarea{line-height:2.2}</style>`;
  }
  let out = html.replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`);
  out = out.includes('</head>') ? out.replace('</head>', () => `${head}</head>`) : `${head}${out}`;
  if (page.offerUrdu) out = out.replace(/<body[^>]*>/, (body) => `${body}${urduOffer(page.path)}`);
  return out;
}

/** What a page request says of its language: the page's, and whether to offer Urdu or send the reader to it. */
export function languageOfRequest(request: FastifyRequest) {
  const { locale, path } = localeOfPath(request.url);
  const chosen = chosenLocale(request);
  return {
    locale,
    path,
    // A reader who chose Urdu is sent to a page's Urdu address; an Urdu address is always shown in Urdu.
    redirect: locale === 'en' && chosen === 'ur' ? pathIn('ur', path) : null,
    offerUrdu: locale === 'en' && chosen === null && askedLocale(request.headers['accept-language']) === 'ur',
  };
}

/** A site path to go on to, or the home page: never another origin. */
const sitePath = (next: unknown) => (typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/');

export interface LanguageRoutesOptions {
  secureCookies: boolean;
}

/**
 * `GET /language/ur?next=/membership`: the English / اردو switch and the offer of Urdu. Keeps the choice in the browser
 * and goes on to the same page in that language. A plain link changes nothing on an account (every change to an
 * account is a call with its token): the member's next page saves the choice there (PUT /api/user/language).
 */
export const languageRoutes: FastifyPluginAsync<LanguageRoutesOptions> = async (app, options) => {
  app.get('/language/:locale', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { locale: string }; Querystring: { next?: string } }>, reply: FastifyReply) => {
    const { locale } = request.params;
    const next = localeOfPath(sitePath(request.query.next)).path;
    if (!isLocale(locale)) return reply.code(303).header('location', next).header('cache-control', 'no-store').send();
    const secure = options.secureCookies ? '; Secure' : '';
    // The choice is this browser's at once; a signed-in member's next page tells their account (shared-api keepLanguage).
    const cookies = [`${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${CHOICE_SECONDS}; SameSite=Lax${secure}`, `${LANGUAGE_PENDING_COOKIE}=1; Path=/; Max-Age=${CHOICE_SECONDS}; SameSite=Lax${secure}`];
    return reply.code(303).header('set-cookie', cookies).header('location', pathIn(locale, next)).header('cache-control', 'no-store').send();
  });
};
