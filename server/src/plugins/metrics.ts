// Metrics in the Prometheus text format (prom-client), for an operator's dashboards and alerts: requests by route
// pattern (rate, latency, errors), jobs worked and failed, mail sent and failed, first-view render times, the process's
// own (CPU, memory, event loop), and what a module adds from the database (queues, orders by state: modules/health).
// Never public: served only on a port of its own (METRICS_PORT, on loopback unless METRICS_HOST says otherwise) or at
// /metrics to a caller with the token (METRICS_TOKEN); with neither, they are counted and not served. That port also
// answers the process's health checks (modules/health), the only HTTP a worker process has.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  /** serve them on this port (0: any free port, for tests) */
  port?: number;
  /** the port's address (default 127.0.0.1: a scraper on the same machine or through a tunnel) */
  host?: string;
  /** serve them at /metrics on the site's own port, to `Authorization: Bearer <token>` only */
  token?: string;
}

export interface Metrics {
  registry: Registry;
  mail: { sent: Counter<'kind'>; failed: Counter<'kind'> };
  jobs: { completed: Counter<'queue'>; failed: Counter<'queue'>; duration: Histogram<'queue'> };
  /** a first view's render on the server, by how it ended */
  renders: Histogram<'outcome'>;
  /** where the metrics port listens (tests), or null */
  address(): AddressInfo | null;
  /** answers GET `path` on the metrics port too, with the JSON a check gives (nothing when there is no such port) */
  answerOnPort(path: string, answer: () => Promise<PortAnswer>): void;
}

/** A JSON answer of the metrics port besides the metrics: its status code and body. */
export interface PortAnswer {
  status: number;
  body: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route a request counts under: its pattern (such as /api/user/issues/:issueId), never its address, so one series stands
 * for every issue. Pages reach the shell through the not-found fallback: they count as `(page)`, anything else it
 * answers as `(unmatched)`.
 */
const routeLabel = (request: FastifyRequest, status: number) => request.routeOptions?.url ?? (status < 400 ? '(page)' : '(unmatched)');

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export default fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    const answers = new Map<string, () => Promise<PortAnswer>>();
    const served = options.port !== undefined || Boolean(options.token);
    if (served) collectDefaultMetrics({ register: registry });

    const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
    const errors = new Counter({ name: 'http_server_errors_total', help: 'HTTP requests answered with a 5xx status, by method and route pattern', labelNames: ['method', 'route'], registers: [registry] });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: SECONDS,
      registers: [registry],
    });
    const metrics: Metrics = {
      registry,
      mail: {
        sent: new Counter({ name: 'mail_sent_total', help: 'Messages handed to the SMTP server, by kind (transactional, bulk)', labelNames: ['kind'], registers: [registry] }),
        failed: new Counter({ name: 'mail_failed_total', help: 'Deliveries the SMTP server refused or did not answer (each is tried again), by kind', labelNames: ['kind'], registers: [registry] }),
      },
      jobs: {
        completed: new Counter({ name: 'jobs_completed_total', help: 'Jobs worked by this process, by queue', labelNames: ['queue'], registers: [registry] }),
        failed: new Counter({ name: 'jobs_failed_total', help: 'Jobs that failed in this process (retried by their queue’s policy), by queue', labelNames: ['queue'], registers: [registry] }),
        duration: new Histogram({ name: 'job_duration_seconds', help: 'Time a job’s handler took, by queue', labelNames: ['queue'], buckets: SECONDS, registers: [registry] }),
      },
      renders: new Histogram({
        name: 'first_view_render_seconds',
        help: 'Time to render a page’s first view on the server, by outcome (rendered, partial, skipped, redirect, failed)',
        labelNames: ['outcome'],
        buckets: SECONDS,
        registers: [registry],
      }),
      address: () => null,
      answerOnPort: (path, answer) => void answers.set(path, answer),
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request, reply.statusCode);
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    });

    const text = () => registry.metrics();

    if (options.token) {
      const token = options.token;
      // Without the token the route is not there: a 404 like any other address.
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!given || !sameToken(given, token)) return reply.code(404).send({ error: true, message: 'The requested resource was not found.', data: null });
        return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await text());
      });
    }

    if (options.port !== undefined) {
      const server = http.createServer((request, response) => {
        const address = request.url?.split('?')[0] ?? '';
        const answer = answers.get(address);
        if (request.method === 'GET' && answer) {
          answer().then(
            ({ status, body }) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body)),
            (error: unknown) => {
              app.log.error({ err: error, url: address }, 'check could not be answered');
              response.writeHead(500).end();
            },
          );
          return;
        }
        if (request.method !== 'GET' || address !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        text().then(
          (body) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be collected');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
      });
      metrics.address = () => server.address() as AddressInfo;
      app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
    }
  },
  { name: 'metrics' },
);
