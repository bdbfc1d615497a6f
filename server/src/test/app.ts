import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { AppOptions, RateLimits, RateRule } from '../config.js';
import type { Database } from '../db/schema.js';
import { TestClock } from './clock.js';
import { openTestDatabase, type TestDatabase } from './database.js';
import { shapeErrors } from './shape-check.js';

export const PUBLIC_URL = 'http://site.test';

const roomy: RateRule = { max: 10_000, windowMs: 60_000 };
// Tests share one address; limits are switched off unless a test sets its own.
const roomyLimits: RateLimits = {
  loginPerIp: roomy,
  loginFailuresPerAddress: roomy,
  loginSlowdownPerAccount: roomy,
  emailChangesPerMember: roomy,
  registerPerIp: roomy,
  forgotPasswordPerIp: roomy,
  forgotPasswordPerEmail: roomy,
  resetPasswordPerIp: roomy,
  uploadPerIp: roomy,
  publicationRequestPerIp: roomy,
  publicationMailsPerEmail: roomy,
  volunteerApplicationsPerMember: roomy,
  issuesPerMember: roomy,
  issueCommentsPerMember: roomy,
  bankLeadsPerMember: roomy,
};

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  database: TestDatabase;
  /** another app over the same database, e.g. with small rate limits, or with extra routes under /api */
  another(options?: Partial<AppOptions>, routes?: FastifyPluginAsync): Promise<FastifyInstance>;
  /** the clock every app of this context schedules and works timed jobs by */
  clock: TestClock;
  /**
   * Moves the clock forward by `seconds`, makes every job scheduled up to then due, and waits until the apps have
   * worked them: a hold of three days ends at once.
   */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-test-'));
  if (database.seededFiles) fs.cpSync(database.seededFiles, path.join(dataDir, 'storage'), { recursive: true });
  const apps: FastifyInstance[] = [];
  const clock = new TestClock();
  const start = async (extra: Partial<AppOptions>, routes?: FastifyPluginAsync) => {
    const app = buildApp({
      database,
      dataDir,
      publicUrl: PUBLIC_URL,
      deployDir: path.join(dataDir, 'deploy'),
      // Failed deliveries retry once, a second later; idle queues are polled twice a second.
      mailRetry: { retryLimit: 1, retryDelay: 1 },
      jobPollingSeconds: 0.5,
      clock,
      ...options,
      ...extra,
      rateLimits: { ...roomyLimits, ...options.rateLimits, ...extra.rateLimits },
    });
    apps.push(app);
    if (routes) app.register(routes, { prefix: '/api' });
    // Every answer of every test must match its route's shape exactly (see shape-check.ts).
    app.addHook('preSerialization', async (request, reply, payload) => {
      const responses = (reply.routeOptions.schema?.response ?? {}) as Record<string, Parameters<typeof shapeErrors>[0]>;
      const shape = responses[String(reply.statusCode)] ?? responses[`${String(reply.statusCode)[0]}xx`];
      if (!shape || typeof payload !== 'object') return payload;
      const errors = shapeErrors(shape, JSON.parse(JSON.stringify(payload)), 'answer');
      if (errors.length) throw new Error(`${request.method} ${request.url}: the answer does not match its shape: ${errors.slice(0, 5).join('; ')}`);
      return payload;
    });
    await app.ready();
    return app;
  };
  const app = await start({});
  return {
    app,
    db: database.db,
    dataDir,
    database,
    another: start,
    clock,
    async advance(seconds) {
      clock.advance(seconds);
      // pg-boss decides what is due by the database's time: a job due by the moved clock is made due now.
      await sql`update pgboss.job set start_after = now() where state in ('created', 'retry') and start_after <= ${clock.now()}`.execute(database.db);
      for (const a of apps) await a.jobs.idle();
    },
    async close() {
      for (const a of apps) await a.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
