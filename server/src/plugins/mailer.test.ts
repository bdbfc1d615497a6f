import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { MAIL_QUEUES } from './mailer.js';
import { loggerOptions } from '../lib/logging.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { outboxFor, PASSWORD, uniqueEmail } from '../test/http.js';
import { send } from '../test/api.js';
import { accountContract } from '../../../shared-api/src/contracts/account.js';

const message = (to: string) => ({ to, subject: 'Hello from the association', text: 'Plain body', html: '<p>HTML body</p>' });

/** A local SMTP server that keeps what it receives, and turns away the first delivery to `failOnce` addresses. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const failOnce = new Set<string>();
  /** Mail to an address of this domain is held by the server until `release()` is called. */
  const held = '@held.test';
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (failOnce.delete(address.address)) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const hold = session.envelope.rcptTo.some((to) => to.address.endsWith(held)) ? released : Promise.resolve();
      Promise.all([simpleParser(stream), hold]).then(([mail]) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, failOnce, held, release, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const receivedBy = (smtp: Awaited<ReturnType<typeof startSmtp>>, to: string) => smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === to);

describe('the mailer without SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  before(async () => (ctx = await startTestApp()));
  after(async () => {
    await ctx.close();
    await smtp?.close();
  });

  test('keeps every message in the outbox', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to), { kind: 'transactional' });
    const [row] = await outboxFor(ctx.db, to);
    assert.deepEqual([row.subject, row.text, row.html, row.sent_at, row.error], ['Hello from the association', 'Plain body', '<p>HTML body</p>', null, null]);
  });

  test('what it kept is sent, once, when the site starts again with SMTP', async () => {
    const waiting = [uniqueEmail(), uniqueEmail()];
    await ctx.app.mailer.sendMail(message(waiting[0]), { kind: 'transactional' });
    await ctx.app.mailer.sendMail(message(waiting[1]), { kind: 'bulk' });
    const mailbox = (smtp = await startSmtp());
    const worker = await ctx.another({ roles: ['worker'], smtpUrl: mailbox.url });
    await worker.mailer.settled();
    // A second worker starting finds nothing left to queue.
    const second = await ctx.another({ roles: ['worker'], smtpUrl: mailbox.url });
    await second.mailer.settled();
    for (const to of waiting) assert.equal(receivedBy(mailbox, to).length, 1, `one mail to ${to}`);
    for (const to of waiting) assert.ok((await outboxFor(ctx.db, to))[0].sent_at instanceof Date);
  });
});

describe('the mailer with SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const log: string[] = [];
  const lines = () => log.map((line) => JSON.parse(line) as Record<string, unknown>);
  before(async () => {
    smtp = await startSmtp();
    ctx = await startTestApp({ smtpUrl: smtp.url, mailFrom: '"PAFLA" <no-reply@pafla.test>', logger: loggerOptions('info', { write: (line) => log.push(line) }) });
  });
  after(async () => {
    await ctx.close();
    await smtp.close();
  });

  test('delivers the message from the job queue and records when it was sent', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to), { kind: 'transactional' });
    await ctx.app.mailer.settled();
    const [mail] = receivedBy(smtp, to);
    assert.ok(mail, 'received by the SMTP server');
    assert.equal(mail.subject, 'Hello from the association');
    assert.equal(mail.text?.trim(), 'Plain body');
    assert.equal(mail.from?.text, '"PAFLA" <no-reply@pafla.test>');
    const [row] = await outboxFor(ctx.db, to);
    assert.ok(row.sent_at instanceof Date);
    assert.equal(row.error, null);
    assert.equal(row.attempts, 1);
  });

  test('a delivery the mail server turns away is retried, and delivered once', async () => {
    const to = uniqueEmail();
    smtp.failOnce.add(to);
    await ctx.app.mailer.sendMail(message(to), { kind: 'transactional' });
    await ctx.app.mailer.settled();
    assert.equal(receivedBy(smtp, to).length, 1);
    const [row] = await outboxFor(ctx.db, to);
    assert.equal(row.attempts, 2, 'the first try failed, the retry delivered');
    assert.ok(row.sent_at instanceof Date);
    assert.equal(row.error, null);
  });

  test('a mail sent inside a transaction that rolls back leaves no outbox row and no delivery', async () => {
    const to = uniqueEmail();
    await assert.rejects(
      ctx.db.transaction().execute(async (trx) => {
        await ctx.app.mailer.sendMail(message(to), { kind: 'transactional', trx });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    await ctx.app.mailer.settled();
    assert.deepEqual(await outboxFor(ctx.db, to), []);
    assert.equal(receivedBy(smtp, to).length, 0);
  });

  test('a reset link goes out while a backlog of bulk mail is still being sent', async () => {
    // 120 bulk mails that the mail server keeps waiting: every bulk connection is busy and the queue is full.
    const bulk = Array.from({ length: 120 }, (_, i) => `member.${i}.${uniqueEmail().split('@')[0]}${smtp.held}`);
    await ctx.db.transaction().execute(async (trx) => {
      for (const to of bulk) await ctx.app.mailer.sendMail(message(to), { kind: 'bulk', trx });
    });
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail({ ...message(to), subject: 'Reset your password' }, { kind: 'transactional' });
    for (let i = 0; i < 200 && !receivedBy(smtp, to).length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(receivedBy(smtp, to).length, 1, 'the reset mail arrived');
    assert.equal(bulk.filter((address) => receivedBy(smtp, address).length).length, 0, 'while no bulk mail had got through');
    smtp.release();
    await ctx.app.mailer.settled();
    for (const address of bulk) assert.equal(receivedBy(smtp, address).length, 1, `one mail to ${address}`);
    const rows = await ctx.db.selectFrom('outbox').select(['sent_at', 'attempts']).where('to', 'in', bulk).execute();
    assert.ok(rows.every((row) => row.sent_at && row.attempts === 1));
  });

  test('in a batch, the one message the server turns away is retried alone; the others are sent once', async () => {
    const batch = Array.from({ length: 8 }, () => uniqueEmail());
    smtp.failOnce.add(batch[3]);
    await ctx.db.transaction().execute(async (trx) => {
      for (const to of batch) await ctx.app.mailer.sendMail(message(to), { kind: 'bulk', trx });
    });
    await ctx.app.mailer.settled();
    for (const to of batch) assert.equal(receivedBy(smtp, to).length, 1, `one mail to ${to}`);
    const rows = await ctx.db.selectFrom('outbox').select(['id', 'to', 'attempts']).where('to', 'in', batch).execute();
    const attempts = Object.fromEntries(rows.map((r) => [r.to, r.attempts]));
    assert.deepEqual(
      batch.map((to) => attempts[to]),
      batch.map((_, i) => (i === 3 ? 2 : 1)),
    );
    // The queue itself retried that one job, not the batch it came in.
    const { rows: jobs } = await sql<{ outbox_id: number; retry_count: number; state: string }>`
      select (data->>'outboxId')::int as outbox_id, retry_count, state::text as state from pgboss.job
      where name = ${MAIL_QUEUES.bulk.name} and (data->>'outboxId')::int in (${sql.join(rows.map((r) => r.id))})`.execute(ctx.db);
    const retries = Object.fromEntries(jobs.map((j) => [rows.find((r) => r.id === j.outbox_id)?.to, [j.retry_count, j.state]]));
    assert.deepEqual(
      batch.map((to) => retries[to]),
      batch.map((_, i) => [i === 3 ? 1 : 0, 'completed']),
    );
  });

  test('mails the welcome message on registration', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, accountContract.registerMember, { body: { name: 'Ali <b>Raza</b>', email, phone: '0300 1234567', password: PASSWORD } });
    assert.equal(res.status, 201);
    await ctx.app.mailer.settled();
    const [mail] = receivedBy(smtp, email);
    assert.ok(mail);
    assert.match(mail.subject ?? '', /Welcome/);
    assert.match(mail.text ?? '', /\/unsubscribe\?id=/);
    // The address is not confirmed: nothing the registrant typed reaches it, escaped or not.
    assert.ok(!String(mail.html).includes('Raza') && !String(mail.text).includes('Raza'), 'no registrant text in the mail');
    assert.match(mail.text ?? '', /^Hello,/);
  });

  test('each delivered mail logs one line with its outbox id, kind and request id, never its address', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, accountContract.registerMember, { body: { name: 'Ali Raza', email, phone: '0300 1234567', password: PASSWORD } });
    assert.equal(res.status, 201);
    await ctx.app.mailer.settled();
    const [row] = await outboxFor(ctx.db, email);
    const requestId = res.headers['x-request-id'];
    assert.equal(row.request_id, requestId, 'the outbox keeps the request that wrote the mail');
    assert.equal(row.kind, 'transactional');
    const sent = lines().filter((line) => line.msg === 'mail sent' && line.outboxId === row.id);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].reqId, requestId);
    assert.equal(sent[0].kind, 'transactional');
    assert.equal(sent[0].job, MAIL_QUEUES.transactional.name);
    assert.ok(!log.some((line) => line.includes(email)), 'the address is nowhere in the log');
  });

  test('a message another worker holds is left to it; once its claim lapses, it is queued again and sent once', async () => {
    const to = uniqueEmail();
    const id = await ctx.app.mailer.sendMail(message(to), { kind: 'bulk' });
    // Another worker's live claim: this worker's job for it is done without sending.
    await ctx.db.updateTable('outbox').set({ claimed_by: 'elsewhere:1:live', claimed_until: sql<Date>`now() + interval '1 hour'` }).where('id', '=', id).execute();
    await ctx.app.mailer.settled();
    assert.equal(receivedBy(smtp, to).length, 0, 'not sent while another worker holds it');
    // That worker dies: its claim lapses and a worker's next look queues the message again.
    await ctx.db.updateTable('outbox').set({ claimed_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', id).execute();
    const lapsedAt = Date.now();
    for (let i = 0; i < 200 && !receivedBy(smtp, to).length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await ctx.app.mailer.settled();
    assert.equal(receivedBy(smtp, to).length, 1);
    assert.ok(Date.now() - lapsedAt < 10_000, 'sent within a look of its claim lapsing');
    const [row] = await outboxFor(ctx.db, to);
    assert.ok(row.sent_at instanceof Date);
    assert.equal(row.attempts, 1);
    assert.match(row.claimed_by ?? '', /:\d+:[0-9a-f]{8}$/, 'the claim names the worker that sent it');
    assert.equal(row.claimed_until, null);
    assert.ok(lines().some((line) => line.msg === 'mail whose worker stopped before sending it is queued again' && JSON.stringify(line.claimedBy).includes('elsewhere:1:live')));
  });
});

describe('the mailer with an unreachable SMTP server', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' })));
  after(() => ctx.close());

  test('never fails the caller; after its retries the outbox keeps the reason', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to), { kind: 'transactional' });
    await ctx.app.mailer.settled();
    const [row] = await outboxFor(ctx.db, to);
    assert.equal(row.sent_at, null);
    assert.equal(row.attempts, 2);
    assert.match(row.error ?? '', /ECONNREFUSED|connect/i);
  });
});
