import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { depsOf, ok, serveSome } from '../../../../../server/src/kit.js';
import { homeContentContract } from '../contract.js';
import { directors, highlights, homeFigures, partners } from './queries.js';

// The board, the partners, the highlights and the home page's figures are published (or scheduled, or taken back) by
// staff at any moment: a browser or proxy asks again on every load, so a change shows at the next load whichever
// instance answers (as blog posts, press releases and media mentions do).
const FRESH = 'public, no-cache';

/** The list, with the header that has it asked for again at the next load. */
const fresh = <T>(reply: FastifyReply, list: T) => {
  reply.header('cache-control', FRESH);
  return ok(list);
};

/** Visitors read the partners, the highlights, the board and the home page's figures (how staff keep them: admin-routes.ts). */
const homeContentRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();

  serveSome(app, homeContentContract, {
    getCorporatePartners: async (_request, reply) => fresh(reply, await partners(deps.db, true, now())),
    getPartners: async (_request, reply) => fresh(reply, await partners(deps.db, false, now())),
    getHighlights: async (_request, reply) => fresh(reply, await highlights(deps.db, now())),
    getDirectors: async (_request, reply) => fresh(reply, await directors(deps.db, now())),
    getHomeFigures: async (_request, reply) => fresh(reply, await homeFigures(deps.db, now())),
  });
};

export default homeContentRoutes;
