// What the database says about the site's health, as metrics (plugins/metrics.ts serves them): the job queues' depths
// and how long their oldest due job has waited (a worker that stopped shows here first), mail not yet delivered, orders
// by kind and state, card payments by state, when a payment was last approved (payments that stop show here), and when
// the last nightly backup succeeded.
// Read at most every few seconds whatever the scrapes, and the same from every instance.
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { readSiteFigures, type SiteFigures } from './queries.js';

/** A scrape within this time of the last reading shares it. */
const FRESH_MS = 5000;

export function registerSiteMetrics(app: FastifyInstance) {
  const { registry } = app.metrics;
  let reading: { at: number; figures: Promise<SiteFigures> } | null = null;
  const figures = () => {
    if (!reading || Date.now() - reading.at > FRESH_MS) {
      const at = Date.now();
      const next = readSiteFigures(app.db);
      // A failed reading is not kept: the next scrape asks again.
      next.catch(() => {
        if (reading?.at === at) reading = null;
      });
      reading = { at, figures: next };
    }
    return reading.figures;
  };
  const gauge = <L extends string>(name: string, help: string, labelNames: L[], fill: (gauge: Gauge<L>, figures: SiteFigures) => void) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = await figures();
        this.reset();
        fill(this, read);
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
  gauge('backup_last_success_timestamp_seconds', 'When a worker’s nightly backup last succeeded (Unix time; 0 if never): alert when it is over a day old', [], (g, f) => {
    g.set(f.lastBackupAt ? f.lastBackupAt.getTime() / 1000 : 0);
  });
  gauge('payment_last_approved_timestamp_seconds', 'When a card payment or bill payment was last approved or marked paid (Unix time; 0 if never)', [], (g, f) => {
    g.set(f.lastPaidAt ? f.lastPaidAt.getTime() / 1000 : 0);
  });
}
