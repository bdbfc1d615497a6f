import type { FastifyPluginAsync } from 'fastify';
import { PROVINCES } from '../../../../shared-api/src/enums.js';
import { ok, responses } from '../../http/envelope.js';
import { listCities, listCityRegions } from './queries.js';

const cacheable = 'public, max-age=3600';

/** Cities and provinces for the profile form's selectors. */
const placeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/cities',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'Cities of Pakistan with their province or region, by name',
        response: responses({
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'province'],
            properties: { name: { type: 'string' }, province: { type: 'string' } },
          },
        }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await listCities(app.db));
    },
  );

  app.get(
    '/provinces',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'The provinces and regions, then any other region a city belongs to (Islamabad Capital Territory)',
        response: responses({ type: 'array', items: { type: 'string' } }),
      },
    },
    async (_request, reply) => {
      const known = new Set<string>(PROVINCES);
      const others = await listCityRegions(app.db);
      reply.header('cache-control', cacheable);
      return ok([...PROVINCES, ...others.filter((p) => !known.has(p))]);
    },
  );
};

export default placeRoutes;
