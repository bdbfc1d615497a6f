import type { FastifyPluginAsync } from 'fastify';
import { HttpError, ok, serve } from '../../../../../server/src/kit.js';
import { systemContract } from '../contract.js';
import { systemReader } from './system.js';

/** The admins' system page: the site's state as this instance reads it now. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  const readSystem = systemReader(app);
  serve(app, systemContract, {
    getStaffSystem: async (_request, reply) => {
      const { readiness, ...figures } = await readSystem();
      // Readiness has no answer only while the instance starts: it answers 503, as readiness does then.
      if (!readiness) throw new HttpError(503, 'This instance is starting.');
      // Figures of this moment: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return ok({ ...figures, readiness });
    },
  });
};

export default systemRoutes;
