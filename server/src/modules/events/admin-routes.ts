import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import * as yup from 'yup';
import type { Database } from '../../db/schema.js';
import { StaffEventDetail } from '../../../../shared-api/src/shapes/events-admin.js';
import { eventSchema, type EventInput } from '../../../../shared-api/src/validation/events.js';
import { ok, responses } from '../../http/envelope.js';
import { conflict, notFound } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, auditCreate, staffChange } from '../staff/audit.js';
import { saveEvent, staffEventDetail } from './admin.js';
import { eventSnapshot } from './snapshots.js';
import { offerFreedSeats } from './waitlist.js';

const NO_EVENT = 'This event does not exist.';
const tags = ['staff'];
const notAnEvent = 'eventId must be an event number';
const params = yup.object({ eventId: yup.number().typeError(notAnEvent).integer(notAnEvent).min(1, notAnEvent).max(Number.MAX_SAFE_INTEGER, notAnEvent).required(notAnEvent) });
type Params = { eventId: number };

/** Staff create and edit events with their packages, speakers, sponsors and gallery, and open or close registrations. */
const eventAdminRoutes: FastifyPluginAsync = async (app) => {
  // More seats, or registrations open again: members waiting are told in turn.
  const offerSeatsOf = async (trx: Transaction<Database>, eventId: number) => {
    const packages = await trx.selectFrom('event_packages').select('id').where('event_id', '=', eventId).execute();
    for (const pkg of packages) await offerFreedSeats(app, trx, Number(pkg.id));
  };

  app.get<{ Params: Params }>(
    '/staff/events/:eventId',
    { config: { access: 'staff' }, schema: { tags, summary: 'An event as its form shows it, with each package’s seats taken', params: yupSchema(params), response: responses(StaffEventDetail) } },
    async (request) => {
      const event = await staffEventDetail(app.db, request.params.eventId);
      if (!event) throw notFound(NO_EVENT);
      return ok(event);
    },
  );

  app.post<{ Body: EventInput }>(
    '/staff/events',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create an event with its packages, speakers, sponsors and gallery (content is sanitized HTML; pictures are the caller’s uploads); audited',
        body: yupSchema(eventSchema),
        response: responses(StaffEventDetail, 201),
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const event = await staffChange(app.db, userId, async (trx, audit) => {
        const id = await saveEvent(trx, app.storage, userId, request.body);
        await auditCreate(trx, audit, { action: 'event.create', entity: 'event', id }, (db) => eventSnapshot(db, id));
        return (await staffEventDetail(trx, id))!;
      });
      reply.code(201);
      return ok(event, 'The event has been created.');
    },
  );

  app.post<{ Params: Params; Body: EventInput }>(
    '/staff/events/:eventId',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Save an event: a booked package cannot be removed nor get fewer seats than are taken; tickets keep the prices they were booked at; audited',
        params: yupSchema(params),
        body: yupSchema(eventSchema),
        response: responses(StaffEventDetail),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.eventId;
      const event = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await trx.selectFrom('events').select(['id', 'title']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound(NO_EVENT);
        await auditChange(trx, audit, { action: 'event.update', entity: 'event', id }, (db) => eventSnapshot(db, id), async () => {
          await saveEvent(trx, app.storage, userId, request.body, id);
          await offerSeatsOf(trx, id);
        });
        return (await staffEventDetail(trx, id))!;
      });
      return ok(event, 'The event has been saved.');
    },
  );

  for (const [action, closed] of [
    ['close', true],
    ['open', false],
  ] as const) {
    app.post<{ Params: Params }>(
      `/staff/events/:eventId/${action}`,
      {
        config: { access: 'staff' },
        schema: { tags, summary: closed ? 'Close registrations: members can no longer book; audited' : 'Open registrations again; audited', params: yupSchema(params), response: responses(StaffEventDetail) },
      },
      async (request) => {
        const { userId } = memberOf(request);
        const id = request.params.eventId;
        const event = await staffChange(app.db, userId, async (trx, audit) => {
          const row = await trx.selectFrom('events').select(['id', 'registrations_closed']).where('id', '=', id).forUpdate().executeTakeFirst();
          if (!row) throw notFound(NO_EVENT);
          if (row.registrations_closed === closed) throw conflict(closed ? 'Registrations are already closed.' : 'Registrations are already open.');
          await auditChange(trx, audit, { action: `event.${action}`, entity: 'event', id }, (db) => eventSnapshot(db, id), async () => {
            await trx.updateTable('events').set({ registrations_closed: closed, updated_at: new Date() }).where('id', '=', id).execute();
            if (!closed) await offerSeatsOf(trx, id);
          });
          return (await staffEventDetail(trx, id))!;
        });
        return ok(event, closed ? 'Registrations are closed.' : 'Registrations are open.');
      },
    );
  }
};

export default eventAdminRoutes;
