import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import {
  auditChange,
  auditCreate,
  conflict,
  countLiveOrders,
  depsOf,
  findEvent,
  findEventDetail,
  lockEvent,
  memberOf,
  notFound,
  ok,
  packageIdsOf,
  seatsFreed,
  serve,
  setEventPublished,
  setRegistrationsClosed,
  staffChange,
  type Database,
  type Handler,
} from '../../../../../server/src/kit.js';
import { eventAdminContract } from '../contract.js';
import { saveEvent, staffEventDetail } from './editor.js';
import { listStaffEvents } from './queries.js';
import { eventSnapshot } from './snapshots.js';

const NO_EVENT = 'This event does not exist.';

/**
 * Staff create events as drafts with their packages, speakers, sponsors and gallery, preview and publish them, and
 * open or close registrations.
 */
const eventAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  // More seats, or registrations open again: members waiting are told in turn.
  const offerSeatsOf = async (trx: Transaction<Database>, eventId: number) => {
    for (const packageId of await packageIdsOf(trx, eventId)) await seatsFreed(deps, trx, packageId);
  };

  /** The event as its form shows it, read again inside the change that just saved it. */
  const savedEvent = async (trx: Transaction<Database>, id: number) => {
    const event = await staffEventDetail(trx, id);
    if (!event) throw notFound(NO_EVENT);
    return event;
  };

  /** Close or open registrations. */
  const setRegistrations =
    (action: 'close' | 'open'): Handler<(typeof eventAdminContract)['closeRegistrations']> =>
    async (request) => {
      const closed = action === 'close';
      const { userId } = memberOf(request);
      const id = request.params.eventId;
      const event = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockEvent(trx, id, 'registrations_closed');
        if (!row) throw notFound(NO_EVENT);
        if (row.registrations_closed === closed) throw conflict(closed ? 'Registrations are already closed.' : 'Registrations are already open.');
        await auditChange(trx, audit, { action: `event.${action}`, entity: 'event', id }, (db) => eventSnapshot(db, id), async () => {
          await setRegistrationsClosed(trx, id, closed);
          if (!closed) await offerSeatsOf(trx, id);
        });
        return savedEvent(trx, id);
      });
      return ok(event, closed ? 'Registrations are closed.' : 'Registrations are open.');
    };

  /** Publish a draft, or take a published event back to a draft while nobody holds an order for it. */
  const setPublished =
    (published: boolean): Handler<(typeof eventAdminContract)['publishEvent']> =>
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.eventId;
      const event = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockEvent(trx, id, 'published');
        if (!row) throw notFound(NO_EVENT);
        if (row.published === published) throw conflict(published ? 'This event is already published.' : 'This event is already a draft.');
        if (!published) {
          // An order is placed under a share of the event's row (placeOrder), so none slips in while this lock is held.
          const n = await countLiveOrders(trx, id);
          if (n > 0) throw conflict(`Members hold ${n} ${n === 1 ? 'order' : 'orders'} for this event, and their tickets lead to its page: it cannot become a draft again. Close registrations instead.`);
        }
        await auditChange(trx, audit, { action: published ? 'event.publish' : 'event.unpublish', entity: 'event', id }, (db) => eventSnapshot(db, id), () => setEventPublished(trx, id, published));
        return savedEvent(trx, id);
      });
      return ok(event, published ? 'The event is published: members and visitors can see it.' : 'The event is a draft again: only staff can see it.');
    };

  serve(app, eventAdminContract, {
    getStaffEvents: async () => ok(await listStaffEvents(app.db)),

    getStaffEvent: async (request) => {
      const event = await staffEventDetail(app.db, request.params.eventId);
      if (!event) throw notFound(NO_EVENT);
      return ok(event);
    },

    createEvent: async (request, reply) => {
      const { userId } = memberOf(request);
      const event = await staffChange(app.db, userId, async (trx, audit) => {
        const id = await saveEvent(trx, app.storage, userId, request.body);
        await auditCreate(trx, audit, { action: 'event.create', entity: 'event', id }, (db) => eventSnapshot(db, id));
        return savedEvent(trx, id);
      });
      reply.code(201);
      return ok(event, 'The event has been created as a draft. Preview it, then publish it when it is ready.');
    },

    updateEvent: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.eventId;
      const event = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockEvent(trx, id, 'title');
        if (!row) throw notFound(NO_EVENT);
        await auditChange(trx, audit, { action: 'event.update', entity: 'event', id }, (db) => eventSnapshot(db, id), async () => {
          await saveEvent(trx, app.storage, userId, request.body, id);
          await offerSeatsOf(trx, id);
        });
        return savedEvent(trx, id);
      });
      return ok(event, 'The event has been saved.');
    },

    closeRegistrations: setRegistrations('close'),
    openRegistrations: setRegistrations('open'),

    getEventPreview: async (request) => {
      const [event, row] = await Promise.all([findEventDetail(app.db, request.params.eventId, app.config.clock.now(), { drafts: true }), findEvent(app.db, request.params.eventId)]);
      if (!event || !row) throw notFound(NO_EVENT);
      return ok({ ...event, published: row.published });
    },

    publishEvent: setPublished(true),
    unpublishEvent: setPublished(false),
  });
};

export default eventAdminRoutes;
