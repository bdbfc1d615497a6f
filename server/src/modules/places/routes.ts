import type { FastifyPluginAsync } from 'fastify';
import { placeContract } from '../../../../shared-api/src/contracts/places.js';
import { PROVINCES } from '../../../../shared-api/src/enums.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { listCities, listCityRegions } from './queries.js';

const cacheable = 'public, max-age=3600';

/** Cities and provinces for the profile form's selectors. */
const placeRoutes: FastifyPluginAsync = async (app) => {
  serve(app, placeContract, {
    getCities: async (_request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await listCities(app.db));
    },

    getProvinces: async (_request, reply) => {
      const known = new Set<string>(PROVINCES);
      const others = await listCityRegions(app.db);
      reply.header('cache-control', cacheable);
      return ok([...PROVINCES, ...others.filter((p) => !known.has(p))]);
    },
  });
};

export default placeRoutes;
