import type { FastifyPluginAsync } from 'fastify';
import { memberOf, ok, serve } from '../../../../../server/src/kit.js';
import { myTicketsContract } from '../contract.js';
import { memberUpcomingTickets } from './queries.js';

/** My tickets: the member's own, never another's (the query is by the signed-in member). */
const myTicketsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, myTicketsContract, {
    getMyTickets: async (request) => ok(await memberUpcomingTickets(app.db, memberOf(request).userId, request.query, app.config.clock.now())),
  });
};

export default myTicketsRoutes;
