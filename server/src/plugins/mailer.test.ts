import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestContext } from '../test/app.js';
import { outboxFor, PASSWORD, post, uniqueEmail } from '../test/http.js';
import { createMailer } from './mailer.js';

const message = (to: string) => ({ to, subject: 'Hello from the association', text: 'Plain body', html: '<p>HTML body</p>' });

/** A local SMTP server that keeps what it receives. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the mailer', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  before(async () => {
    ctx = await startTestApp();
    smtp = await startSmtp();
  });
  after(async () => {
    await ctx.close();
    await smtp.close();
  });

  test('without SMTP, keeps every message in the outbox', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail(message(to));
    const [row] = await outboxFor(ctx.db, to);
    assert.deepEqual([row.subject, row.text, row.html, row.sent_at, row.error], ['Hello from the association', 'Plain body', '<p>HTML body</p>', null, null]);
  });

  test('with SMTP, delivers the message and records when it was sent', async () => {
    const mailer = createMailer(ctx.db, { smtpUrl: smtp.url, from: '"PAFLA" <no-reply@pafla.test>' });
    const to = uniqueEmail();
    await mailer.sendMail(message(to));
    await mailer.settled();
    mailer.close();
    const mail = smtp.received.find((m) => !Array.isArray(m.to) && m.to?.text === to);
    assert.ok(mail, 'received by the SMTP server');
    assert.equal(mail.subject, 'Hello from the association');
    assert.equal(mail.text?.trim(), 'Plain body');
    assert.equal(mail.from?.text, '"PAFLA" <no-reply@pafla.test>');
    const [row] = await outboxFor(ctx.db, to);
    assert.ok(row.sent_at instanceof Date);
    assert.equal(row.error, null);
  });

  test('a failing SMTP server never fails the caller; the outbox keeps the reason', async () => {
    const mailer = createMailer(ctx.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@pafla.test' });
    const to = uniqueEmail();
    await mailer.sendMail(message(to));
    await mailer.settled();
    mailer.close();
    const [row] = await outboxFor(ctx.db, to);
    assert.equal(row.sent_at, null);
    assert.match(row.error ?? '', /ECONNREFUSED|connect/i);
  });

  test('an app with SMTP_URL mails the welcome message on registration', async () => {
    const app = await ctx.another({ smtpUrl: smtp.url });
    const email = uniqueEmail();
    const res = await post(app, '/api/user/register', { name: 'Ali <b>Raza</b>', email, phone: '0300 1234567', password: PASSWORD });
    assert.equal(res.status, 201);
    await app.mailer.settled();
    const mail = smtp.received.find((m) => !Array.isArray(m.to) && m.to?.text === email);
    assert.ok(mail);
    assert.match(mail.subject ?? '', /Welcome/);
    assert.match(mail.text ?? '', /\/unsubscribe\?id=/);
    assert.ok(String(mail.html).includes('Ali &lt;b&gt;Raza&lt;/b&gt;'), 'the name is escaped in HTML');
  });
});
