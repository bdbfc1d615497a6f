import type { FastifyPluginAsync } from 'fastify';
import { contentContract } from '../../../../shared-api/src/contracts/content.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { directors, highlights, homeFigures, partners } from './home-queries.js';

// Content changes when editors publish, not per visitor: a short shared cache spares the database.
const CACHE = 'public, max-age=300';
// The board, the partners, the highlights and the home page's figures are published (or scheduled, or taken back) by
// staff at any moment: a browser or proxy asks again on every load, so a change shows at the next load whichever
// instance answers (as blog posts, press releases and media mentions do: mfe-public/src/features/blog/server/routes.ts,
// mfe-public/src/features/press/server/routes.ts).
const FRESH = 'public, no-cache';
const isHomeContentRead = (url: string) => /^\/api\/(?:directors|partners|corporate-partners|highlights|home-figures)(?:[/?]|$)/.test(url);

/** The public site's content: partners, highlights, the board and the home page's figures (blog posts, press releases and media mentions: mfe-public's blog and press features). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', isHomeContentRead(request.url) ? FRESH : CACHE);
  });

  // GET packages/{…} is the packages module's: the same path answers an event's package by its number.
  serveSome(app, contentContract, {
    getCorporatePartners: async () => ok(await partners(app.db, true, app.config.clock.now())),
    getPartners: async () => ok(await partners(app.db, false, app.config.clock.now())),
    getHighlights: async () => ok(await highlights(app.db, app.config.clock.now())),
    getDirectors: async () => ok(await directors(app.db, app.config.clock.now())),
    getHomeFigures: async () => ok(await homeFigures(app.db, app.config.clock.now())),
  });
};

export default contentRoutes;
