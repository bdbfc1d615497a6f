// The process's health checks, in every process whatever its role: a web process answers them at /api/health/live and
// /api/health/ready (routes.ts); every process also answers them at the same addresses on its metrics port
// (METRICS_PORT), the only HTTP a worker process has, so a supervisor can restart a worker that is stuck. The port
// listens from the process's first moment: `live` answers while a long migration runs, `ready` once it has started.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthContract } from '../../../../shared-api/src/contracts/health.js';
import { apiRoute } from '../../http/api-paths.js';
import { ok } from '../../http/envelope.js';
import type { PortAnswer } from '../../plugins/metrics.js';
import { readinessChecks, type Readiness } from './readiness.js';

/** Readiness's status code and answer (`data` is null while the process starts). */
export interface ReadyAnswer extends PortAnswer {
  body: { error: boolean; message: string; data: Readiness | null };
}

export interface HealthChecks {
  /** the process answers */
  live(): PortAnswer;
  /** 200 while this process can do its work (its database, storage and job queue answer), else 503 naming the part */
  ready(): Promise<ReadyAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthChecks;
  }
}

export const LIVE_PATH = apiRoute(healthContract.getLiveness);
export const READY_PATH = apiRoute(healthContract.getReadiness);

function healthChecks(app: FastifyInstance): HealthChecks {
  const readiness = readinessChecks(app);
  // While the process starts (its database opens and is migrated, its queues are made) it is alive and not ready.
  let started = false;
  app.addHook('onReady', async () => void (started = true));
  return {
    live: () => ({ status: 200, body: ok({ status: 'alive' as const }) }),
    async ready() {
      if (!started) return { status: 503, body: { error: true, message: 'This instance is starting.', data: null } };
      const answer = await readiness(app.stopping);
      if (answer.status === 'ready' || answer.status === 'degraded') return { status: 200, body: ok(answer) };
      const message = answer.status === 'stopping' ? 'This instance is stopping.' : 'This instance cannot serve now.';
      return { status: 503, body: { error: true, message, data: answer } };
    },
  };
}

export default fp(
  async (app) => {
    const health = healthChecks(app);
    app.decorate('health', health);
    app.metrics.answerOnPort(LIVE_PATH, async () => health.live());
    app.metrics.answerOnPort(READY_PATH, () => health.ready());
  },
  { name: 'health', dependencies: ['metrics'] },
);
