import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { remoteEntryOf, type PublishedReader } from '../remotes/manifest.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Build output names carry an 8+ character content hash (main.3f9a1c2b.js); others may change in place.
const isHashed = (file: string) => /[.-][0-9a-f]{8,}\./i.test(path.basename(file));

// Source maps stay beside the build for error reporting, and are never served: they hold the source. Nor are the
// server bundles (`server/` of the shell and of each remote version): the server renders with them, browsers never do.
const isSourceMap = (pathName: string) => pathName.endsWith('.map');
const isServerBundle = (pathName: string) => /(^|\/)server\//.test(pathName);

/** The browser's copy is current: its `If-None-Match` names this file's ETag (weak comparison, as for GET). */
export const fresh = (request: FastifyRequest, etag: string) => {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.trim() === '*' || asked.split(',').some((tag) => strip(tag) === strip(etag));
};

// Federation entry points keep their names across builds of a version (on a developer's machine, where a version is
// built again in place); everything else in it is immutable. The entry asked for by its digest (`remoteEntry.js?v=…`,
// as the federation manifest browsers are given names it, see PublishedVersion) is immutable too.
const revalidatedRemoteFiles = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Production: the built shell at /, the published remotes at /remotes/<name>/<version>/. */
interface WebOptions {
  shellDir: string;
  /** index.html with the manifest inlined */
  shellPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** the published versions' route tables and federation manifests */
  published?: PublishedReader;
}

/** A key of the remotes' storage as `<name>/<version>/<file in it>`. */
const versionFile = (key: string) => /^([^/]+)\/([^/]+)\/(.+)$/.exec(key);

const webRoutes: FastifyPluginAsync<WebOptions> = async (app, { shellDir, shellPage, published }) => {
  // Every other page URL reaches the shell through the not-found fallback; the root is a folder, so it needs its own route.
  app.get('/', { schema: { hide: true } }, shellPage);

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // index.html is only ever served with the manifest inlined (the not-found fallback does that).
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/islands.html' && !isSourceMap(pathName) && !isServerBundle(pathName),
    setHeaders: (reply, file) => reply.header('cache-control', isHashed(file) ? IMMUTABLE : REVALIDATE),
  });

  // The published remotes, from their storage (the deploy folder, or the bucket every instance shares). Only files
  // inside a published version are keys of that storage: not the pins file or anything else at the top.
  app.get('/remotes/*', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { '*': string }; Querystring: { v?: unknown } }>, reply) => {
    const key = request.params['*'];
    const parts = versionFile(key);
    const version = parts && published && revalidatedRemoteFiles.has(path.basename(key)) ? await published(parts[1], parts[2]).catch(() => null) : null;
    // The federation manifest as browsers are given it, its entry named by its digest.
    if (version?.entryDigest && parts?.[3] === 'mf-manifest.json') {
      const body = Buffer.from(JSON.stringify(version.browserManifest));
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', REVALIDATE).header('etag', etag);
      if (fresh(request, etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    }
    const file = isSourceMap(key) || isServerBundle(key) ? null : await app.remoteFiles.get(key);
    if (!file) return reply.callNotFound();
    const entryName = version?.entryDigest === undefined ? undefined : remoteEntryOf(version.federationManifest)?.name;
    const entry = entryName !== undefined && path.basename(key) === entryName;
    const byDigest = entry && request.query.v === version!.entryDigest;
    reply.header('cache-control', byDigest || !revalidatedRemoteFiles.has(path.basename(key)) ? IMMUTABLE : REVALIDATE).header('etag', file.etag);
    if (fresh(request, file.etag)) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply.type(file.mime).header('content-length', file.bytes).send(file.stream);
  });
};

export default webRoutes;
