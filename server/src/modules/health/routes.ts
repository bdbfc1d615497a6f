import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { object, ok, responses, str } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';

/** For load balancers and uptime checks: answers 200 only when the database answers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: responses(object({ status: str(), database: str() })) } },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return ok({ status: 'ok', database: 'ok' });
    },
  );
};

export default healthRoutes;
