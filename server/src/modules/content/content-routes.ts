import type { FastifyPluginAsync } from 'fastify';
import { contentContract } from '../../../../shared-api/src/contracts/content.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { directors, featuredMediaMentions, highlights, homeFigures, listMediaMentions, partners } from './home-queries.js';
import { featuredPressReleases, findPressRelease, listPressReleases } from './press-queries.js';

// Content changes when editors publish, not per visitor: a short shared cache spares the database.
const CACHE = 'public, max-age=300';
// The board, the partners, the highlights and the home page's figures are published (or scheduled, or taken back) by
// staff at any moment: a browser or proxy asks again on every load, so a change shows at the next load whichever
// instance answers (as blog posts do, mfe-public/src/features/blog/server/routes.ts).
const FRESH = 'public, no-cache';
const isHomeContentRead = (url: string) => /^\/api\/(?:directors|partners|corporate-partners|highlights|home-figures)(?:[/?]|$)/.test(url);
// And press releases and media mentions (the home page's In the Press and Featured in included).
const isPressRead = (url: string) => /^\/api\/(?:pressreleases|featured-pressreleases|mediamentions|mediamentions-order)(?:[/?]|$)/.test(url);

/** The public site's content: press, media mentions, partners, highlights and the board (blog posts: mfe-public's blog feature). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', isHomeContentRead(request.url) || isPressRead(request.url) ? FRESH : CACHE);
  });

  // GET packages/{…} is the packages module's: the same path answers an event's package by its number.
  serveSome(app, contentContract, {
    getFeaturedPressReleases: async () => ok(await featuredPressReleases(app.db, app.config.clock.now())),
    getCorporatePartners: async () => ok(await partners(app.db, true, app.config.clock.now())),
    getPartners: async () => ok(await partners(app.db, false, app.config.clock.now())),
    getHighlights: async () => ok(await highlights(app.db, app.config.clock.now())),
    getFeaturedMediaMentions: async () => ok(await featuredMediaMentions(app.db, app.config.clock.now())),
    getDirectors: async () => ok(await directors(app.db, app.config.clock.now())),
    getHomeFigures: async () => ok(await homeFigures(app.db, app.config.clock.now())),

    getPressReleases: async (request) => ok(await listPressReleases(app.db, request.query, app.config.clock.now())),
    getMediaMentions: async (request) => ok(await listMediaMentions(app.db, request.query, app.config.clock.now())),

    getPressRelease: async (request) => {
      const release = await findPressRelease(app.db, request.params.id, app.config.clock.now());
      if (!release) throw notFound('This press release does not exist.');
      return ok(release);
    },
  });
};

export default contentRoutes;
