import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
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
   * Records the message in the outbox (with the id of the request that sends it) and, when SMTP is configured, queues
   * its delivery on its kind's queue. Given the caller's transaction, both are written inside it: a mail exists exactly
   * when the change that sends it does.
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
  /** the SMTP connections this kind of mail has to itself: as many of its messages are sent at once */
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

/**
 * How long a worker's claim on a message holds. The worker renews it every third of that while it lives; when it dies
 * (killed, out of memory, its host gone) the claim lapses at most this long after, and the message goes to its queue
 * again at the next look (LAPSED_LOOK_SECONDS): sent within a minute, by another worker or by this one restarted,
 * instead of when the job queue gives up on the dead worker's job a quarter of an hour later.
 */
export const CLAIM_SECONDS = 30;
const RENEW_SECONDS = CLAIM_SECONDS / 3;
/**
 * A worker hands a message over only while its claim surely holds: until this long before the claim, counted from when
 * its last renewal was asked for, would lapse. One that stalled, or could not renew (the database away), stops there
 * and leaves the rest to whoever queues them again.
 */
const CLAIM_MARGIN_SECONDS = RENEW_SECONDS;
/** How often each worker looks for lapsed claims. */
const LAPSED_LOOK_SECONDS = 5;
/** How often each worker looks for unsent messages that no job delivers (written while SMTP was not set). */
const UNQUEUED_LOOK_SECONDS = 60;

/**
 * An SMTP server that stops answering fails its send within these (nodemailer's own wait up to 10 minutes): the
 * message is tried again by the queue instead of hanging in a worker that holds its claim.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** This process, as a claim names it (with its batch), so an operator can tell which worker holds or sent a message. */
const CLAIMANT = `${os.hostname()}:${process.pid}`;

const claimUntil = () => sql<Date>`now() + ${sql.lit(CLAIM_SECONDS)} * interval '1 second'`;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  request_id: string | null;
  attempts: number;
}

/** What became of one message of a batch. */
type Outcome = { sent: true } | { sent: false; error: unknown };

export async function createMailer(
  db: Kysely<Database>,
  jobs: Jobs,
  options: {
    smtpUrl?: string;
    from: string;
    retry?: RetryPolicy;
    log: FastifyBaseLogger;
    /** each batch's messages handed to SMTP and refused (metrics) */
    onDelivered?: (kind: MailKind, sent: number, failed: number) => void;
    /** deliver queued mail here (worker processes); default true */
    work?: boolean;
  },
): Promise<Mailer & { close(): Promise<void> }> {
  const { log } = options;
  const retry = options.retry ?? defaultMailRetry;
  const transports: Transporter[] = [];

  /**
   * Marks a message sent, on its own, as soon as the SMTP server has accepted it: a crash after this sends it never
   * again. Tried a few times over a few seconds, for a database that blinks; one that stays away leaves the message
   * claimed and unsent, so it goes again once its claim lapses (the one duplicate a crash at this moment also makes).
   */
  const markSent = async (id: number) => {
    for (let tries = 1; ; tries++) {
      try {
        await db.updateTable('outbox').set({ sent_at: new Date(), error: null, claimed_until: null }).where('id', '=', id).execute();
        return;
      } catch (error) {
        if (tries === 3) {
          log.error({ err: error, outboxId: id }, 'mail accepted by the SMTP server but not marked sent: it is sent again once its claim lapses');
          return;
        }
        await pause(1000 * tries);
      }
    }
  };

  /** Sends one message the batch `claim` holds; answers whether it was sent, or why not. */
  const deliverOne = async (transport: Transporter, kind: MailKind, claim: string, row: OutboxMessage): Promise<Outcome> => {
    try {
      await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      // The outbox keeps the reason and lets the message go; the queue tries it again later. The request that sent it
      // never waits.
      log.warn({ err: error, outboxId: row.id, kind, attempt: row.attempts }, 'mail delivery failed');
      try {
        await db.updateTable('outbox').set({ error: reasonOf(error), claimed_by: null, claimed_until: null }).where('id', '=', row.id).where('claimed_by', '=', claim).execute();
      } catch (recording) {
        // Kept claimed, it goes to the queue again once the claim lapses.
        log.warn({ err: recording, outboxId: row.id }, 'the failed delivery was not recorded');
      }
      return { sent: false, error };
    }
    await markSent(row.id);
    // One line per delivered mail, to follow a sign-up from its request to its mail: the outbox id and the kind, never
    // the address or the text.
    log.info({ outboxId: row.id, kind, attempt: row.attempts }, 'mail sent');
    return { sent: true };
  };

  /**
   * Delivers a batch of one queue's jobs over the queue's connections (twice as many messages in hand as connections,
   * so no connection waits while a message is marked); answers the jobs that failed. Each message is marked sent on its
   * own as soon as it is accepted.
   */
  const deliver =
    (transport: Transporter, kind: MailKind, connections: number) =>
    async (batch: QueuedJob<{ outboxId: number }>[]): Promise<JobFailure[]> => {
      const claim = `${CLAIMANT}:${randomBytes(4).toString('hex')}`;
      const holdFor = (CLAIM_SECONDS - CLAIM_MARGIN_SECONDS) * 1000;
      let heldUntil = performance.now() + holdFor;
      // One statement claims, and counts a try of, every message of the batch that is unsent and that no live claim
      // holds. One whose row is gone, already sent, or in another worker's hands has nothing left to do here: its job is
      // done (the holder's own job retries it if that delivery fails, and a lapsed claim queues it again).
      const rows = await db
        .updateTable('outbox')
        .set((eb) => ({ claimed_by: claim, claimed_until: claimUntil(), attempts: eb('attempts', '+', 1) }))
        .where(
          'id',
          'in',
          batch.map((job) => job.data.outboxId),
        )
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', sql<Date>`now()`)]))
        .returning(['id', 'to', 'subject', 'text', 'html', 'request_id', 'attempts'])
        .execute();
      const jobOf = new Map<number, QueuedJob<{ outboxId: number }>>();
      for (const job of batch) if (!jobOf.has(job.data.outboxId)) jobOf.set(job.data.outboxId, job);
      // While the batch is in hand its claims are renewed; stopped, they lapse.
      let renewing: Promise<unknown> = Promise.resolve();
      const renewal = setInterval(() => {
        const asked = performance.now();
        renewing = db
          .updateTable('outbox')
          .set({ claimed_until: claimUntil() })
          .where('claimed_by', '=', claim)
          .where('sent_at', 'is', null)
          .execute()
          .then(
            () => (heldUntil = asked + holdFor),
            (error: unknown) => log.warn({ err: error }, 'mail claims not renewed'),
          );
      }, RENEW_SECONDS * 1000);
      renewal.unref();
      const waiting = rows.sort((a, b) => a.id - b.id);
      const failures: JobFailure[] = [];
      let sent = 0;
      try {
        await Promise.all(
          Array.from({ length: Math.min(connections * 2, waiting.length) }, async () => {
            for (let row = waiting.shift(); row; row = waiting.shift()) {
              // A claim that may have lapsed is not this worker's to use: the rest of the batch is queued again by
              // whoever finds it lapsed.
              if (performance.now() > heldUntil) {
                waiting.length = 0;
                break;
              }
              const message = row;
              const job = jobOf.get(message.id)!;
              // Each delivery's log lines carry the id of the request that queued it (kept on the row for a message
              // queued again, or queued when SMTP came).
              const context = { ...job.log, ...(job.log.reqId || !message.request_id ? {} : { reqId: message.request_id }) };
              const outcome = await logContext.run(context, () => deliverOne(transport, kind, claim, message));
              if (outcome.sent) sent++;
              else failures.push({ id: job.id, error: outcome.error });
            }
          }),
        );
      } finally {
        clearInterval(renewal);
        await renewing;
      }
      options.onDelivered?.(kind, sent, failures.length);
      return failures;
    };

  /**
   * Messages whose claim lapsed (the worker that held them died before it sent them) go to their queue again, each
   * once however many workers look, and the line names who held them.
   */
  const queueLapsed = async () => {
    const lapsed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'kind', 'claimed_by'])
        .where('sent_at', 'is', null)
        .where('claimed_until', '<', sql<Date>`now()`)
        .orderBy('id')
        .limit(1000)
        .forUpdate()
        .skipLocked()
        .execute();
      if (!rows.length) return rows;
      await trx
        .updateTable('outbox')
        .set({ claimed_by: null, claimed_until: null })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      for (const row of rows) await jobs.send(MAIL_QUEUES[row.kind].name, { outboxId: row.id }, { trx });
      return rows;
    });
    if (lapsed.length) {
      log.warn(
        { outboxIds: lapsed.map((row) => row.id), claimedBy: [...new Set(lapsed.map((row) => row.claimed_by))] },
        'mail whose worker stopped before sending it is queued again',
      );
    }
  };

  /**
   * Unsent messages that no job delivers (written while this site had no SMTP server set, or whose job is gone) get
   * one, each once however many workers look. Messages whose delivery gave up keep their error and wait for `npm run
   * mail -- resend`.
   */
  const queueUnqueued = async () => {
    const names = Object.values(MAIL_QUEUES).map((queue) => queue.name);
    const queued = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('outbox: queue unqueued mail'))`.execute(trx);
      const { rows } = await sql<{ id: number; kind: MailKind }>`
        select o.id, o.kind from outbox o
        where o.sent_at is null and o.error is null and o.claimed_until is null
          and not exists (
            select 1 from pgboss.job j
            where j.name in (${sql.join(names)}) and j.state in ('created', 'retry', 'active') and j.data->>'outboxId' = o.id::text)
        order by o.id
        limit 5000`.execute(trx);
      for (const row of rows) await jobs.send(MAIL_QUEUES[row.kind].name, { outboxId: row.id }, { trx });
      return rows;
    });
    if (queued.length) log.info({ count: queued.length }, 'unsent mail that no job delivered is queued');
  };

  /** The looks a worker makes; a failing one is logged once until it works again (the database may be away). */
  let looking: Promise<void> = Promise.resolve();
  let looks: NodeJS.Timeout | undefined;
  let lookFailed = false;
  const look = async (unqueuedToo: boolean) => {
    try {
      await queueLapsed();
      if (unqueuedToo) await queueUnqueued();
      lookFailed = false;
    } catch (error) {
      if (!lookFailed) log.warn({ err: error }, 'looking for mail to queue again failed; trying again in a few seconds');
      lookFailed = true;
    }
  };

  if (options.smtpUrl) {
    for (const [kind, queue] of Object.entries(MAIL_QUEUES) as Array<[MailKind, MailQueue]>) {
      if (options.work === false) await jobs.declare(queue.name, retry);
      else {
        // Pooled: a connection carries many messages (up to 100, then a fresh one) instead of one connection each.
        const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: queue.connections, maxMessages: 100, ...SMTP_TIMEOUTS });
        transports.push(transport);
        await jobs.workBatch(queue.name, retry, queue.worker, deliver(transport, kind, queue.connections));
      }
    }
    if (options.work !== false) {
      // At start, mail written before SMTP was set (or by a process without it) is queued too.
      await look(true);
      let ticks = 0;
      const everyUnqueued = UNQUEUED_LOOK_SECONDS / LAPSED_LOOK_SECONDS;
      looks = setInterval(() => {
        ticks++;
        looking = looking.then(() => look(ticks % everyUnqueued === 0));
      }, LAPSED_LOOK_SECONDS * 1000);
      looks.unref();
    }
  }

  return {
    async sendMail(message, { kind, trx }) {
      const requestId = logContext.getStore()?.reqId ?? null;
      const write = async (tx: Transaction<Database>) => {
        const { id } = await tx
          .insertInto('outbox')
          .values({ ...message, kind, request_id: requestId })
          .returning('id')
          .executeTakeFirstOrThrow();
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
      clearInterval(looks);
      await looking;
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
      log: app.log,
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
