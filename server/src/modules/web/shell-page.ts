import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import { HttpError } from '../../http/errors.js';
import { FIRST_VIEW_ATTRIBUTE } from '../../../../shared-api/src/routes.js';
import { fresh } from './site.js';

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
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head's preloads of the shell's chunks (tools/webpack/preset.cjs, PreloadFirstViewPlugin). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="[^"]*">/g;

/**
 * index.html with a page rendered on the server in its root, marked for the browser to hydrate (unchanged when the
 * root is not the one we know). Its head loses the preloads of the shell's chunks: they are there to draw a page the
 * browser renders, and a page drawn from the HTML needs no script to be seen. Fetched with the HTML, they shared a
 * slow link with it and ran before the browser's first paint; without them the first paint comes earlier and the page
 * is ready as soon (figures in docs/decisions/025). The shell's entry asks for them when it runs.
 */
export function withRenderedRoot(html: string, rendered: string) {
  const frame = `<div id="root">${STATIC_FRAME}</div>`;
  if (!html.includes(frame)) return html;
  return html.replace(frame, () => `<div id="root" ${FIRST_VIEW_ATTRIBUTE}>${rendered}</div>`).replace(SCRIPT_PRELOAD, '');
}

/**
 * Answers every page URL with the shell, so deep links work; index.html is re-read when it changes.
 * `firstView` adds what a page's first view needs (see first-view.ts).
 */
export function shellPage(
  shellDir: string,
  manifest: () => ShellManifest | Promise<ShellManifest>,
  firstView?: (request: FastifyRequest, manifest: ShellManifest) => Promise<string | FirstViewParts>,
) {
  const file = path.join(shellDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  // A visitor's page as sent, by the first view it was made from (kept a few seconds by first-view.ts): the same view,
  // manifest and index.html make the same bytes, so most visits send them without putting a page together again.
  const made = new WeakMap<FirstViewParts, { manifest: ShellManifest; index: string; body: Buffer; etag?: string }>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      throw new HttpError(503, 'The site has not been built yet (npm run build).');
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: withFrame(await fs.promises.readFile(file, 'utf8')) };
    const pinned = await manifest();
    const given = firstView && request.method === 'GET' ? await firstView(request, pinned) : '';
    const parts: FirstViewParts = typeof given === 'string' ? { tags: given } : given;
    const index = cached.html;
    let body = typeof given === 'string' ? undefined : made.get(given);
    if (body?.manifest !== pinned || body.index !== index) {
      let html = withManifest(index, pinned, parts.tags);
      if (parts.root !== undefined) html = withRenderedRoot(html, parts.root);
      if (parts.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title!)}</title>`);
      const bytes = Buffer.from(html);
      // A visitor's page names its bytes, so a browser that has them is answered 304 with none.
      const etag = parts.personal ? undefined : `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
      body = { manifest: pinned, index, body: bytes, etag };
      if (typeof given !== 'string' && !parts.personal) made.set(given, body);
    }
    // A page rendered for a member holds their data: never kept by a shared cache. A visitor's holds only what anyone
    // may read (and its compressed bytes are kept by its ETag, see plugins/compression.ts). Either way it is asked
    // again each time, and it depends on the cookies (signed in or not) and on the encodings the browser takes.
    reply
      .header('cache-control', parts.personal ? 'private, no-cache' : 'public, no-cache')
      .header('vary', 'Cookie, accept-encoding');
    if (body.etag) {
      reply.header('etag', body.etag);
      if (fresh(request, body.etag)) return reply.code(304).send();
    }
    return reply.code(200).header('content-type', 'text/html; charset=utf-8').send(body.body);
  };
}
