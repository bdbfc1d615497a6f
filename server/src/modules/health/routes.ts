import type { FastifyPluginAsync } from 'fastify';
import { healthContract } from '../../../../shared-api/src/contracts/health.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';
import { pingDatabase } from './queries.js';
import { readinessChecks } from './readiness.js';
import { registerSiteMetrics } from './site-metrics.js';

/**
 * For load balancers and uptime checks. `live`: the process answers (restart it when it does not). `ready`: this
 * instance can serve (send it visitors only while it is). `/health` is the older check of the database alone.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const readiness = readinessChecks(app);
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
    getReadiness: async (_request, reply) => {
      const answer = await readiness(app.stopping);
      reply.header('cache-control', 'no-store');
      if (answer.status === 'ready' || answer.status === 'degraded') return ok(answer);
      reply.code(503);
      return { error: true, message: answer.status === 'stopping' ? 'This instance is stopping.' : 'This instance cannot serve now.', data: answer };
    },
  });
};

export default healthRoutes;
