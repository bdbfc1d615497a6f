import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';
import type { Jobs, RetryPolicy } from './jobs.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox and, when SMTP is configured, queues its delivery. Given the caller's
   * transaction, both are written inside it: a mail exists exactly when the change that sends it does.
   */
  sendMail(message: MailMessage, options?: { trx?: Transaction<Database> }): Promise<number>;
  /** resolves once every delivery queued so far has been made or has given up (shutdown, tests) */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_QUEUE = 'mail.send';

/** Five more tries over about half an hour (30 s doubling, with jitter) before a delivery gives up. */
export const defaultMailRetry: RetryPolicy = { retryLimit: 5, retryDelay: 30 };

export async function createMailer(
  db: Kysely<Database>,
  jobs: Jobs,
  options: { smtpUrl?: string; from: string; retry?: RetryPolicy; onError?: (error: unknown) => void; /** deliver queued mail here (worker processes); default true */ work?: boolean },
): Promise<Mailer & { close(): void }> {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  if (transport && options.work === false) await jobs.declare(MAIL_QUEUE, options.retry ?? defaultMailRetry);
  else if (transport) {
    await jobs.work<{ outboxId: number }>(MAIL_QUEUE, options.retry ?? defaultMailRetry, async ({ outboxId }) => {
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
      if (!row || row.sent_at) return;
      await db.updateTable('outbox').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', outboxId).execute();
      try {
        await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: row.html });
      } catch (error) {
        // The outbox keeps the reason; the queue tries again later. The request that sent it never waits.
        options.onError?.(error);
        const reason = error instanceof Error ? error.message : String(error);
        await db.updateTable('outbox').set({ error: reason.slice(0, 1000) }).where('id', '=', outboxId).execute();
        throw error;
      }
      await db.updateTable('outbox').set({ sent_at: new Date(), error: null }).where('id', '=', outboxId).execute();
    });
  }

  return {
    async sendMail(message, { trx } = {}) {
      const write = async (tx: Transaction<Database>) => {
        const { id } = await tx.insertInto('outbox').values(message).returning('id').executeTakeFirstOrThrow();
        if (transport) await jobs.send(MAIL_QUEUE, { outboxId: id }, { trx: tx });
        return id;
      };
      return trx ? write(trx) : db.transaction().execute(write);
    },
    settled: () => (transport ? jobs.idle() : Promise.resolve()),
    close() {
      transport?.close();
    },
  };
}

export default fp<{ smtpUrl?: string; from: string; retry?: RetryPolicy; work?: boolean }>(
  async (app, options) => {
    const mailer = await createMailer(app.db, app.jobs, { ...options, onError: (error) => app.log.warn({ err: error }, 'mail delivery failed') });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db', 'jobs'] },
);
