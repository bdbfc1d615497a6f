// The admins' system page as it answers: the release (the server and the remotes pinned), readiness, the backups, the
// outbox and the job queues, each part null when it could not be read in time; and their types for the page.
import { DateTime, Nullable, Readiness, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';

/** A remote as it is pinned now: the version every page loads, since when and why (the pins do not record who). */
export const PinnedRemote = Strict({
  name: Type.String(),
  version: Type.String(),
  pinned_at: Nullable(DateTime('null for a pin written by hand without its time')),
  reason: Type.String({ description: 'what the release manager gave with `--reason`; empty when nothing was given' }),
});

/** How a night's backup ended: written, failed (with the error), or not finished (running, or its worker stopped). */
export const BACKUP_OUTCOMES = ['ok', 'failed', 'unfinished'] as const;

/** One night's backup by a worker (the table `backup_runs`). */
export const BackupRun = Strict({
  night: Type.String({ description: 'the Karachi date of the night it belongs to (from 02:30), YYYY-MM-DD' }),
  started_at: DateTime(),
  finished_at: Nullable(DateTime()),
  outcome: StringEnum(BACKUP_OUTCOMES),
  name: Nullable(Type.String({ description: 'the backup file’s name, once written' })),
  bytes: Nullable(Type.Integer({ description: 'its size, once written' })),
  error: Nullable(Type.String({ description: 'why it failed' })),
});

/**
 * What an operator should act on about backups: none kept at all, the newest one kept over a day old, the last night's
 * run failed, or the place they are kept could not be read.
 */
export const BACKUP_WARNINGS = ['none-kept', 'older-than-a-day', 'last-run-failed', 'place-unreadable'] as const;

/** One job queue: its jobs by state and how long its oldest due job has waited to be taken. */
export const JobQueueFigures = Strict({
  name: Type.String(),
  waiting: Type.Integer({ description: 'due and not taken yet' }),
  scheduled: Type.Integer({ description: 'due later' }),
  retrying: Type.Integer({ description: 'failed once or more, to be tried again' }),
  active: Type.Integer({ description: 'being worked now' }),
  failed: Type.Integer({ description: 'gave up after every retry; the queue keeps them a week' }),
  oldest_waiting_seconds: Nullable(Type.Number({ description: 'null when no job is due' })),
});

const partNote = 'null when it could not be read within a few seconds (the log says why); the other parts are still given';

/** GET /staff/system: what an admin reads of the site's state, part by part. */
export const StaffSystem = Strict({
  checked_at: DateTime('the server’s time when it read these figures: ages are counted from it'),
  server: Strict({
    version: Nullable(Type.String({ description: 'the server package’s version (server/package.json)' })),
    node: Type.String({ description: 'the Node.js version it runs on' }),
    compiled: Type.Boolean({ description: 'true when it runs the build of `npm run build` (server/dist), false when it runs the TypeScript through tsx' }),
    started_at: DateTime('when this process started'),
    host: Type.String({ description: 'the machine this instance runs on, as it names itself' }),
    roles: Type.Array(StringEnum(['web', 'worker'] as const), { description: 'web answers HTTP; worker works the job queues' }),
  }),
  remotes: Nullable(
    Strict(
      {
        kept_in: StringEnum(['database', 'file'] as const, { description: 'PostgreSQL’s remote_pins, or DEPLOY_DIR/manifest.json' }),
        pins: Type.Array(PinnedRemote),
      },
      { description: partNote },
    ),
  ),
  readiness: Readiness,
  backups: Strict({
    kept_in: Type.String({ description: 'the folder, or s3://bucket/backups/' }),
    nightly: Type.Boolean({ description: 'whether this instance’s settings make a nightly backup (BACKUP_KEY set, BACKUP_NIGHTLY not 0)' }),
    kept: Nullable(
      Strict(
        {
          count: Type.Integer(),
          newest: Nullable(Strict({ name: Type.String(), at: DateTime() }, { description: 'null when none is kept' })),
        },
        { description: `what is kept there, from every kind of backup (nightly, npm run backup, before migrating); ${partNote}` },
      ),
    ),
    runs: Nullable(Type.Array(BackupRun, { description: `the latest nights, newest first; ${partNote}` })),
    warnings: Type.Array(StringEnum(BACKUP_WARNINGS)),
  }),
  mail: Nullable(
    Strict(
      {
        waiting: Type.Integer({ description: 'not sent and not tried yet (every message, without an SMTP server)' }),
        failing: Type.Integer({ description: 'not sent, tried and refused: retrying, or given up until `npm run mail -- resend`' }),
        sent_last_day: Type.Integer({ description: 'accepted by the SMTP server in the last 24 hours' }),
        oldest_waiting_at: Nullable(DateTime('when the oldest waiting message was written')),
      },
      { description: partNote },
    ),
  ),
  jobs: Nullable(Type.Array(JobQueueFigures, { description: `every queue, by name; ${partNote}` })),
});

export type StaffSystem = Static<typeof StaffSystem>;
export type PinnedRemote = Static<typeof PinnedRemote>;
export type BackupRun = Static<typeof BackupRun>;
export type JobQueueFigures = Static<typeof JobQueueFigures>;
