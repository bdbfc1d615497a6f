import type { FastifyPluginAsync } from 'fastify';
import { healthContract } from '../../../../shared-api/src/contracts/health.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';
import { pingDatabase } from './queries.js';
import { registerSiteMetrics } from './site-metrics.js';

/**
 * For load balancers and uptime checks. `live`: the process answers (restart it when it does not). `ready`: this
 * instance can serve (send it visitors only while it is). `/health` is the older check of the database alone.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  registerSiteMetrics(app);
  serve(app, healthContract, {
    getHealth: async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return ok({ status: 'ok', database: 'ok' });
    },
    getLiveness: async () => ok({ status: 'alive' as const }),
    // The same answer as on the metrics port (checks.ts): one set of checks per process.
    getReadiness: async (_request, reply) => {
      const { status, body } = await app.health.ready();
      reply.header('cache-control', 'no-store');
      const { data } = body;
      if (!data) throw new HttpError(503, body.message);
      reply.code(status);
      return { ...body, data };
    },
  });
};

export default healthRoutes;
