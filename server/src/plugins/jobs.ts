// Durable jobs: work that outlives a request (sending mail with retries, reminders, expiring orders,
// making PDFs) is kept in the database by pg-boss, on PGlite and PostgreSQL alike, so a crash or a
// restart loses none of it and several instances share the work.
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { fromKysely, PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/schema.js';

export interface RetryPolicy {
  /** attempts after the first */
  retryLimit: number;
  /** seconds before the first retry; doubled each time (with jitter) */
  retryDelay: number;
}

export interface Jobs {
  /**
   * Queues a job. Given the caller's transaction, the job is written inside it, so it exists exactly when
   * the caller's change does.
   */
  send(name: string, data: object, options?: { trx?: Transaction<Database> | Kysely<Database>; startAfterSeconds?: number }): Promise<string | null>;
  /** Runs `handler` for every job of the queue; a handler that throws is retried by the queue's policy. */
  work<T extends object>(name: string, retry: RetryPolicy, handler: (data: T, attempt: number) => Promise<void>): Promise<void>;
  /** Resolves once no job of the worked queues is waiting, retrying or running (shutdown, tests); jobs queued for later don't count. */
  idle(timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg answers a multi-statement text with one result per statement; pg-boss needs every row of them. */
const poolDb = (pool: pg.Pool) => ({
  async executeSql(text: string, values?: unknown[]) {
    const result = (await pool.query(text, values as unknown[])) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
  },
});

export interface JobsOptions {
  /** seconds between polls when idle; short in tests */
  pollingIntervalSeconds?: number;
}

export default fp<JobsOptions>(
  async (app, options) => {
    const { pool, kind } = app.database;
    const boss = new PgBoss({ db: poolDb(pool), backend: kind === 'pglite' ? 'pglite' : 'postgres', schedule: false });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    const queues = new Set<string>();
    const polling = options.pollingIntervalSeconds ?? 2;

    const jobs: Jobs = {
      send: (name, data, { trx, startAfterSeconds } = {}) =>
        boss.send(name, data, { ...(trx ? { db: fromKysely(trx) } : {}), ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) }),
      async work(name, retry, handler) {
        await boss.createQueue(name, { retryLimit: retry.retryLimit, retryDelay: retry.retryDelay, retryBackoff: true });
        queues.add(name);
        await boss.work<{ [key: string]: unknown }>(name, { pollingIntervalSeconds: polling }, async ([job]) => {
          await handler(job.data as never, (job as { retryCount?: number }).retryCount ?? 0);
        });
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
  { name: 'jobs', dependencies: ['db'] },
);
