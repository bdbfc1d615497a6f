import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestContext } from '../test/app.js';
import { outboxFor, PASSWORD, post, uniqueEmail } from '../test/http.js';

const message = (to: string) => ({ to, subject: 'Hello from the association', text: 'Plain body', html: '<p>HTML body</p>' });

/** A local SMTP server that keeps what it receives, and turns away the first delivery to `failOnce` addresses. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const failOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (failOnce.delete(address.address)) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, failOnce, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const receivedBy = (smtp: Awaited<ReturnType<typeof startSmtp>>, to: string) => smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === to);

describe('the mailer without SMTP', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('keeps every message in the outbox', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to));
    const [row] = await outboxFor(ctx.db, to);
    assert.deepEqual([row.subject, row.text, row.html, row.sent_at, row.error], ['Hello from the association', 'Plain body', '<p>HTML body</p>', null, null]);
  });
});

describe('the mailer with SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  before(async () => {
    smtp = await startSmtp();
    ctx = await startTestApp({ smtpUrl: smtp.url, mailFrom: '"PAFLA" <no-reply@pafla.test>' });
  });
  after(async () => {
    await ctx.close();
    await smtp.close();
  });

  test('delivers the message from the job queue and records when it was sent', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to));
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
    await ctx.app.mailer.sendMail(message(to));
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
        await ctx.app.mailer.sendMail(message(to), { trx });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    await ctx.app.mailer.settled();
    assert.deepEqual(await outboxFor(ctx.db, to), []);
    assert.equal(receivedBy(smtp, to).length, 0);
  });

  test('mails the welcome message on registration', async () => {
    const email = uniqueEmail();
    const res = await post(ctx.app, '/api/user/register', { name: 'Ali <b>Raza</b>', email, phone: '0300 1234567', password: PASSWORD });
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
});

describe('the mailer with an unreachable SMTP server', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' })));
  after(() => ctx.close());

  test('never fails the caller; after its retries the outbox keeps the reason', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to));
    await ctx.app.mailer.settled();
    const [row] = await outboxFor(ctx.db, to);
    assert.equal(row.sent_at, null);
    assert.equal(row.attempts, 2);
    assert.match(row.error ?? '', /ECONNREFUSED|connect/i);
  });
});
