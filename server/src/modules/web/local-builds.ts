import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { repoRoot } from '../../config.js';

// The one list of remotes, at the repository's root.
const REMOTES: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));

/**
 * Development: each remote's local build (`<remote>/dist/<version>/`) at `/local/<remote>/`, same-origin
 * so the CSP allows it; a browser opts in with `?mfe-override=<remote>@/local/<remote>/mf-manifest.json`.
 * Files are revalidated on every load, since a rebuild replaces them in place.
 */
const localBuildRoutes: FastifyPluginAsync = async (app) => {
  for (const remote of REMOTES) {
    const pkg = path.join(repoRoot, remote, 'package.json');
    if (!fs.existsSync(pkg)) continue;
    const version: unknown = JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
    if (typeof version !== 'string') continue;
    await app.register(fastifyStatic, {
      root: path.join(repoRoot, remote, 'dist', version),
      prefix: `/local/${remote}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-store'),
    });
  }
};

export default localBuildRoutes;
