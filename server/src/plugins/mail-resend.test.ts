// When mail stops, nothing is lost: a message whose tries all failed stays in the outbox, and once the SMTP server is
// back `npm run mail -- resend` (app.mailer.resendFailed) sends it, once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestContext } from '../test/app.js';
import { outboxFor, uniqueEmail } from '../test/http.js';
import { freePort } from '../test/postgres-cluster.js';

describe('mail that gave up is sent again once the SMTP server is back', () => {
  let ctx: TestContext;
  let port = 0;
  let smtp: SMTPServer | null = null;
  const received: string[] = [];
  before(async () => {
    port = await freePort();
    // No retry: the first failure is the last.
    ctx = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetry: { retryLimit: 0, retryDelay: 1 } });
  });
  after(async () => {
    await ctx.close();
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
  });

  test('only the messages that gave up, and each once', async () => {
    const to = uniqueEmail();
    await ctx.app.mailer.sendMail({ to, subject: 'Your ticket', text: 'Your ticket is attached.', html: '<p>Your ticket is attached.</p>' }, { kind: 'transactional' });
    await ctx.app.mailer.settled();
    assert.equal((await outboxFor(ctx.db, to))[0].sent_at, null);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        stream.resume().on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    assert.ok((await ctx.app.mailer.resendFailed()) >= 1);
    await ctx.app.mailer.settled();
    const [row] = await outboxFor(ctx.db, to);
    assert.notEqual(row.sent_at, null);
    assert.deepEqual(received.filter((r) => r === to), [to]);
    // Sent now: nothing is left to send again.
    assert.equal(await ctx.app.mailer.resendFailed(), 0);
  });
});
