import type { FastifyPluginAsync } from 'fastify';
import { depsOf, ok, serveSome } from '../../../../../server/src/kit.js';
import { homeContentContract } from '../contract.js';
import { directors, highlights, homeFigures, partners } from './queries.js';

// The board, the partners, the highlights and the home page's figures are published (or scheduled, or taken back) by
// staff at any moment: a browser or proxy asks again on every load, so a change shows at the next load whichever
// instance answers (as blog posts, press releases and media mentions do).
const FRESH = 'public, no-cache';

/** Visitors read the partners, the highlights, the board and the home page's figures (how staff keep them: admin-routes.ts). */
const homeContentRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();

  serveSome(app, homeContentContract, {
    getCorporatePartners: async (_request, reply) => {
      const list = await partners(deps.db, true, now());
      reply.header('cache-control', FRESH);
      return ok(list);
    },
    getPartners: async (_request, reply) => {
      const list = await partners(deps.db, false, now());
      reply.header('cache-control', FRESH);
      return ok(list);
    },
    getHighlights: async (_request, reply) => {
      const list = await highlights(deps.db, now());
      reply.header('cache-control', FRESH);
      return ok(list);
    },
    getDirectors: async (_request, reply) => {
      const list = await directors(deps.db, now());
      reply.header('cache-control', FRESH);
      return ok(list);
    },
    getHomeFigures: async (_request, reply) => {
      const list = await homeFigures(deps.db, now());
      reply.header('cache-control', FRESH);
      return ok(list);
    },
  });
};

export default homeContentRoutes;
