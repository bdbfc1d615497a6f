import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the message in the outbox, then delivers it over SMTP (when configured) without holding up the caller. */
  sendMail(message: MailMessage): Promise<number>;
  /** resolves once every delivery started so far has finished (shutdown, tests) */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(db: Kysely<Database>, options: { smtpUrl?: string; from: string; onError?: (error: unknown) => void }): Mailer & { close(): void } {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage) {
    try {
      await transport!.sendMail({ from: options.from, ...message });
      await db.updateTable('outbox').set({ sent_at: new Date(), error: null }).where('id', '=', id).execute();
    } catch (error) {
      // A failing mail server never fails the request that sent the mail; the outbox keeps the reason.
      options.onError?.(error);
      const reason = error instanceof Error ? error.message : String(error);
      await db.updateTable('outbox').set({ error: reason.slice(0, 1000) }).where('id', '=', id).execute().catch(options.onError);
    }
  }

  return {
    async sendMail(message) {
      const { id } = await db.insertInto('outbox').values(message).returning('id').executeTakeFirstOrThrow();
      if (transport) {
        const delivery = deliver(id, message).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return id;
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}

export default fp<{ smtpUrl?: string; from: string }>(
  async (app, options) => {
    const mailer = createMailer(app.db, { ...options, onError: (error) => app.log.warn({ err: error }, 'mail delivery failed') });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.settled();
      mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
