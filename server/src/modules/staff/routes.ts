import type { FastifyPluginAsync } from 'fastify';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { staffQueues } from './queues.js';

/**
 * The staff area's own call: the queues (the members' accounts, the audit log and the system page are mfe-account's
 * features).
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  serve(app, staffContract, {
    getStaffQueues: async (request) => ok(await staffQueues(app.db, app.config.clock.now(), memberOf(request).userId)),
  });
};

export default staffRoutes;
