import type { FastifyPluginAsync } from 'fastify';
import { conflict, depsOf, memberOf, notFound, ok, serveSome, writeAudit } from '../../../../../server/src/kit.js';
import { eventReminderContract } from '../contract.js';
import { reminderOf, remindEvent, type ReminderOutcome } from './reminders.js';

const NO_EVENT = 'This event does not exist.';
const REFUSED: Record<Exclude<ReminderOutcome, 'sent' | 'missing'>, string> = {
  already: 'This event’s reminder was sent already: it goes once.',
  ended: 'This event has ended: no reminder can go.',
  draft: 'This event is a draft: publish it before reminding anyone.',
};

/** Staff see whether an event's reminder went, and send it now (once per event; audited). */
const eventReminderRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const read = async (eventId: number) => {
    const reminder = await reminderOf(app.db, eventId, app.config.clock.now());
    if (!reminder) throw notFound(NO_EVENT);
    return reminder;
  };

  serveSome(app, eventReminderContract, {
    getEventReminder: async (request) => ok(await read(request.params.eventId)),

    sendEventReminder: async (request) => {
      const { userId } = memberOf(request);
      const eventId = request.params.eventId;
      const outcome = await remindEvent(deps, eventId, userId, (trx, members) =>
        writeAudit(trx, userId, { action: 'event.reminder', entity: 'event', entityId: eventId, before: null, after: { members } }),
      );
      if (outcome === 'missing') throw notFound(NO_EVENT);
      if (outcome !== 'sent') throw conflict(REFUSED[outcome]);
      return ok(await read(eventId), 'The reminder was sent.');
    },
  });
};

export default eventReminderRoutes;
