import type { FastifyPluginAsync } from 'fastify';
import { conflict, findEvent, karachiTime, memberOf, notFound, ok, serveSome, unprocessable } from '../../../../../server/src/kit.js';
import { checkInContract } from '../contract.js';
import { checkIn, checkInTicket, type CheckInResult } from './check-in.js';
import { checkInCount, searchAttendees } from './door.js';

/** A check-in's answer, or the reason it is refused as staff at the door read it, whether by code or by search. */
function answer(result: CheckInResult, doorTitle: string) {
  switch (result.result) {
    case 'forged':
      throw unprocessable({ code: 'This is not a valid ticket code.' });
    case 'not-found':
      throw notFound('This ticket does not exist.');
    case 'other-event':
      throw unprocessable({ code: `This ticket is for ${result.event}, not ${doorTitle}.` });
    case 'unpaid':
      throw conflict('This ticket has no paid order: it does not admit anyone.');
  }
  const data = { result: result.result, checked_in_at: result.checkedInAt, holder: result.holder, event: result.event, package: result.package };
  return ok(data, result.result === 'checked-in' ? `${result.holder} is checked in.` : `${result.holder} was already checked in at ${karachiTime(result.checkedInAt)} (Karachi time).`);
}

/** Staff at an event's door: check tickets in by the code in their QR or as found by a search, and count who came. */
const checkInRoutes: FastifyPluginAsync = async (app) => {
  const doorEvent = async (id: number) => {
    const event = await findEvent(app.db, id);
    if (!event) throw notFound('This event does not exist.');
    return event;
  };

  // The door offline's calls are door-routes.ts's.
  serveSome(app, checkInContract, {
    checkInTicket: async (request) => {
      const event = await findEvent(app.db, request.body.event_id);
      if (!event) throw unprocessable({ event_id: 'Please choose the event' });
      return answer(await checkIn(app.db, request.body.code, memberOf(request).userId, event.id, request.body.device_id), event.title);
    },

    checkInAttendee: async (request) => {
      const event = await doorEvent(request.params.id);
      return answer(await checkInTicket(app.db, request.params.ticketId, memberOf(request).userId, event.id), event.title);
    },

    searchAttendees: async (request) => {
      const event = await doorEvent(request.params.id);
      return ok(await searchAttendees(app.db, event.id, request.query.q));
    },

    getCheckInCount: async (request) => {
      const event = await doorEvent(request.params.id);
      return ok(await checkInCount(app.db, event.id));
    },
  });
};

export default checkInRoutes;
