import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import { HttpError } from '../../http/errors.js';
import { FIRST_VIEW_ATTRIBUTE } from '../../../../shared-api/src/routes.js';
import { EARLY_INPUT_SCRIPT, ISLANDS_ROOT_ATTRIBUTE, PERSONAL_PAGE_ATTRIBUTE, SCRIPTS_AHEAD_ELEMENT } from '../../../../shared-api/src/islands.js';
import { fresh } from './site.js';
import { languageOfRequest, urduFont, withLanguage } from './language.js';

/**
 * JSON that is safe inside <script type="application/json">: `<`, `>` and `&` are escaped, so neither
 * `</script>` nor `<!--` in any value can end the element; U+2028/2029 for old parsers.
 */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the manifest (and any other data blocks) inlined before </head>: data, not script, so
 * the CSP needs no inline script.
 */
export function withManifest(html: string, manifest: ShellManifest, extra = '') {
  // The server bundles' digests are the server's business: the browser gets the rest.
  const forBrowser = { ...manifest, remotes: manifest.remotes.map(({ serverBundle: _serverBundle, ...remote }) => remote) };
  const tag = `<script type="application/json" id="shell-manifest">${inlineJson(forBrowser)}</script>${extra}`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : `${tag}${html}`;
}

/**
 * What a phone shows while the shell's code is on its way, instead of a blank page: the header's outline (the logo's
 * brand-coloured mark where the logo will be) and grey blocks where the page's title and text will be. Plain HTML and
 * a few hundred bytes of CSS inside the root, so React's first render replaces all of it; the sizes are the
 * layout's own (a 64 px header with its bottom border, the page's column), so nothing jumps when it does.
 */
export const STATIC_FRAME =
  '<style>' +
  '.sf-h{height:64px;border-bottom:1px solid #e4e4e7;box-sizing:border-box}' +
  '.sf-w{max-width:1280px;margin:0 auto;padding:16px;box-sizing:border-box}' +
  '.sf-h .sf-w{display:flex;align-items:center;gap:8px;height:100%;padding-top:0;padding-bottom:0}' +
  '.sf-l{width:32px;height:32px;border-radius:8px;background:#137f53}' +
  '.sf-m{max-width:1024px;padding:24px 16px}' +
  '.sf-b{height:16px;margin-bottom:12px;border-radius:4px;background:#f4f4f5}' +
  '@media(min-width:768px){.sf-w{padding:16px 24px}.sf-m{padding:40px 24px}}' +
  '</style>' +
  '<div aria-hidden="true">' +
  '<div class="sf-h"><div class="sf-w"><div class="sf-l"></div><div class="sf-b" style="width:80px;margin:0"></div></div></div>' +
  '<div class="sf-w sf-m">' +
  '<div class="sf-b" style="height:36px;width:60%;margin-bottom:24px"></div>' +
  '<div class="sf-b"></div><div class="sf-b" style="width:90%"></div><div class="sf-b" style="width:70%"></div>' +
  '<div class="sf-b" style="height:160px;margin-top:24px;border-radius:12px"></div>' +
  '</div></div>';

/** index.html with the static frame in its empty root (left as it is when the root is not the empty one we know). */
export const withFrame = (html: string) => html.replace('<div id="root"></div>', () => `<div id="root">${STATIC_FRAME}</div>`);

/** What a page's first view adds to index.html (see first-view.ts). */
export interface FirstViewParts {
  /** data blocks for the head */
  tags: string;
  /** the page rendered on the server, for the root (else the static frame) */
  root?: string;
  /** the document's title for that page */
  title?: string;
  /** the page holds what only this visitor may see */
  personal?: boolean;
  /** the page hydrates as islands (docs/decisions/028): sent with the islands' script, not the shell's entry */
  islands?: boolean;
  /** a member's page of islands (decision 043): read again when the browser shows it from its history */
  memberPage?: boolean;
  /** the page's record lives at this path (an old slug was asked for): answered with a permanent redirect */
  redirect?: string;
  /** the session's user as the page was drawn for, when the browser's cookie says otherwise; null: signed out */
  session?: string | null;
  /** 404: no page lives at the address, or the record the page shows does not exist (the page says so) */
  status?: 404;
  /**
   * A page of islands that leads to a member's page (sign-in, registration): the landing page's remote files, which the
   * page fetches ahead with the shell's own (`SCRIPTS_AHEAD_ELEMENT`, decision 039).
   */
  ahead?: string[];
}

/** The shell's entry and the chunks its index.html preloads: what a page hydrated whole runs first. */
export function shellScripts(index: string): string[] {
  const entry = [...index.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"/g)].map((match) => match[1]);
  const preloaded = [...index.matchAll(/<link rel="preload" as="script" href="(\/[^"]+\.js)">/g)].map((match) => match[1]);
  return [...new Set([...entry, ...preloaded])];
}

/** The session cookies as shared-api's session writes them (30 days, the whole site, lax), or cleared. */
function sessionCookies(request: FastifyRequest, user: string | null) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const attributes = (maxAge: number) => `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  if (user === null) return [`auth=${attributes(0)}`, `user_details=${attributes(0)}`];
  return [`user_details=${encodeURIComponent(user)}${attributes(30 * 24 * 60 * 60)}`];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head's preloads of the shell's chunks (tools/webpack/preset.cjs, PreloadFirstViewPlugin). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="[^"]*">/g;

/**
 * index.html with a page rendered on the server in its root, marked for the browser to hydrate (unchanged when the
 * root is not the one we know), and the inline script that holds a press made before the page's script has come. Its head loses the preloads of the shell's chunks: they are there to draw a page the
 * browser renders, and a page drawn from the HTML needs no script to be seen. Fetched with the HTML, they shared a
 * slow link with it and ran before the browser's first paint; without them the first paint comes earlier and the page
 * is ready as soon (figures in docs/decisions/025). The shell's entry asks for them when it runs.
 */
export function withRenderedRoot(html: string, rendered: string, islands = false, memberPage = false) {
  const frame = `<div id="root">${STATIC_FRAME}</div>`;
  if (!html.includes(frame)) return html;
  const marks = [FIRST_VIEW_ATTRIBUTE, ...(islands ? [ISLANDS_ROOT_ATTRIBUTE] : []), ...(islands && memberPage ? [PERSONAL_PAGE_ATTRIBUTE] : [])].join(' ');
  const { body, styles } = hoistStyles(rendered);
  return html
    .replace(frame, () => `<div id="root" ${marks}>${body}</div>`)
    .replace(SCRIPT_PRELOAD, '')
    .replace(/<head>(<meta charset="[^"]*">)?/, (head) => `${head}<script>${EARLY_INPUT_SCRIPT}</script>`)
    .replace('</head>', () => `${styles}</head>`);
}

/** Emotion's style elements, as the server's render writes them beside the elements they style. */
const EMOTION_STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * The page's styles moved to the head, in their order (docs/decisions/028): where emotion writes them, inside the page,
 * they are text of the headings and links they sit in, for anything that reads the page without its script (a page of
 * islands is never hydrated around them, and a search engine never runs it). Emotion finds them in the head as it
 * would have moved them there itself before hydrating.
 */
export function hoistStyles(rendered: string) {
  const styles: string[] = [];
  const body = rendered.replace(EMOTION_STYLE, (style) => {
    styles.push(style);
    return '';
  });
  return { body, styles: styles.join('') };
}

/** A page template, with the static frame in its root, read again when its file changes; null when there is none. */
function templateFile(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (): Promise<string | null> => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: withFrame(await fs.promises.readFile(file, 'utf8')) };
    return cached.html;
  };
}

/**
 * Answers every page URL with the shell, so deep links work; index.html is re-read when it changes.
 * `firstView` adds what a page's first view needs (see first-view.ts), and its status: an address no page lives at is
 * answered 404.
 */
export function shellPage(
  shellDir: string,
  manifest: () => ShellManifest | Promise<ShellManifest>,
  firstView?: (request: FastifyRequest, manifest: ShellManifest) => Promise<string | FirstViewParts>,
  { publicUrl = '' }: { publicUrl?: string } = {},
) {
  const font = urduFont(shellDir);
  const origin = publicUrl.replace(/\/+$/, '');
  // islands.html is index.html with the islands' script in place of the shell's entry (tools/webpack/preset.cjs).
  const templates = { whole: templateFile(path.join(shellDir, 'index.html')), islands: templateFile(path.join(shellDir, 'islands.html')) };
  // A visitor's page as sent, by the first view it was made from (kept a few seconds by first-view.ts): the same view,
  // manifest and index.html make the same bytes, so most visits send them without putting a page together again.
  const made = new WeakMap<FirstViewParts, { manifest: ShellManifest; index: string; body: Buffer; etag?: string }>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const whole = await templates.whole();
    if (whole === null) throw new HttpError(503, 'The site has not been built yet (npm run build).');
    // A reader who chose Urdu reads every page in Urdu but the staff pages, which have only their English address
    // (docs/decisions/030).
    const language = languageOfRequest(request);
    if (language.redirect && language.englishOnly) {
      // Always so, whoever asks: a shared cache may keep it a while.
      return reply.code(301).header('location', language.redirect).header('cache-control', 'public, max-age=300').send();
    }
    if (language.redirect && request.method === 'GET') {
      return reply.code(302).header('location', language.redirect).header('cache-control', 'private, no-cache').header('vary', 'Cookie').send();
    }
    const pinned = await manifest();
    // HEAD too, as a monitor asks: its status is the page's.
    const given = firstView && (request.method === 'GET' || request.method === 'HEAD') ? await firstView(request, pinned) : '';
    const parts: FirstViewParts = typeof given === 'string' ? { tags: given } : given;
    // The browser's session cookie is brought up to date with what the page was drawn for (a role given since sign-in,
    // a revoked token), so its own render of the page agrees with the server's.
    if (parts.session !== undefined) reply.header('set-cookie', sessionCookies(request, parts.session));
    if (parts.redirect) {
      // Permanent, but not for ever in a browser's cache: a record's address may change again.
      return reply.code(301).header('location', parts.redirect).header('cache-control', 'public, max-age=300').header('vary', 'Cookie').send();
    }
    // A shell built before islands has no islands.html: its pages hydrate whole.
    const islandsIndex = parts.islands && parts.root !== undefined ? await templates.islands() : null;
    const index = islandsIndex ?? whole;
    // The offer of Urdu depends on the browser's Accept-Language: such a page is put together for it alone.
    const cacheable = typeof given !== 'string' && !language.offerUrdu;
    let body = cacheable ? made.get(given) : undefined;
    if (body?.manifest !== pinned || body.index !== index) {
      // The language's parts go first: the data blocks stay the last of the head.
      const ahead = islandsIndex !== null && parts.ahead ? `<script type="application/json" id="${SCRIPTS_AHEAD_ELEMENT}">${inlineJson([...shellScripts(whole), ...parts.ahead])}</script>` : '';
      let html = withManifest(withLanguage(index, { ...language, origin: origin || `${request.protocol}://${request.host}`, font: font() }), pinned, parts.tags + ahead);
      if (parts.root !== undefined) html = withRenderedRoot(html, parts.root, islandsIndex !== null, parts.memberPage);
      if (parts.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title!)}</title>`);
      const bytes = Buffer.from(html);
      // A visitor's page names its bytes, so a browser that has them is answered 304 with none. A page that is not
      // there is always answered 404 in full (a 304 would stand for a page).
      const etag = parts.personal || language.offerUrdu || parts.status ? undefined : `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
      body = { manifest: pinned, index, body: bytes, etag };
      if (cacheable && !parts.personal) made.set(given, body);
    }
    // A page rendered for a member holds their data: never kept by a shared cache. A visitor's holds only what anyone
    // may read (and its compressed bytes are kept by its ETag, see plugins/compression.ts). Either way it is asked
    // again each time, and it depends on the cookies (signed in or not) and on the encodings the browser takes.
    reply
      .header('cache-control', parts.personal ? 'private, no-cache' : 'public, no-cache')
      .header('vary', 'Cookie, accept-encoding, accept-language');
    if (body.etag) {
      reply.header('etag', body.etag);
      if (fresh(request, body.etag)) return reply.code(304).send();
    }
    // An address no page lives at, or a record that does not exist, is answered 404 with the page that says so: search
    // engines leave it out and monitors see it.
    return reply
      .code(parts.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .send(body.body);
  };
}
