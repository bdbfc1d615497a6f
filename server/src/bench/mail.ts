// `npm run bench:mail [-- --db both|pglite|postgres --bulk 5000 --resets 40 --reset-every 150]`
//
// Mail at the speed of a burst. In one process it starts a local SMTP server that only notes what arrives (loopback,
// no disk) and the real app with `npm run serve`'s production options (web and worker, API only) on a fresh
// database with the demo content. It queues `--bulk` bulk mails through the mailer (as reminders would be, in
// transactions of 50) and, from the same moment until the bulk mail has drained, asks for a password reset for one
// seeded member after another (`--resets` of them) through the real HTTP call, one every `--reset-every` ms, timing
// each reset mail from the request to its arrival. Prints mails/s over the burst, the bulk drain time and the reset
// mails' p50/p99/max. Goals on a 2-core machine, on PostgreSQL: at least 50 mails/s, reset p99 at most 5 s.
//
// The per-address limit of reset requests (5 in 15 minutes) is raised for the bench's app only: every request comes
// from 127.0.0.1 here. The product's limits are unchanged, and each member asks once, within the per-e-mail limit.
//
// --db both (the default) runs the embedded PGlite (a fresh data folder) and then PostgreSQL (DATABASE_URL, or a
// throw-away cluster through tools/with-postgres.sh).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../app.js';
import { optionsFromEnv, repoRoot } from '../config.js';
import { flag, numberFlag, onEachDatabase, percentile, table } from './load.js';

const args = process.argv.slice(2);
const dbChoice = flag(args, 'db', 'both');
const bulkCount = Math.round(numberFlag(args, 'bulk', 5000));
const resetCount = Math.round(numberFlag(args, 'resets', 40));
const resetEvery = numberFlag(args, 'reset-every', 150);
const GOAL_RATE = 50;
/** bulk mails queued per transaction */
const CHUNK = 50;
const GOAL_P99_MS = 5000;

if (!['both', 'pglite', 'postgres'].includes(dbChoice) || bulkCount < 1 || resetCount < 1 || !(resetEvery > 0)) {
  console.error('usage: npm run bench:mail -- [--db both|pglite|postgres] [--bulk 5000] [--resets 40] [--reset-every 150]');
  process.exit(2);
}


const BULK_PREFIX = 'bench.bulk.';

/** An SMTP server that notes when each recipient's message arrived, and nothing else. */
async function startSink() {
  const arrivals = new Map<string, number[]>();
  // Counted as they arrive: the waiters below are asked after every message, and must not scan 5,000 addresses each time.
  let bulkRecipients = 0;
  const waiters: Array<{ until: () => boolean; resolve: () => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = performance.now();
        for (const { address } of session.envelope.rcptTo) {
          const earlier = arrivals.get(address);
          if (!earlier && address.startsWith(BULK_PREFIX)) bulkRecipients++;
          arrivals.set(address, [...(earlier ?? []), at]);
        }
        for (const waiter of [...waiters]) {
          if (waiter.until()) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    /** bulk recipients reached so far */
    get bulkRecipients() {
      return bulkRecipients;
    },
    /** resolves once `until` holds, or rejects after `timeoutMs` */
    when(until: () => boolean, timeoutMs: number, what: string) {
      if (until()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${what}: not done after ${timeoutMs / 1000} s`)), timeoutMs);
        waiters.push({ until, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function bench(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const sink = await startSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DEMO_CONTENT: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  delete env.DATABASE_URL;
  const { port: _port, host: _host, ...production } = optionsFromEnv(env);
  const many = { max: 1_000_000, windowMs: 60_000 };
  const app = buildApp({
    ...production,
    serveSite: false,
    dataDir,
    databaseUrl,
    smtpUrl: sink.url,
    rateLimits: { forgotPasswordPerIp: many },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const post = (url: string, body: object) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  // The seeded members who will ask for a reset.
  const members = (await app.db.selectFrom('users').select('email').where('role', '=', 'member').orderBy('id').limit(resetCount).execute()).map((u) => u.email);
  if (members.length < resetCount) throw new Error(`the demo content has ${members.length} members, fewer than --resets ${resetCount}`);

  // The burst: bulk mails queued as a reminder run would, in short transactions. PGlite has one connection: a long
  // transaction would make every request (and the transactional worker) wait for its end.
  const bulk = Array.from({ length: bulkCount }, (_, i) => `${BULK_PREFIX}${i}@example.com`);
  const message = (to: string) => ({ to, subject: 'Your membership renews next week', text: 'Renew from your dashboard.', html: '<p>Renew from your dashboard.</p>' });
  const bulkArrived = () => sink.bulkRecipients >= bulkCount;
  const t0 = performance.now();
  // Resets asked for from the start of the burst until the bulk mail has drained.
  const asked = new Map<string, number>();
  const askResets = async () => {
    for (const email of members) {
      if (bulkArrived()) break;
      asked.set(email, performance.now());
      const res = await post('/user/forgotpassword', { email });
      if (res.status !== 200) throw new Error(`reset for ${email}: ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, resetEvery));
    }
  };
  const queueBulk = async () => {
    for (let i = 0; i < bulk.length; i += CHUNK) {
      await app.db.transaction().execute(async (trx) => {
        for (const to of bulk.slice(i, i + CHUNK)) await app.mailer.sendMail(message(to), { kind: 'bulk', trx });
      });
      // PGlite answers on the main thread through promises alone: a loop of queries that never waits for the event
      // loop holds every request back until it ends. Code that mails many members (a job) yields between its batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return performance.now() - t0;
  };
  const [queuedIn] = await Promise.all([queueBulk(), askResets()]);
  const resetArrival = (email: string) => sink.arrivals.get(email)?.find((at) => at >= (asked.get(email) ?? Infinity));
  await sink.when(() => bulkArrived() && [...asked.keys()].every((e) => resetArrival(e) !== undefined), 15 * 60_000, 'the burst');
  const lastBulk = Math.max(...bulk.map((to) => sink.arrivals.get(to)?.[0] ?? 0));
  const drained = lastBulk - t0;
  const delays = [...asked.keys()].map((e) => (resetArrival(e) ?? 0) - (asked.get(e) ?? 0)).sort((a, b) => a - b);
  const rate = (bulkCount + asked.size) / (drained / 1000);
  const p99 = percentile(delays, 99);
  const duplicates = bulk.filter((to) => (sink.arrivals.get(to)?.length ?? 0) > 1).length;

  console.log('');
  console.log(
    `bench:mail — ${kind === 'pglite' ? 'PGlite (embedded, fresh folder)' : 'PostgreSQL'}; ${os.cpus().length} cores, Node ${process.version}; ` +
      `${bulkCount} bulk mails queued in ${seconds(queuedIn)}, ${asked.size} resets asked for during the burst (one every ${resetEvery} ms); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    table(
      ['figure', 'value', 'goal'],
      [
        ['mails/s over the burst', rate.toFixed(1), `≥ ${GOAL_RATE}${rate >= GOAL_RATE ? '' : '  ✗'}`],
        ['bulk drained in', seconds(drained), ''],
        ['reset mail p50', seconds(percentile(delays, 50)), ''],
        ['reset mail p99', seconds(p99), `≤ ${seconds(GOAL_P99_MS)}${p99 <= GOAL_P99_MS ? '' : '  ✗'}`],
        ['reset mail max', seconds(delays[delays.length - 1]), ''],
        ['bulk mails received twice', duplicates, '0'],
      ],
    ),
  );

  await app.close();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await onEachDatabase(dbChoice, bench, fileURLToPath(import.meta.url), args, repoRoot);
