import type { FastifyPluginAsync } from 'fastify';
import { conflict, findPackage, memberOf, notFound, ok, serve } from '../../../../../server/src/kit.js';
import { waitlistContract } from '../contract.js';
import { joinWaitlist, leaveWaitlist, waitingFor } from './waitlist.js';

/** A full package's waitlist: members join and leave it; seats given back are offered to them in turn (waitlist.ts). */
const waitlistRoutes: FastifyPluginAsync = async (app) => {
  serve(app, waitlistContract, {
    getWaitlist: async (request) => ok(await waitingFor(app.db, memberOf(request).userId, request.params.eventId)),

    joinWaitlist: async (request) => {
      const { userId } = memberOf(request);
      const pkg = await findPackage(app.db, request.params.packageId);
      if (!pkg) throw notFound('This package does not exist.');
      if (pkg.registrations_closed) throw conflict('Registrations for this event are closed.');
      if (pkg.seats_left > 0) throw conflict('Seats are still free: book yours now.');
      await joinWaitlist(app.db, pkg.id, userId);
      return ok(await waitingFor(app.db, userId, pkg.event.id), 'You are on the waitlist. We will e-mail you when a seat is free.');
    },

    leaveWaitlist: async (request) => {
      const { userId } = memberOf(request);
      const pkg = await findPackage(app.db, request.params.packageId);
      if (!pkg) throw notFound('This package does not exist.');
      await leaveWaitlist(app.db, pkg.id, userId);
      return ok(await waitingFor(app.db, userId, pkg.event.id), 'You have left the waitlist.');
    },
  });
};

export default waitlistRoutes;
