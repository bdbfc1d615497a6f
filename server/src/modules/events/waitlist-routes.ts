import type { FastifyPluginAsync } from 'fastify';
import { Type } from '../../../../shared-api/src/shapes/common.js';
import * as yup from 'yup';
import { WaitingFor } from '../../../../shared-api/src/shapes/waitlist.js';
import { ok, responses } from '../../http/envelope.js';
import { conflict, notFound } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { findPackage } from './queries.js';
import { waitingFor } from './waitlist.js';

const tags = ['events'];
const number = (name: string, what: string) => {
  const message = `${name} must be ${what}`;
  return yup.number().typeError(message).integer(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message).required(message);
};
const eventParams = yup.object({ eventId: number('eventId', 'an event number') });
const packageParams = yup.object({ packageId: number('packageId', 'a package number') });
const answer = responses(Type.Array(WaitingFor));

/** A full package's waitlist: members join and leave it; seats given back are offered to them in turn (waitlist.ts). */
const waitlistRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { eventId: number } }>(
    '/user/events/:eventId/waitlist',
    { config: { access: 'member', owns: 'everyone' }, schema: { tags, summary: 'The event’s packages the member waits for', params: yupSchema(eventParams), response: answer } },
    async (request) => ok(await waitingFor(app.db, memberOf(request).userId, request.params.eventId)),
  );

  app.post<{ Params: { packageId: number } }>(
    '/user/packages/:packageId/waitlist',
    {
      config: { access: 'member', owns: 'everyone' },
      schema: { tags, summary: 'Join a full package’s waitlist; asking again changes nothing. A package with seats left answers 409: book one instead', params: yupSchema(packageParams), response: answer },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const pkg = await findPackage(app.db, request.params.packageId);
      if (!pkg) throw notFound('This package does not exist.');
      if (pkg.registrations_closed) throw conflict('Registrations for this event are closed.');
      if (pkg.seats_left > 0) throw conflict('Seats are still free: book yours now.');
      await app.db.insertInto('event_waitlist').values({ package_id: pkg.id, user_id: userId }).onConflict((oc) => oc.columns(['package_id', 'user_id']).doNothing()).execute();
      return ok(await waitingFor(app.db, userId, pkg.event.id), 'You are on the waitlist. We will e-mail you when a seat is free.');
    },
  );

  app.post<{ Params: { packageId: number } }>(
    '/user/packages/:packageId/waitlist/leave',
    { config: { access: 'member', owns: 'everyone' }, schema: { tags, summary: 'Leave a package’s waitlist', params: yupSchema(packageParams), response: answer } },
    async (request) => {
      const { userId } = memberOf(request);
      const pkg = await findPackage(app.db, request.params.packageId);
      if (!pkg) throw notFound('This package does not exist.');
      await app.db.deleteFrom('event_waitlist').where('package_id', '=', pkg.id).where('user_id', '=', userId).execute();
      return ok(await waitingFor(app.db, userId, pkg.event.id), 'You have left the waitlist.');
    },
  );
};

export default waitlistRoutes;
