import type { FastifyPluginAsync } from 'fastify';
import { contentContract } from '../../../../shared-api/src/contracts/content.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { requestLocale } from '../../lib/texts.js';
import { findPackage as findMembershipPackage } from '../content/plan-queries.js';
import { findPackage as findEventPackage } from '../events/queries.js';

const NO_MEMBERSHIP_PACKAGE = 'This membership package does not exist.';
const NO_EVENT_PACKAGE = 'This package does not exist.';
/** A membership package's name is never only digits: digits are an event package's number (ids fit 32 bits). */
const PACKAGE_ID = /^\d+$/;
const MAX_ID = 2_147_483_647;

/**
 * GET packages/{…}, the one path both specs give a package: the first reads a membership package by its name, the
 * second an event's package by its number, as `data[0]`. Membership packages change when staff edit them, rarely:
 * a short shared cache spares the database, as for the rest of the public content; an event's seats left do not wait.
 */
const packageRoutes: FastifyPluginAsync = async (app) => {
  serveSome(app, contentContract, {
    getPackage: async (request, reply) => {
      const { name } = request.params;
      if (PACKAGE_ID.test(name)) {
        const id = Number(name);
        const pkg = id >= 1 && id <= MAX_ID ? await findEventPackage(app.db, id) : undefined;
        if (!pkg) throw notFound(NO_EVENT_PACKAGE);
        return ok([pkg]);
      }
      // In the caller's language (the answer varies by Accept-Language, as every answer does).
      const pkg = await findMembershipPackage(app.db, name, requestLocale(request));
      if (!pkg) throw notFound(NO_MEMBERSHIP_PACKAGE);
      reply.header('cache-control', 'public, max-age=300');
      return ok(pkg);
    },
  });
};

export default packageRoutes;
