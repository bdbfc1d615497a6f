import type { FastifyPluginAsync } from 'fastify';
import { Health } from '../../../../shared-api/src/shapes/common.js';
import { ok, responses } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';
import { pingDatabase } from './queries.js';

/** For load balancers and uptime checks: answers 200 only when the database answers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], summary: 'Liveness and database check', response: responses(Health) } },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return ok({ status: 'ok', database: 'ok' });
    },
  );
};

export default healthRoutes;
