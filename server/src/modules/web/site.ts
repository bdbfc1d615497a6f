import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Build output names carry an 8+ character content hash (main.3f9a1c2b.js); others may change in place.
const isHashed = (file: string) => /[.-][0-9a-f]{8,}\./i.test(path.basename(file));

// Source maps stay beside the build for error reporting, and are never served: they hold the source.
const isSourceMap = (pathName: string) => pathName.endsWith('.map');

// Federation entry points keep their names across builds of a version; everything else in it is immutable.
const revalidatedRemoteFiles = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Production: the built shell at /, the published remotes at /remotes/<name>/<version>/. */
interface WebOptions {
  shellDir: string;
  deployDir: string;
  /** index.html with the manifest inlined */
  shellPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const webRoutes: FastifyPluginAsync<WebOptions> = async (app, { shellDir, deployDir, shellPage }) => {
  // Every other page URL reaches the shell through the not-found fallback; the root is a folder, so it needs its own route.
  app.get('/', { schema: { hide: true } }, shellPage);

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // index.html is only ever served with the manifest inlined (the not-found fallback does that).
    allowedPath: (pathName) => pathName !== '/index.html' && !isSourceMap(pathName),
    setHeaders: (reply, file) => reply.header('cache-control', isHashed(file) ? IMMUTABLE : REVALIDATE),
  });

  await app.register(fastifyStatic, {
    root: deployDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Only files inside a published version: not the pins file or anything else at the top.
    allowedPath: (pathName) => pathName.split('/').filter(Boolean).length >= 3 && !isSourceMap(pathName),
    setHeaders: (reply, file) => reply.header('cache-control', revalidatedRemoteFiles.has(path.basename(file)) ? REVALIDATE : IMMUTABLE),
  });
};

export default webRoutes;
