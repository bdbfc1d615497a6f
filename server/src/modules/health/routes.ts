import type { FastifyPluginAsync } from 'fastify';
import { healthContract } from '../../../../shared-api/src/contracts/health.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';
import { pingDatabase } from './queries.js';

/** For load balancers and uptime checks: answers 200 only when the database answers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, healthContract, {
    getHealth: async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return ok({ status: 'ok', database: 'ok' });
    },
  });
};

export default healthRoutes;
