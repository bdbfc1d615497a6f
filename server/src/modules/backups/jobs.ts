// The backups module's jobs (found by name: modules/*/jobs.ts), worked by worker processes.
import { defineJob } from '../../plugins/jobs.js';
import { createBackup, megabytes } from './backup.js';
import { dumpDatabase } from './database.js';
import { claimNight, recordNight } from './queries.js';

const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Half past two at night, Karachi time: after the day's work, before the morning's. */
const NIGHT_STARTS_MS = 2.5 * 60 * 60 * 1000;

/** The night a moment belongs to: the Karachi date of the 02:30 it follows. */
const nightOf = (at: Date) => Math.floor((at.getTime() + KARACHI_OFFSET_MS - NIGHT_STARTS_MS) / DAY_MS);
const nightDate = (night: number) => new Date(night * DAY_MS).toISOString().slice(0, 10);
const nightStart = (night: number) => new Date(night * DAY_MS - KARACHI_OFFSET_MS + NIGHT_STARTS_MS);

/**
 * Every night at 02:30 Karachi time, when BACKUP_KEY is set: a backup of the database and the stored files, to the
 * folder or bucket of the settings, the older ones pruned by the policy. Each run claims its night (a second chain finds
 * it taken and stops) and queues the next night's in the same transaction, so one chain runs whatever restarts queue;
 * a worker started during the day backs the site up at once if that night's backup has not been made.
 */
export const nightlyBackup = defineJob<Record<string, never>>({
  name: 'backups.nightly',
  retry: { retryLimit: 2, retryDelay: 600 },
  queuedAtWorkerStart: {},
  async handler(app, _data, attempt) {
    const settings = app.config.backups;
    if (!settings?.nightly) return;
    const now = app.config.clock.now();
    const night = nightOf(now);
    const day = nightDate(night);
    const claimed = await app.db.transaction().execute(async (trx) => {
      if (!(await claimNight(trx, day))) return false;
      const next = nightStart(night + 1).getTime();
      await app.jobs.queue(nightlyBackup, {}, { trx, startAfterSeconds: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) });
      return true;
    });
    if (!claimed && attempt === 0) return;
    try {
      const report = await createBackup(
        { dump: (scratch) => dumpDatabase(app.database, app.config.databaseUrl, scratch), storage: app.storage },
        settings,
        { now },
      );
      await recordNight(app.db, day, { name: report.name, bytes: report.bytes });
      app.log.info({ backup: report.name, bytes: report.bytes, files: report.files, seconds: report.seconds, databaseHeldSeconds: report.databaseHeldSeconds, removed: report.removed }, `nightly backup written to ${report.where} (${megabytes(report.bytes)})`);
    } catch (error) {
      await recordNight(app.db, day, { error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  },
});

