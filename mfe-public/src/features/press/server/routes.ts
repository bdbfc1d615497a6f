import type { FastifyPluginAsync } from 'fastify';
import { depsOf, notFound, ok, serveSome } from '../../../../../server/src/kit.js';
import { pressContract } from '../contract.js';
import { featuredMediaMentions, featuredPressReleases, findPressRelease, listMediaMentions, listPressReleases } from './queries.js';

// Press releases and media mentions (the home page's In the Press and Featured in included) are published (or
// scheduled, or taken back) by staff at any moment: a browser or proxy asks again on every load, so a change shows at
// the next load whichever instance answers.
const PRESS_CACHE = 'public, no-cache';

/** Visitors read published press releases and media mentions (how staff write them: admin-routes.ts). */
const pressRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  serveSome(app, pressContract, {
    getFeaturedPressReleases: async (_request, reply) => {
      const releases = await featuredPressReleases(deps.db, deps.clock.now());
      reply.header('cache-control', PRESS_CACHE);
      return ok(releases);
    },

    getFeaturedMediaMentions: async (_request, reply) => {
      const mentions = await featuredMediaMentions(deps.db, deps.clock.now());
      reply.header('cache-control', PRESS_CACHE);
      return ok(mentions);
    },

    getPressReleases: async (request, reply) => {
      const page = await listPressReleases(deps.db, request.query, deps.clock.now());
      reply.header('cache-control', PRESS_CACHE);
      return ok(page);
    },

    getMediaMentions: async (request, reply) => {
      const page = await listMediaMentions(deps.db, request.query, deps.clock.now());
      reply.header('cache-control', PRESS_CACHE);
      return ok(page);
    },

    getPressRelease: async (request, reply) => {
      const release = await findPressRelease(deps.db, request.params.id, deps.clock.now());
      if (!release) throw notFound('This press release does not exist.');
      reply.header('cache-control', PRESS_CACHE);
      return ok(release);
    },
  });
};

export default pressRoutes;
