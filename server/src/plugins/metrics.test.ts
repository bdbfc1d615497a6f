// The metrics as Prometheus scrapes them: on their own port or behind a token, never public; requests counted by route
// pattern, not address; the queues, the outbox and the orders read from the database; mail sent and failed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { issueContract } from '../../../mfe-safety-net/src/features/issues/contract.js';
import { buildApp } from '../app.js';
import { optionsFromEnv } from '../config.js';
import { ConfigError, checkEnv } from '../env.js';
import { restorePostgres } from '../modules/backups/database.js';
import { send } from '../test/api.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { bearer, get, PASSWORD, post, registerMember, uniqueEmail } from '../test/http.js';
import { postgresBin, startPostgresCluster } from '../test/postgres-cluster.js';

const PREVIOUS_RELEASE = fileURLToPath(new URL('../test/releases/previous.pgdump', import.meta.url));

const TOKEN = 'a3f1c9e27b5d4086a1e2f3c4d5b6a798';

/** The value of one series of a scrape, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  let ctx: TestContext;
  let mailbox: SMTPServer;
  let scrapeUrl = '';
  before(async () => {
    mailbox = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (stream, _session, done) => stream.resume().on('end', () => done()) });
    await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
    const { port } = mailbox.server.address() as AddressInfo;
    ctx = await startTestApp({ metrics: { port: 0, token: TOKEN }, smtpUrl: `smtp://127.0.0.1:${port}` });
    scrapeUrl = `http://127.0.0.1:${ctx.app.metrics.address()!.port}/metrics`;
  });
  after(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
  });

  test('are served on their own port in the Prometheus text format, with the process’s own figures', async () => {
    const res = await fetch(scrapeUrl);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    assert.match(text, /^# HELP http_requests_total /m);
    assert.ok(sample(text, 'process_resident_memory_bytes')! > 0);
    assert.equal((await fetch(scrapeUrl.replace('/metrics', '/'))).status, 404);
  });

  test('are served at /metrics on the site’s port only with the token: anyone else finds nothing there', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN.slice(0, -1)}0`) })).statusCode, 404);
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /^# TYPE http_request_duration_seconds histogram/m);
    // Without a token set, the site has no /metrics at all.
    const plain = await ctx.another({ roles: ['web'], metrics: {} });
    assert.equal((await plain.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode, 404);
  });

  test('count requests by route pattern, with their latency and server errors, never by address', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    for (const id of [987654, 987655]) assert.equal((await send(ctx.app, issueContract.getIssue, { params: { issueId: id } }, bearer(member.token))).status, 404);
    await get(ctx.app, '/no/such/file.js');
    const text = await (await fetch(scrapeUrl)).text();
    assert.equal(sample(text, 'http_requests_total', { method: 'GET', route: '/api/user/issues/:issueId', status: '404' }), 2);
    assert.ok(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/user/issues/:issueId' })! >= 2);
    assert.equal(sample(text, 'http_requests_total', { method: 'GET', route: '(unmatched)', status: '404' }), 1);
    assert.doesNotMatch(text, /987654|no\/such/);
    assert.match(text, /^# TYPE http_server_errors_total counter/m);
  });

  test('show the job queues, mail sent, and orders and payments by state from the database', async () => {
    const email = uniqueEmail();
    assert.equal((await post(ctx.app, '/api/user/register', { name: 'Sana Malik', email, phone: '+92 300 1234567', password: PASSWORD })).status, 201);
    await ctx.app.mailer.settled();
    const text = await (await fetch(scrapeUrl)).text();
    assert.ok(sample(text, 'mail_sent_total', { kind: 'transactional' })! >= 1, 'the sign-up’s mail was sent');
    assert.ok(sample(text, 'jobs_completed_total', { queue: 'mail.send' })! >= 1);
    // The seed's orders, each kind by state, as the database has them.
    const orders = await ctx.db.selectFrom('orders').select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['kind', 'status']).execute();
    assert.ok(orders.length > 0);
    for (const row of orders) assert.equal(sample(text, 'orders', { kind: row.kind, status: row.status }), Number(row.n), `${row.kind} ${row.status}`);
    // Uploads and order holds wait for their time: scheduled, none waiting past due.
    assert.match(text, /^jobs_queued\{queue="[a-z.-]+",state="(scheduled|waiting|active|retry)"\} \d+$/m);
    assert.match(text, /^# TYPE jobs_oldest_waiting_seconds gauge/m);
    assert.equal(sample(text, 'mail_outbox_unsent', { state: 'failing' }), 0);
    assert.match(text, /^payment_last_approved_timestamp_seconds \d+/m);
    assert.match(text, /^backup_last_success_timestamp_seconds 0$/m);
    assert.equal(sample(text, 'database_up'), 1);
  });
});

describe('metrics while PostgreSQL is away', { skip: postgresBin() ? false : 'needs PostgreSQL (apt-get install postgresql)' }, () => {
  test('still answer, with the process’s own figures, database_up 0 and the database’s figures left out; all of them again once it is back', async () => {
    const cluster = await startPostgresCluster();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-metrics-down-'));
    // A web process of its own on the cluster, on a site's database (the previous release's, which it migrates).
    await restorePostgres(PREVIOUS_RELEASE, cluster.url);
    const app = buildApp({ databaseUrl: cluster.url, dataDir, deployDir: path.join(dataDir, 'deploy'), roles: ['web'], serverRender: false, metrics: { port: 0 } });
    try {
      await app.ready();
      const url = `http://127.0.0.1:${app.metrics.address()!.port}/metrics`;
      const scrape = async () => {
        const res = await fetch(url);
        return { status: res.status, text: await res.text() };
      };
      const up = await scrape();
      assert.equal(up.status, 200);
      assert.equal(sample(up.text, 'database_up'), 1);
      assert.ok(sample(up.text, 'late_payments_open') !== undefined);
      assert.equal((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode, 200);

      cluster.stop();
      const stopped = Date.now();
      // A reading is shared for 5 s, then each takes at most 2 s to give up.
      let down = await scrape();
      while (sample(down.text, 'database_up') !== 0 && Date.now() - stopped < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        down = await scrape();
      }
      const tookMs = Date.now() - stopped;
      assert.equal(down.status, 200);
      assert.equal(sample(down.text, 'database_up'), 0, 'the scrape says the database is away');
      assert.ok(sample(down.text, 'process_resident_memory_bytes')! > 0, 'the process’s own figures are there');
      assert.equal(sample(down.text, 'http_requests_total', { route: '/api/health/live', status: '200' }), 1, 'so are the requests');
      assert.equal(sample(down.text, 'backup_last_success_timestamp_seconds'), 0, 'the backups are read from their folder, not the database');
      for (const name of ['late_payments_open', 'payment_last_approved_timestamp_seconds', 'orders', 'jobs_queued'])
        assert.equal(sample(down.text, name), undefined, `${name} is left out, not shown as 0`);
      assert.match(down.text, /^# TYPE late_payments_open gauge/m);

      cluster.start();
      const started = Date.now();
      let back = await scrape();
      while (sample(back.text, 'database_up') !== 1 && Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        back = await scrape();
      }
      assert.equal(sample(back.text, 'database_up'), 1, 'up again once PostgreSQL answers, without a restart');
      assert.ok(sample(back.text, 'late_payments_open') !== undefined);
      console.log(`metrics: database_up 0 ${tookMs} ms after PostgreSQL stopped; 1 again ${Date.now() - started} ms after it started`);
    } finally {
      await app.close().catch(() => undefined);
      cluster.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('metrics settings', () => {
  test('come from METRICS_PORT, METRICS_HOST and METRICS_TOKEN, and a short token or a port taken by the site is refused', () => {
    assert.deepEqual(optionsFromEnv({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics, { port: 9464, host: undefined, token: TOKEN });
    assert.deepEqual(optionsFromEnv({}).metrics, { port: undefined, host: undefined, token: undefined });
    const problems = (() => {
      try {
        checkEnv({ PORT: '3000', METRICS_PORT: '3000', METRICS_TOKEN: 'short-secret' });
        return [];
      } catch (error) {
        assert.ok(error instanceof ConfigError);
        return error.problems;
      }
    })();
    assert.equal(problems.length, 2);
    assert.ok(problems.some((p) => p.startsWith('METRICS_PORT="3000"')));
    // The token is named, never printed.
    assert.ok(problems.some((p) => p.startsWith('METRICS_TOKEN=(hidden) must be at least 24 characters')));
    assert.ok(!problems.join('\n').includes('short-secret'));
  });
});
