import type { FastifyPluginAsync } from 'fastify';
import { workOrderExpiry } from './expiry.js';

/** Events, tickets and orders. */
const eventRoutes: FastifyPluginAsync = async (app) => {
  await workOrderExpiry(app);
};

export default eventRoutes;
