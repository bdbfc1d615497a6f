import fp from 'fastify-plugin';
import { sql, type Kysely, type Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';
import { logContext } from '../lib/logging.js';
import type { JobFailure, Jobs, QueuedJob, RetryPolicy, WorkerOptions } from './jobs.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Transactional mail answers what a member just did (a reset link, an e-mail confirmation, a welcome, an order or a
 * ticket, a reply to their issue): it goes out at once. Bulk mail goes to many members at a time (reminders, waitlist
 * offers, announcements). Each has its own queue and its own worker, so thousands of bulk mails never stand in front
 * of a reset link.
 */
export type MailKind = 'transactional' | 'bulk';

export interface Mailer {
  /**
   * Records the message in the outbox and, when SMTP is configured, queues its delivery on its kind's queue. Given the
   * caller's transaction, both are written inside it: a mail exists exactly when the change that sends it does.
   */
  sendMail(message: MailMessage, options: { kind: MailKind; trx?: Transaction<Database> }): Promise<number>;
  /** resolves once every delivery queued so far has been made or has given up (shutdown, tests) */
  settled(): Promise<void>;
  /**
   * Tries again every message whose delivery gave up (all its retries failed: the SMTP server was down or refused it)
   * and that is still unsent, within the job queue's week of history; answers how many. For after mail was mended.
   */
  resendFailed(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

interface MailQueue {
  name: string;
  worker: WorkerOptions;
  /** the SMTP connections this kind of mail has to itself */
  connections: number;
}

export const MAIL_QUEUES: Record<MailKind, MailQueue> = {
  // `mail.send` is the queue all mail went through before bulk mail had its own: mail an older version queued there is
  // still delivered. Polled as often as pg-boss allows, so a reset link leaves within half a second.
  transactional: { name: 'mail.send', worker: { pollingIntervalSeconds: 0.5, batchSize: 10 }, connections: 2 },
  // Taken 50 at a time; while batches come back full the next follows at once, so a backlog drains at the SMTP
  // server's pace. Idle, it is polled at the plugin's interval.
  bulk: { name: 'mail.bulk', worker: { batchSize: 50 }, connections: 4 },
};

/** Five more tries over about half an hour (30 s doubling, with jitter) before a delivery gives up. */
export const defaultMailRetry: RetryPolicy = { retryLimit: 5, retryDelay: 30 };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export async function createMailer(
  db: Kysely<Database>,
  jobs: Jobs,
  options: {
    smtpUrl?: string;
    from: string;
    retry?: RetryPolicy;
    onError?: (error: unknown) => void;
    /** each batch's messages handed to SMTP and refused (metrics) */
    onDelivered?: (kind: MailKind, sent: number, failed: number) => void;
    /** deliver queued mail here (worker processes); default true */
    work?: boolean;
  },
): Promise<Mailer & { close(): Promise<void> }> {
  const retry = options.retry ?? defaultMailRetry;
  const transports: Transporter[] = [];

  /** Delivers a batch of one queue's jobs over that queue's pooled connections; answers the jobs that failed. */
  const deliver = (transport: Transporter, kind: MailKind) => async (batch: QueuedJob<{ outboxId: number }>[]): Promise<JobFailure[]> => {
    const ids = batch.map((job) => job.data.outboxId);
    // One statement counts the attempt of every message not yet sent and reads them: a batch retried after a crash
    // never sends a message twice, and one whose row is gone (or already sent) has nothing left to do.
    const rows = await db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .where('sent_at', 'is', null)
      .returning(['id', 'to', 'subject', 'text', 'html'])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sent: number[] = [];
    const failures: JobFailure[] = [];
    await Promise.all(
      // Each delivery's log lines carry the id of the request that queued it.
      batch.map((job) =>
        logContext.run(job.log, async () => {
          const row = byId.get(job.data.outboxId);
          if (!row) return;
          try {
            await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: row.html });
            sent.push(row.id);
          } catch (error) {
            // The outbox keeps the reason; the queue tries this message again later. The request that sent it never waits.
            options.onError?.(error);
            failures.push({ id: job.id, error });
            await db.updateTable('outbox').set({ error: reasonOf(error) }).where('id', '=', row.id).execute();
          }
        }),
      ),
    );
    if (sent.length) await db.updateTable('outbox').set({ sent_at: new Date(), error: null }).where('id', 'in', sent).execute();
    options.onDelivered?.(kind, sent.length, failures.length);
    return failures;
  };

  if (options.smtpUrl) {
    for (const [kind, queue] of Object.entries(MAIL_QUEUES) as Array<[MailKind, MailQueue]>) {
      if (options.work === false) await jobs.declare(queue.name, retry);
      else {
        // Pooled: a connection carries many messages (up to 100, then a fresh one) instead of one connection each.
        const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: queue.connections, maxMessages: 100 });
        transports.push(transport);
        await jobs.workBatch(queue.name, retry, queue.worker, deliver(transport, kind));
      }
    }
  }

  return {
    async sendMail(message, { kind, trx }) {
      const write = async (tx: Transaction<Database>) => {
        const { id } = await tx.insertInto('outbox').values(message).returning('id').executeTakeFirstOrThrow();
        if (options.smtpUrl) await jobs.send(MAIL_QUEUES[kind].name, { outboxId: id }, { trx: tx });
        return id;
      };
      return trx ? write(trx) : db.transaction().execute(write);
    },
    settled: () => (options.smtpUrl ? jobs.idle() : Promise.resolve()),
    async resendFailed() {
      if (!options.smtpUrl) return 0;
      let count = 0;
      for (const queue of Object.values(MAIL_QUEUES)) {
        const { rows } = await sql<{ id: string }>`
          select j.id from pgboss.job j join outbox o on o.id = (j.data->>'outboxId')::bigint
          where j.name = ${queue.name} and j.state = 'failed' and o.sent_at is null`.execute(db);
        await jobs.retry(queue.name, rows.map((r) => r.id));
        count += rows.length;
      }
      return count;
    },
    async close() {
      // The deliveries in hand finish before their connections close (else they fail, to be sent again later).
      if (transports.length) for (const queue of Object.values(MAIL_QUEUES)) await jobs.stopWorking(queue.name);
      for (const transport of transports) transport.close();
    },
  };
}

export default fp<{ smtpUrl?: string; from: string; retry?: RetryPolicy; work?: boolean }>(
  async (app, options) => {
    const mailer = await createMailer(app.db, app.jobs, {
      ...options,
      onError: (error) => app.log.warn({ err: error }, 'mail delivery failed'),
      onDelivered(kind, sent, failed) {
        if (sent) app.metrics.mail.sent.inc({ kind }, sent);
        if (failed) app.metrics.mail.failed.inc({ kind }, failed);
      },
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db', 'jobs', 'metrics'] },
);
