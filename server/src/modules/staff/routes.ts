import type { FastifyPluginAsync } from 'fastify';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import { staffQueues } from './queues.js';
import { systemReader } from './system.js';

/**
 * The staff area's own calls: the queues and the admins' system page (the members' accounts and the audit log are
 * mfe-account's features).
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const readSystem = systemReader(app);
  serve(app, staffContract, {
    getStaffQueues: async (request) => ok(await staffQueues(app.db, app.config.clock.now(), memberOf(request).userId)),

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

export default staffRoutes;
