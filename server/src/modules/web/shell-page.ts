import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import { HttpError } from '../../http/errors.js';

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
  const tag = `<script type="application/json" id="shell-manifest">${inlineJson(manifest)}</script>${extra}`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : `${tag}${html}`;
}

/**
 * Answers every page URL with the shell, so deep links work; index.html is re-read when it changes.
 * `firstView` adds what a page's first view needs (see first-view.ts).
 */
export function shellPage(
  shellDir: string,
  manifest: () => ShellManifest,
  firstView?: (request: FastifyRequest, manifest: ShellManifest) => Promise<string>,
) {
  const file = path.join(shellDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      throw new HttpError(503, 'The site has not been built yet (npm run build).');
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    const pinned = manifest();
    const extra = firstView && request.method === 'GET' ? await firstView(request, pinned) : '';
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withManifest(cached.html, pinned, extra));
  };
}
