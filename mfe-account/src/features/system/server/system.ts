// The admins' system page (/staff/system): what an operator reads of the site without Prometheus, as the instance that
// answers sees it now. Readiness is the health checks' own answer (the one /api/health/ready gives); the job queues,
// the outbox and the backups kept are read by the queries the metrics use. Every other part is read on its own within
// the readiness checks' time limit: a part that fails or does not answer in time is null in the answer, its reason is
// logged, and the other parts are still given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../../../../../shared-api/src/guards.js';
import {
  backupTargetOf,
  CHECK_TIMEOUT_MS,
  describeTarget,
  jobQueueNames,
  keptBackups,
  latestNights,
  mailSentInLastDay,
  pinsNow,
  readJobQueues,
  readOutbox,
  repoRoot,
  timeLimit,
  type JobQueueRow,
  type KeptBackups,
} from '../../../../../server/src/kit.js';
import type { BACKUP_OUTCOMES, BACKUP_WARNINGS } from '../shapes.js';

const DAY_MS = 86_400_000;

/** How many of the latest nights' backups the page lists. */
const NIGHTS_SHOWN = 7;

type BackupOutcome = (typeof BACKUP_OUTCOMES)[number];
type BackupWarning = (typeof BACKUP_WARNINGS)[number];

/** The server package's version: the checkout's server/package.json, whether the server runs compiled or through tsx. */
function serverVersion(): string | null {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server', 'package.json'), 'utf8'));
    return isRecord(pkg) && typeof pkg.version === 'string' ? pkg.version : null;
  } catch {
    return null;
  }
}

/** How a night's backup ended, from its row. */
const outcomeOf = (run: { finished_at: Date | null; error: string | null }): BackupOutcome => (run.error !== null ? 'failed' : run.finished_at ? 'ok' : 'unfinished');

/**
 * What an operator must act on: no backup kept (or none that can be seen), the newest over a day old, or the last
 * night's run failed.
 */
function backupWarnings(kept: KeptBackups | null, lastRun: { outcome: BackupOutcome } | undefined, now: Date): BackupWarning[] {
  const warnings: BackupWarning[] = [];
  if (!kept) warnings.push('place-unreadable');
  else if (!kept.newest) warnings.push('none-kept');
  else if (now.getTime() - kept.newest.at.getTime() > DAY_MS) warnings.push('older-than-a-day');
  if (lastRun?.outcome === 'failed') warnings.push('last-run-failed');
  return warnings;
}

/** Each queue with its jobs by state, every queue listed even when it holds none. */
function queueFigures(names: string[], rows: JobQueueRow[]) {
  const figures = new Map(names.map((name) => [name, { name, waiting: 0, scheduled: 0, retrying: 0, active: 0, failed: 0, oldest_waiting_seconds: null as number | null }]));
  for (const row of rows) {
    let queue = figures.get(row.queue);
    if (!queue) figures.set(row.queue, (queue = { name: row.queue, waiting: 0, scheduled: 0, retrying: 0, active: 0, failed: 0, oldest_waiting_seconds: null }));
    queue[row.state === 'retry' ? 'retrying' : row.state] += row.count;
    if (row.waited !== null) queue.oldest_waiting_seconds = Math.max(queue.oldest_waiting_seconds ?? 0, Math.max(0, Math.round(row.waited)));
  }
  return [...figures.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The reader of the system page for one app: its backups' place is opened at the first reading and closed with the app. */
export function systemReader(app: FastifyInstance) {
  const version = serverVersion();
  const compiled = !import.meta.url.endsWith('.ts');
  const startedAt = new Date(Date.now() - process.uptime() * 1000);
  const target = backupTargetOf(app.config);
  const kept = keptBackups(app, target);

  /** A part's figures, or null when they could not be read in time (logged): the page shows the other parts. */
  const part = async <T>(what: string, read: () => Promise<T>): Promise<T | null> => {
    try {
      return await timeLimit(read(), CHECK_TIMEOUT_MS, what);
    } catch (error) {
      app.log.error({ err: error, part: what }, `the system page could not read ${what}`);
      return null;
    }
  };

  return async () => {
    const now = app.config.clock.now();
    const [health, remotes, backups, runs, mail, jobs] = await Promise.all([
      app.health.ready(),
      part('the pins', () => pinsNow(app.database, app.config.deployDir)),
      part('the backups kept', kept),
      part('the backup runs', () => latestNights(app.db, NIGHTS_SHOWN)),
      part('the outbox', async () => ({ ...(await readOutbox(app.db)), sentLastDay: await mailSentInLastDay(app.db) })),
      part('the job queues', async () => queueFigures(await jobQueueNames(app.db), await readJobQueues(app.db, { failed: true }))),
    ]);
    const nights = runs?.map((run) => ({
      night: run.day,
      started_at: run.started_at,
      finished_at: run.finished_at,
      outcome: outcomeOf(run),
      name: run.name,
      bytes: run.bytes,
      error: run.error,
    }));
    return {
      checked_at: now,
      server: { version, node: process.version, compiled, started_at: startedAt, host: os.hostname(), roles: app.config.roles },
      remotes: remotes && { kept_in: remotes.keptIn, pins: remotes.pins.map((pin) => ({ name: pin.remote, version: pin.version, pinned_at: pin.pinnedAt, reason: pin.reason })) },
      // null only while the instance starts, before it serves any route
      readiness: health.body.data,
      backups: {
        kept_in: describeTarget(target),
        nightly: Boolean(app.config.backups?.nightly),
        kept: backups && { count: backups.count, newest: backups.newest },
        runs: nights ?? null,
        warnings: backupWarnings(backups, nights?.[0], now),
      },
      mail: mail && { waiting: mail.waiting, failing: mail.failing, sent_last_day: mail.sentLastDay, oldest_waiting_at: mail.oldestWaitingAt },
      jobs,
    };
  };
}
