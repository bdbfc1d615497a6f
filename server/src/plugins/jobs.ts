// Durable jobs: work that outlives a request (sending mail with retries, reminders, expiring orders,
// making PDFs) is kept in the database by pg-boss, on PGlite and PostgreSQL alike, so a crash or a
// restart loses none of it and several instances share the work.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { fromKysely, PgBoss, type WorkOptions as BossWorkOptions } from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/schema.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { logContext, type LogContext } from '../lib/logging.js';

export interface RetryPolicy {
  /** attempts after the first */
  retryLimit: number;
  /** seconds before the first retry; doubled each time (with jitter) */
  retryDelay: number;
}

/** How a queue's worker takes its jobs: how often it looks while the queue is idle, and how many it takes at once. */
export interface WorkerOptions {
  /** seconds between polls while the queue is idle (default: the plugin's `pollingIntervalSeconds`; pg-boss allows no less than 0.5) */
  pollingIntervalSeconds?: number;
  /** jobs taken per fetch (default 1); while fetches come back full, the next one follows at once instead of after a poll */
  batchSize?: number;
}

/** A job as its worker gets it. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** retries before this one (0 on the first try) */
  attempt: number;
  /** the log context it was queued in (the request's id, the staff member): its handler's lines carry it */
  log: LogContext;
}

/** A job of a batch that failed: the queue retries it (by its policy) without the rest of its batch. */
export interface JobFailure {
  id: string;
  error: unknown;
}

/**
 * A kind of job, declared once in its module's `jobs.ts` (found there by name, like routes): its queue's name, its
 * retry policy and what working one job does. Web processes only queue it (`app.jobs.queue(job, data)`, typed by the
 * job's data); worker processes work it (config `roles`), so no route plugin starts a worker.
 */
export interface JobDefinition<T extends object> {
  name: string;
  retry: RetryPolicy;
  /** how its worker takes jobs (default: one per poll, at the plugin's polling interval) */
  worker?: WorkerOptions;
  /**
   * Queued with this data by every worker process when it starts: the first link of a job that queues its own next
   * run (a daily sweep), so the chain starts and survives restarts with no scheduler. Its handler must make a second
   * run for the same period stop at once.
   */
  queuedAtWorkerStart?: T;
  handler(app: FastifyInstance, data: T, attempt: number): Promise<void>;
}

export const defineJob = <T extends object>(job: JobDefinition<T>): JobDefinition<T> => job;

/** Whether a module's export is a job definition. */
export const isJobDefinition = (value: unknown): value is JobDefinition<object> =>
  typeof value === 'object' && value !== null && 'name' in value && 'retry' in value && 'handler' in value && typeof value.handler === 'function';

export interface Jobs {
  /**
   * Makes a job's queue with its retry policy (once; again changes nothing). Every process declares every job, since a
   * job can only be queued to a queue that exists; only workers work them.
   */
  declare(name: string, retry: RetryPolicy): Promise<void>;
  /** Queues one job of a kind, with the data its handler takes (see `send` for the options). */
  queue<T extends object>(job: JobDefinition<T>, data: T, options?: { trx?: Transaction<Database> | Kysely<Database>; startAfterSeconds?: number }): Promise<string | null>;
  /**
   * Queues a job. Given the caller's transaction, the job is written inside it, so it exists exactly when
   * the caller's change does.
   */
  send(name: string, data: object, options?: { trx?: Transaction<Database> | Kysely<Database>; startAfterSeconds?: number }): Promise<string | null>;
  /**
   * Runs `handler` for every job of the queue; a handler that throws is retried by the queue's policy. With a
   * `batchSize`, the jobs of a batch run at once, and each one that throws is retried on its own.
   */
  work<T extends object>(name: string, retry: RetryPolicy, handler: (data: T, attempt: number) => Promise<void>, worker?: WorkerOptions): Promise<void>;
  /**
   * Runs `handler` for each batch the queue's worker takes. The jobs it names as failed are retried on their own by the
   * queue's policy; every other job of the batch is done. A handler that throws fails (and retries) the whole batch.
   */
  workBatch<T extends object>(name: string, retry: RetryPolicy, worker: WorkerOptions, handler: (jobs: QueuedJob<T>[]) => Promise<JobFailure[]>): Promise<void>;
  /** Resolves once no job of the worked queues is waiting, retrying or running (shutdown, tests); jobs queued for later don't count. */
  idle(timeoutMs?: number): Promise<void>;
  /** Stops working the queue here, once the jobs in hand are done (what those jobs use can then be closed). */
  stopWorking(name: string): Promise<void>;
  /** Gives failed jobs (their retries spent) to the queue again, each with its own data and a fresh set of retries. */
  retry(name: string, ids: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg answers a multi-statement text with one result per statement; pg-boss needs every row of them. */
export const poolDb = (pool: pg.Pool) => ({
  async executeSql(text: string, values?: unknown[]) {
    // pg's types know one result per query; a text of several statements answers an array of them.
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
  },
});

/**
 * A failure the job queue reports, as an error the log can read. pg-boss reports a worker's failed poll as a plain copy
 * of the error's fields (which a log writes as `[object Object]`) with the queue and the worker's id in its message, and
 * a connection refused at every address of a host as an AggregateError with no message of its own.
 */
export function jobQueueError(reported: unknown): { error: Error; queue?: string } {
  const fields = typeof reported === 'object' && reported !== null ? (reported as Record<string, unknown>) : {};
  const queue = typeof fields.queue === 'string' ? fields.queue : undefined;
  const inner = reported instanceof AggregateError && reported.errors.length ? reported.errors[0] : undefined;
  if (reported instanceof Error && (reported.message || !inner)) return { error: reported, queue };
  const source = inner instanceof Error ? (inner as Error & Record<string, unknown>) : fields;
  const code = source.code ?? fields.code;
  const hasCode = typeof code === 'string' || typeof code === 'number';
  const message = typeof source.message === 'string' && source.message ? source.message : typeof reported === 'string' ? reported : hasCode ? String(code) : 'unknown error';
  // pg-boss adds the queue and its worker's id to the message; the queue is a field of the line instead.
  const error = new Error(message.replace(/ \(Queue: [^,()]+, Worker: [^()]+\)$/, ''));
  if (typeof source.stack === 'string') error.stack = source.stack;
  if (hasCode) Object.assign(error, { code });
  return { error, queue };
}

/**
 * Logs each kind of job-queue failure (its code and message) once a minute at most: while the database is away every
 * worker's every poll fails alike, and one line (then one a minute, saying how many alike it left out) says as much as
 * hundreds.
 */
export function jobQueueErrorLog(log: Pick<FastifyBaseLogger, 'error'>, windowMs = 60_000, now: () => number = Date.now) {
  const bursts = new Map<string, { until: number; leftOut: number }>();
  return (reported: unknown) => {
    const { error, queue } = jobQueueError(reported);
    const code = (error as Error & { code?: unknown }).code;
    const key = `${String(code ?? '')}|${error.message}`;
    const at = now();
    const burst = bursts.get(key);
    if (burst && at < burst.until) {
      burst.leftOut++;
      return;
    }
    if (bursts.size > 100) for (const [k, b] of bursts) if (b.until <= at) bursts.delete(k);
    bursts.set(key, { until: at + windowMs, leftOut: 0 });
    log.error({ err: error, ...(queue ? { queue } : {}), ...(burst?.leftOut ? { leftOut: burst.leftOut } : {}) }, `job queue error: ${error.message}`);
  };
}

export interface JobsOptions {
  /** seconds between polls when idle; short in tests */
  pollingIntervalSeconds?: number;
  /** the clock a delayed job's start is counted from (tests move theirs forward and make the jobs due) */
  clock?: Clock;
}

/** Where a job's data keeps the log context it was queued in; taken out before its handler sees the data. */
const QUEUED_FROM = '$queuedFrom';

/** A job's data with the current request's id and staff member (or the current job's, for a job a job queues). */
function withQueuedFrom(data: object): object {
  const context = logContext.getStore();
  if (!context?.reqId && !context?.actor) return data;
  return { ...data, [QUEUED_FROM]: { ...(context.reqId ? { reqId: context.reqId } : {}), ...(context.actor ? { actor: context.actor } : {}) } };
}

/** A job's own data, and the log context its lines carry: where it was queued from, and itself. */
function unwrap<T>(name: string, job: { id: string; data: T }): { data: T; log: LogContext } {
  const { [QUEUED_FROM]: from, ...data } = (job.data ?? {}) as T & { [QUEUED_FROM]?: LogContext };
  return { data: data as T, log: { ...from, job: name, jobId: job.id } };
}

export default fp<JobsOptions>(
  async (app, options) => {
    const { pool, kind } = app.database;
    const boss = new PgBoss({ db: poolDb(pool), backend: kind === 'pglite' ? 'pglite' : 'postgres', schedule: false });
    boss.on('error', jobQueueErrorLog(app.log));
    await boss.start();
    const queues = new Set<string>();
    const polling = options.pollingIntervalSeconds ?? 2;

    const clock = options.clock ?? systemClock;
    const send: Jobs['send'] = (name, data, { trx, startAfterSeconds } = {}) =>
      boss.send(name, withQueuedFrom(data), {
        ...(trx ? { db: fromKysely(trx) } : {}),
        ...(startAfterSeconds ? { startAfter: new Date(clock.now().getTime() + startAfterSeconds * 1000) } : {}),
      });
    const jobs: Jobs = {
      send,
      queue: (job, data, options) => send(job.name, data, options),
      declare: (name, retry) => boss.createQueue(name, { retryLimit: retry.retryLimit, retryDelay: retry.retryDelay, retryBackoff: true }),
      work<T extends object>(name: string, retry: RetryPolicy, handler: (data: T, attempt: number) => Promise<void>, worker: WorkerOptions = {}) {
        return jobs.workBatch<T>(name, retry, worker, async (batch) => {
          const failures: JobFailure[] = [];
          await Promise.all(
            batch.map(async (job) => {
              await logContext.run(job.log, async () => {
                const started = performance.now();
                try {
                  await handler(job.data, job.attempt);
                  app.metrics.jobs.duration.observe({ queue: name }, (performance.now() - started) / 1000);
                } catch (error) {
                  app.log.warn({ err: error, attempt: job.attempt }, 'job failed: the queue tries it again by its policy');
                  failures.push({ id: job.id, error });
                }
              });
            }),
          );
          return failures;
        });
      },
      async workBatch<T extends object>(name: string, retry: RetryPolicy, worker: WorkerOptions, handler: (jobs: QueuedJob<T>[]) => Promise<JobFailure[]>) {
        await jobs.declare(name, retry);
        queues.add(name);
        const batchSize = worker.batchSize ?? 1;
        await boss.work<T, unknown, BossWorkOptions & { perJobResults: true }>(
          name,
          // Each job is settled on its own: one failure retries that job, not the batch around it.
          { pollingIntervalSeconds: worker.pollingIntervalSeconds ?? polling, batchSize, burstWhenBatchFull: batchSize > 1, perJobResults: true },
          async (batch) => {
            const failures = await handler(batch.map((job) => ({ id: job.id, ...unwrap(name, job), attempt: job.retryCount })));
            const failed = new Map(failures.map((f) => [f.id, f.error]));
            app.metrics.jobs.completed.inc({ queue: name }, batch.length - failed.size);
            if (failed.size) app.metrics.jobs.failed.inc({ queue: name }, failed.size);
            return batch.map((job) =>
              failed.has(job.id) ? { id: job.id, status: 'failed' as const, output: failed.get(job.id) } : { id: job.id, status: 'completed' as const },
            );
          },
        );
      },
      async retry(name, ids) {
        if (ids.length) await boss.retry(name, ids);
      },
      async stopWorking(name) {
        await boss.offWork(name, { wait: true });
        queues.delete(name);
      },
      async idle(timeoutMs = 30_000) {
        const until = Date.now() + timeoutMs;
        for (;;) {
          const { rows } = await pool.query<{ n: number }>(
            "select count(*)::int as n from pgboss.job where name = any($1) and (state in ('retry', 'active') or (state = 'created' and start_after <= now()))",
            [[...queues]],
          );
          if (!rows[0].n) return;
          if (Date.now() > until) throw new Error(`jobs still pending after ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    };
    app.decorate('jobs', jobs);
    // Work in progress finishes before the database closes.
    app.addHook('onClose', () => boss.stop({ graceful: true, timeout: 10_000 }));
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
