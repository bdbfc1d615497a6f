import type { FastifyPluginAsync } from 'fastify';
import { ROUTE_ACCESS_VALUES, ROUTE_REDIRECT_VALUES, type ShellManifest } from '../../../../shared-api/src/routes.js';

const shellManifestSchema = {
  type: 'object',
  required: ['remotes'],
  properties: {
    overridesAllowed: { type: 'boolean', description: 'whether a browser may point a remote at a local build (development)' },
    org: { type: 'object', additionalProperties: true, description: 'the association’s identity, when configured' },
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'scope', 'version', 'entry', 'routes'],
        properties: {
          name: { type: 'string' },
          scope: { type: 'string' },
          version: { type: 'string' },
          entry: { type: 'string', description: 'URL of the version’s mf-manifest.json' },
          texts: {
            type: 'object',
            description: 'the Urdu of the routes’ titles and menu labels (`ur`: English → Urdu), from the remote’s own catalog of texts',
            properties: { ur: { type: 'object', additionalProperties: { type: 'string' } } },
          },
          routes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['path', 'page', 'access', 'title'],
              properties: {
                path: { type: 'string' },
                page: { type: 'string' },
                access: { type: 'string', enum: [...ROUTE_ACCESS_VALUES] },
                redirect: { type: 'string', enum: [...ROUTE_REDIRECT_VALUES] },
                title: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
};

/** GET /remotes.json: the pinned remotes the shell loads (also inlined into index.html in production). */
const remoteRoutes: FastifyPluginAsync<{ manifest: () => ShellManifest | Promise<ShellManifest> }> = async (app, { manifest }) => {
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['shell'],
        summary: 'The shell manifest: each pinned remote with its version, mf-manifest.json URL and routes (not an envelope)',
        response: { 200: shellManifestSchema },
      },
    },
    async (_request, reply) => {
      // Pins change without a deployment of the shell, so browsers must always ask.
      reply.header('cache-control', 'no-cache');
      return await manifest();
    },
  );
};

export default remoteRoutes;
