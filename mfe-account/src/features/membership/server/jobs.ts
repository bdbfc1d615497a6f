// The membership feature's jobs (found by name: a feature's server/jobs.ts), worked by worker processes.
import { defineJob, depsOf } from '../../../../../server/src/kit.js';
import { karachiDate, karachiDay, karachiDayStart, sendDueReminders } from './reminders.js';

/** Five past midnight, Karachi time: the day's sweep. */
const SWEEP_AFTER_MIDNIGHT_MS = 5 * 60_000;

/**
 * Once a day: the renewal reminders due today. Each run claims its Karachi day (a second run for a day that was
 * claimed stops there, which ends a duplicate chain) and queues the next day's run in the same transaction, so one
 * chain runs whatever restarts queue (every worker process queues one when it starts). A run that fails after its
 * claim is retried by the queue, and its retries sweep again (the reminders are sent once each whoever sweeps).
 */
export const dailySweep = defineJob<Record<string, never>>({
  name: 'membership.daily',
  retry: { retryLimit: 3, retryDelay: 300 },
  queuedAtWorkerStart: {},
  async handler(app, _data, attempt) {
    const now = app.config.clock.now();
    const today = karachiDay(now);
    const claimed = await app.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('membership_daily_runs').values({ day: karachiDate(today) }).onConflict((oc) => oc.column('day').doNothing()).returning('day').executeTakeFirst();
      if (!row) return false;
      const next = karachiDayStart(today + 1).getTime() + SWEEP_AFTER_MIDNIGHT_MS;
      await app.jobs.queue(dailySweep, {}, { trx, startAfterSeconds: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) });
      return true;
    });
    if (claimed || attempt > 0) await sendDueReminders(depsOf(app), now);
  },
});
