// A worker killed while it sends a batch (SIGKILL, as the kernel's out-of-memory killer or a host's reboot does): two
// worker processes, as an operator runs them, share 40 welcome mails through a slow SMTP server; one is killed in the
// middle of its batch. Every mail arrives within a minute of being written; none arrives twice, except the ones the
// killed worker had handed over and not yet marked sent (at most one per SMTP connection it had); the survivor's log
// names each delivery by its outbox id and the request that wrote it, and never the address. PostgreSQL only (the
// embedded PGlite opens in one process): `bash tools/with-postgres.sh npm run test:server` runs it.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { logContext } from '../lib/logging.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { MAIL_QUEUES } from './mailer.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAILS = 40;
/** how long the SMTP server takes over each message, after its last byte and before it answers */
const ACCEPT_MS = 250;

/** An SMTP server that takes its time over each message and notes when it began taking it and when it accepted it. */
async function startSlowMailbox() {
  const begun = new Set<string>();
  const accepted: Array<{ to: string; at: number }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      for (const address of to) begun.add(address);
      stream.resume().on('end', () =>
        setTimeout(() => {
          for (const address of to) accepted.push({ to: address, at: Date.now() });
          callback();
        }, ACCEPT_MS),
      );
    },
  });
  // A killed worker's connection ends in a reset, which the server reports as an error event: expected here, and
  // unheard it would be thrown as an uncaught exception once the test has ended.
  const resets: Error[] = [];
  server.on('error', (error: Error) => resets.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { begun, accepted, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Worker {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  raw: string[];
  ready: Promise<void>;
}

describe('a mail worker killed in the middle of a batch', { skip: process.env.DATABASE_URL ? false : 'needs PostgreSQL: bash tools/with-postgres.sh npm run test:server' }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-mail-crash-'));
  let ctx: TestContext;
  let mailbox: Awaited<ReturnType<typeof startSlowMailbox>>;
  const workers: Worker[] = [];

  /** A worker process (`npm run serve -- --role worker`) on the test's database, its JSON log lines collected. */
  function startWorker(index: number): Worker {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', 'worker'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: ctx.database.url,
        DATA_DIR: path.join(root, `data-${index}`),
        PUBLIC_URL: 'http://site.test',
        SMTP_URL: mailbox.url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Array<Record<string, unknown>> = [];
    const raw: string[] = [];
    let rest = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const text = rest + chunk.toString('utf8');
        const parts = text.split('\n');
        rest = parts.pop() ?? '';
        for (const part of parts) {
          raw.push(part);
          try {
            const line = JSON.parse(part) as Record<string, unknown>;
            lines.push(line);
            if (typeof line.msg === 'string' && line.msg.startsWith('Working the job queues')) resolve();
          } catch {
            // not a log line
          }
        }
      });
      child.once('exit', (code, signal) => reject(new Error(`worker ${index} stopped before it was ready (${code ?? signal})`)));
    });
    const worker = { child, lines, raw, ready };
    workers.push(worker);
    return worker;
  }

  const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

  before(async () => {
    mailbox = await startSlowMailbox();
    // This process only writes the mail (a web process: it queues, a worker sends).
    ctx = await startTestApp({ roles: ['web'], smtpUrl: mailbox.url });
  });
  after(async () => {
    for (const { child } of workers) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await stopped(child);
    }
    await ctx?.close();
    await mailbox?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('every mail arrives within a minute, and only what was in flight arrives twice', { timeout: 120_000 }, async (t) => {
    const [doomed, survivor] = [startWorker(1), startWorker(2)];
    await Promise.all([doomed.ready, survivor.ready]);

    // Forty sign-ups' welcome mails, each written by its own request.
    const requestOf = (i: number) => `crash-test-request-${String(i).padStart(3, '0')}`;
    const addressOf = (i: number) => `member.${i}@crash.test`;
    // (The workers' own daily jobs may mail the seeded members meanwhile: only these forty are counted.)
    const ours = (to: string) => to.endsWith('@crash.test');
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < MAILS; i++) {
        await logContext.run({ reqId: requestOf(i) }, () =>
          ctx.app.mailer.sendMail({ to: addressOf(i), subject: 'Welcome', text: 'Welcome aboard.', html: '<p>Welcome aboard.</p>' }, { kind: 'transactional', trx }),
        );
      }
    });

    // The doomed worker is killed once it has sent part of a batch and holds the rest.
    const doomedClaims = `${os.hostname()}:${doomed.child.pid}:%`;
    for (let i = 0; ; i++) {
      const rows = await ctx.db.selectFrom('outbox').select(['sent_at']).where('claimed_by', 'like', doomedClaims).execute();
      if (rows.some((r) => r.sent_at) && rows.some((r) => !r.sent_at)) break;
      assert.ok(i < 600, 'the doomed worker took a batch');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    doomed.child.kill('SIGKILL');
    const killedAt = Date.now();
    await stopped(doomed.child);
    // In flight: what the SMTP server had begun to take and the outbox does not yet know was sent. Only those may come twice.
    const sentAtKill = new Set((await ctx.db.selectFrom('outbox').select('to').where('sent_at', 'is not', null).execute()).map((r) => r.to));
    const inFlight = new Set([...mailbox.begun].filter((to) => !sentAtKill.has(to)));
    const held = await ctx.db.selectFrom('outbox').select('id').where('claimed_by', 'like', doomedClaims).where('sent_at', 'is', null).execute();
    assert.ok(held.length > 0, 'the killed worker held unsent mail');

    // Everything arrives.
    for (let i = 0; ; i++) {
      const unsent = await ctx.db.selectFrom('outbox').select('id').where('to', 'like', '%@crash.test').where('sent_at', 'is', null).execute();
      if (!unsent.length && new Set(mailbox.accepted.map((m) => m.to).filter(ours)).size === MAILS) break;
      assert.ok(i < 700, `all mail sent within 70 s of the kill (${unsent.length} still unsent)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const allSentAfter = (Date.now() - killedAt) / 1000;
    const rows = await ctx.db.selectFrom('outbox').select(['id', 'to', 'created_at', 'sent_at', 'claimed_until', 'request_id']).where('to', 'like', '%@crash.test').orderBy('id').execute();
    assert.equal(rows.length, MAILS);
    const times = new Map<string, number[]>();
    for (const { to, at } of mailbox.accepted.filter((m) => ours(m.to))) times.set(to, [...(times.get(to) ?? []), at]);
    const twice = [...times].filter(([, at]) => at.length > 1).map(([to]) => to);
    for (const to of twice) assert.ok(inFlight.has(to), `${to} arrived twice though it was not in flight when the worker was killed`);
    assert.ok(twice.length <= MAIL_QUEUES.transactional.connections, `at most one mail per connection in flight arrives twice (${twice.length})`);
    const delays = rows.map((row) => Math.min(...times.get(row.to)!) - row.created_at.getTime());
    t.diagnostic(
      `killed holding ${held.length} mails, ${inFlight.size} in flight (both workers); all sent ${allSentAfter.toFixed(1)} s after; ` +
        `${twice.length} arrived twice; the latest arrived ${(Math.max(...delays) / 1000).toFixed(1)} s after it was written`,
    );
    const late = rows.filter((_, i) => delays[i] > 60_000);
    assert.deepEqual(
      late.map((row) => row.to),
      [],
      'no mail later than a minute',
    );
    assert.ok(
      rows.every((row) => row.sent_at && row.claimed_until === null),
      'every mail marked sent, and nothing held',
    );

    // The survivor queued the dead worker's mail again, and logged each delivery with its outbox id and request id.
    // (A delivery is marked in the outbox before its line is written, and the line reaches this process through a
    // pipe: the last ones are waited for.)
    const logged = (id: number) => survivor.lines.some((l) => l.msg === 'mail sent' && l.outboxId === id);
    for (let i = 0; i < 100 && !held.every((h) => logged(h.id)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(
      survivor.lines.some((l) => l.msg === 'mail whose worker stopped before sending it is queued again' && JSON.stringify(l.claimedBy).includes(`:${doomed.child.pid}:`)),
      'the survivor says whose mail it queued again',
    );
    const deliveries = survivor.lines.filter((l) => l.msg === 'mail sent' && rows.some((r) => r.id === l.outboxId));
    assert.ok(deliveries.length >= held.length);
    for (const line of deliveries) {
      const row = rows.find((r) => r.id === line.outboxId)!;
      assert.equal(line.reqId, row.request_id, 'a delivery line names the request that wrote the mail');
      assert.equal(line.kind, 'transactional');
    }
    for (const id of held.map((h) => h.id))
      assert.ok(
        deliveries.some((l) => l.outboxId === id),
        `the survivor sent mail ${id}`,
      );
    assert.ok(!survivor.raw.join('\n').includes('@crash.test'), 'no address in the log');
  });
});
