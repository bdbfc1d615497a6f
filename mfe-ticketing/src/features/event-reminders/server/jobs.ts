// The event reminders' jobs (found by name: a feature's server/jobs.ts), worked by worker processes.
import { defineJob, depsOf } from '../../../../../server/src/kit.js';
import { eventsStartingOn, karachiDate, karachiDayOf, karachiDayStart, remindEvent, REMINDER_HOUR } from './reminders.js';

/**
 * Once a day, at 9:00 AM Karachi time: the reminders of tomorrow's events. Each run claims its Karachi day (a second
 * run for a claimed day stops there, which ends a duplicate chain) and queues the next day's run in the same
 * transaction, so one chain runs whatever restarts queue (every worker queues one when it starts). A run that fails
 * after its claim is retried by the queue, and its retry sends what is left: each event's reminder goes once whoever
 * sends it.
 */
export const dailyEventReminders = defineJob<Record<string, never>>({
  name: 'event-reminders.daily',
  retry: { retryLimit: 3, retryDelay: 300 },
  queuedAtWorkerStart: {},
  async handler(app, _data, attempt) {
    const now = app.config.clock.now();
    const today = karachiDayOf(now);
    const dueToday = karachiDayStart(today).getTime() + REMINDER_HOUR * 3_600_000;
    // Started before 9:00: the chain's first run waits for 9:00 today.
    if (now.getTime() < dueToday && attempt === 0) {
      await app.jobs.queue(dailyEventReminders, {}, { startAfterSeconds: Math.ceil((dueToday - now.getTime()) / 1000) });
      return;
    }
    const claimed = await app.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('event_reminder_runs').values({ day: karachiDate(today) }).onConflict((oc) => oc.column('day').doNothing()).returning('day').executeTakeFirst();
      if (!row) return false;
      const next = karachiDayStart(today + 1).getTime() + REMINDER_HOUR * 3_600_000;
      await app.jobs.queue(dailyEventReminders, {}, { trx, startAfterSeconds: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) });
      return true;
    });
    if (!claimed && attempt === 0) return;
    const deps = depsOf(app);
    for (const { id } of await eventsStartingOn(app.db, today + 1)) await remindEvent(deps, id, null);
  },
});
