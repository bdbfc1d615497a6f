// What the database says about the site's health, as metrics (plugins/metrics.ts serves them): the job queues' depths
// and how long their oldest due job has waited (a worker that stopped shows here first), mail not yet delivered, orders
// by kind and state, card payments by state, and when a payment was last approved (payments that stop show here). Read
// at most every few seconds whatever the scrapes, and the same from every instance.
// While the database does not answer, a scrape still answers with everything else: `database_up` says 0 and the
// figures read from the database are left out (Prometheus marks their series stale) rather than shown as zeros.
// When the newest backup was made is read from where backups are kept (BACKUP_DIR or BACKUP_S3_BUCKET), so it counts
// every backup, the worker's nightly one and `npm run backup`'s alike, and is there while the database is away.
import type { FastifyInstance } from 'fastify';
import { Gauge, type GaugeConfiguration } from 'prom-client';
import { backupTargetOf, keptBackups } from './backups-kept.js';
import { readSiteFigures, type SiteFigures } from './queries.js';
import { CHECK_TIMEOUT_MS, timeLimit } from './readiness.js';

/** A scrape within this time of the last reading shares it. */
const FRESH_MS = 5000;
/** A bucket is listed at most this often (each listing is a request the provider counts); a folder at every scrape. */
const BUCKET_FRESH_MS = 60_000;

/** A gauge filled from a reading at each scrape; when the reading failed (null) it has no series at all. */
class ReadGauge<L extends string, T> extends Gauge<L> {
  private readonly read: () => Promise<T | null>;
  private readonly fill: (gauge: Gauge<L>, value: T) => void;

  constructor(config: GaugeConfiguration<L>, read: () => Promise<T | null>, fill: (gauge: Gauge<L>, value: T) => void) {
    super(config);
    this.read = read;
    this.fill = fill;
  }

  async get() {
    const value = await this.read();
    this.reset();
    if (value !== null) this.fill(this, value);
    const metric = await super.get();
    // A gauge without labels shows 0 once reset: left out instead, as a figure nobody could read.
    return value === null ? { ...metric, values: [] } : metric;
  }
}

/**
 * A reading shared by the scrapes within `freshMs` of it: null when it failed, which is logged when it starts failing
 * (not at every scrape) and not kept, so the next scrape asks again.
 */
function sharedReading<T>(app: FastifyInstance, what: string, freshMs: number, read: () => Promise<T>) {
  let reading: { at: number; value: Promise<T | null> } | null = null;
  let failing = false;
  return () => {
    if (!reading || Date.now() - reading.at > freshMs) {
      const at = Date.now();
      const value = read().then(
        (answer) => {
          if (failing) app.log.info(`${what} can be read again`);
          failing = false;
          return answer;
        },
        (error: unknown) => {
          if (!failing) app.log.error({ err: error }, `${what} could not be read: left out of the metrics`);
          failing = true;
          if (reading?.at === at) reading = null;
          return null;
        },
      );
      reading = { at, value };
    }
    return reading.value;
  };
}

export function registerSiteMetrics(app: FastifyInstance) {
  const { registry } = app.metrics;
  const figures = sharedReading(app, 'the site’s figures in the database', FRESH_MS, () => timeLimit(readSiteFigures(app.db), CHECK_TIMEOUT_MS, 'the database'));
  const gauge = <L extends string>(name: string, help: string, labelNames: L[], fill: (gauge: Gauge<L>, figures: SiteFigures) => void) =>
    new ReadGauge<L, SiteFigures>({ name, help, labelNames, registers: [registry] }, figures, fill);

  new Gauge({
    name: 'database_up',
    help: 'Whether the database answered this scrape’s reading (1) or not (0, within 2 s): the figures read from it are then left out',
    registers: [registry],
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  gauge('jobs_queued', 'Jobs in each queue by state: waiting (due, not taken), scheduled (due later), retry, active', ['queue', 'state'], (g, f) => {
    for (const row of f.jobs) g.set({ queue: row.queue, state: row.state }, row.count);
  });
  gauge('jobs_oldest_waiting_seconds', 'How long the oldest due job of each queue has waited to be taken (0 when none waits)', ['queue'], (g, f) => {
    for (const row of f.jobAges) g.set({ queue: row.queue }, row.seconds);
  });
  // Without an SMTP server nothing is delivered: every message only stays in the outbox.
  if (app.config.smtpUrl) gauge('mail_outbox_unsent', 'Messages not yet delivered: waiting for their first try, or failing (tried and refused)', ['state'], (g, f) => {
    g.set({ state: 'waiting' }, f.outbox.waiting);
    g.set({ state: 'failing' }, f.outbox.failing);
  });
  gauge('orders', 'Orders by kind (ticket, membership) and state (pending, paid, cancelled, expired)', ['kind', 'status'], (g, f) => {
    for (const row of f.orders) g.set({ kind: row.kind, status: row.status }, row.count);
  });
  gauge('payment_attempts', 'Card payment attempts by gateway and state (created, approved, declined)', ['gateway', 'status'], (g, f) => {
    for (const row of f.attempts) g.set({ gateway: row.gateway, status: row.status }, row.count);
  });
  gauge('late_payments_open', 'Card payments approved after their order expired, waiting for staff to honour or refund them', [], (g, f) => {
    g.set(f.openLatePayments);
  });
  gauge('payment_last_approved_timestamp_seconds', 'When a card payment or bill payment was last approved or marked paid (Unix time; 0 if never)', [], (g, f) => {
    g.set(f.lastPaidAt ? f.lastPaidAt.getTime() / 1000 : 0);
  });

  const target = backupTargetOf(app.config);
  const kept = keptBackups(app, target);
  const newestBackup = sharedReading(app, `the backups in ${target.kind === 'folder' ? target.dir : `the bucket ${target.s3.bucket}`}`, target.kind === 'bucket' ? BUCKET_FRESH_MS : 0, async () => ({
    at: (await kept()).newest?.at ?? null,
  }));
  new ReadGauge(
    {
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the newest backup where backups are kept was made, by a worker’s nightly run or `npm run backup` (Unix time; 0 if none): alert when it is over a day old',
      registers: [registry],
    },
    newestBackup,
    (g, { at }) => g.set(at ? at.getTime() / 1000 : 0),
  );
}
