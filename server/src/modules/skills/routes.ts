import type { FastifyPluginAsync } from 'fastify';
import { skillContract } from '../../../../shared-api/src/contracts/skills.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { primarySkills, secondarySkills } from './queries.js';

// The taxonomy changes only with a deployment; an hour of browser caching spares the profile form a round trip.
const cacheable = 'public, max-age=3600';

/** The skills taxonomy for the profile form's two selectors. */
const skillRoutes: FastifyPluginAsync = async (app) => {
  serve(app, skillContract, {
    getPrimarySkills: async (_request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await primarySkills(app.db));
    },

    getSecondarySkills: async (request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await secondarySkills(app.db, request.query.parent_id));
    },
  });
};

export default skillRoutes;
