// Liveness and readiness as a load balancer and an uptime monitor read them: the status code says whether to send
// visitors here, the fields say which part fails and never why.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app.js';
import { healthContract } from '../../../../shared-api/src/contracts/health.js';
import { send } from '../../test/api.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { freePort, postgresBin, startPostgresCluster } from '../../test/postgres-cluster.js';
import { restorePostgres } from '../backups/database.js';

const PREVIOUS_RELEASE = fileURLToPath(new URL('../../test/releases/previous.pgdump', import.meta.url));

describe('health', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('live answers that the process is alive, and nothing else', async () => {
    const res = await send(ctx.app, healthContract.getLiveness);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { error: false, message: 'OK', data: { status: 'alive' } });
    assert.equal(res.headers['x-powered-by'], undefined);
    assert.equal(res.headers.server, undefined);
  });

  test('ready names each part it needs, without mail when no SMTP server is set', async () => {
    const res = await send(ctx.app, healthContract.getReadiness);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, { status: 'ready', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'off' });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('the older /api/health still answers', async () => {
    const res = await send(ctx.app, healthContract.getHealth);
    assert.deepEqual(res.body.data, { status: 'ok', database: 'ok' });
  });

  test('a storage folder that is gone makes the instance unready, and the answer says which part, not why', async () => {
    const app = await ctx.another({ roles: ['web'], dataDir: path.join(ctx.dataDir, 'elsewhere') });
    fs.rmSync(path.join(ctx.dataDir, 'elsewhere', 'storage'), { recursive: true });
    const res = await send(app, healthContract.getReadiness);
    assert.equal(res.status, 503);
    assert.deepEqual(res.body, {
      error: true,
      message: 'This instance cannot serve now.',
      data: { status: 'unready', database: 'ok', storage: 'failing', jobs: 'ok', mail: 'off' },
    });
    assert.doesNotMatch(JSON.stringify(res.body), /ENOENT|elsewhere|\/tmp/);
  });

  test('an SMTP server that does not answer leaves the instance serving, degraded; one that answers makes it ready', async () => {
    const closedPort = await freePort();
    const noMail = await ctx.another({ roles: ['web'], smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    const degraded = await send(noMail, healthContract.getReadiness);
    assert.equal(degraded.status, 200);
    assert.deepEqual(degraded.body.data, { status: 'degraded', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'failing' });

    const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const withMail = await ctx.another({ roles: ['web'], smtpUrl: `smtp://127.0.0.1:${port}` });
      const ready = await send(withMail, healthContract.getReadiness);
      assert.equal(ready.status, 200);
      assert.equal(ready.body.data.mail, 'ok');
      assert.equal(ready.body.data.status, 'ready');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  test('a worker process answers live and ready on its metrics port, its only HTTP: alive while it starts, ready once started', async () => {
    let opened = () => {};
    const gate = new Promise<void>((resolve) => (opened = resolve));
    const worker = buildApp({ database: ctx.database, dataDir: ctx.dataDir, deployDir: path.join(ctx.dataDir, 'deploy'), roles: ['worker'], serverRender: false, metrics: { port: 0 } });
    // The last part of its start waits, as a long migration would.
    worker.register(async () => gate);
    const starting = (async () => void (await worker.ready()))();
    try {
      while (!worker.metrics?.address()) await new Promise((resolve) => setTimeout(resolve, 20));
      const base = `http://127.0.0.1:${worker.metrics.address()!.port}`;
      const check = async (address: string) => {
        const res = await fetch(`${base}${address}`);
        return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as unknown };
      };
      assert.deepEqual(await check('/api/health/live'), { status: 200, cache: 'no-store', body: { error: false, message: 'OK', data: { status: 'alive' } } });
      assert.deepEqual(await check('/api/health/ready'), { status: 503, cache: 'no-store', body: { error: true, message: 'This instance is starting.', data: null } });
      opened();
      await starting;
      assert.deepEqual(await check('/api/health/ready'), {
        status: 200,
        cache: 'no-store',
        body: { error: false, message: 'OK', data: { status: 'ready', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'off' } },
      });
      // Nothing of the site is on this port, and the checks take no other method.
      assert.equal((await fetch(`${base}/api/health`)).status, 404);
      assert.equal((await fetch(`${base}/api/health/ready`, { method: 'POST' })).status, 404);
      worker.stopping = true;
      const stopping = await check('/api/health/ready');
      assert.equal(stopping.status, 503);
      assert.deepEqual(stopping.body, { error: true, message: 'This instance is stopping.', data: { status: 'stopping', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'off' } });
    } finally {
      opened();
      await starting.catch(() => undefined);
      await worker.close();
    }
  });

  test('a stopping instance answers 503 to readiness while it still serves every other request', async () => {
    const app = await ctx.another({ roles: ['web'] });
    app.stopping = true;
    const res = await send(app, healthContract.getReadiness);
    assert.equal(res.status, 503);
    assert.equal(res.body.data.status, 'stopping');
    assert.equal((await send(app, healthContract.getLiveness)).status, 200);
  });
});

describe('readiness while PostgreSQL stops and comes back', { skip: postgresBin() ? false : 'needs PostgreSQL (apt-get install postgresql)' }, () => {
  test('turns unready within 5 s of PostgreSQL stopping, and ready again when it returns, without a restart', async () => {
    const cluster = await startPostgresCluster();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-ready-'));
    // A web process of its own on the cluster, on a site's database (the previous release's, which it migrates).
    await restorePostgres(PREVIOUS_RELEASE, cluster.url);
    const app = buildApp({ databaseUrl: cluster.url, dataDir, deployDir: path.join(dataDir, 'deploy'), roles: ['web'], serverRender: false });
    try {
      await app.ready();
      const ready = async () => (await send(app, healthContract.getReadiness)).status;
      assert.equal(await ready(), 200);

      cluster.stop();
      const stopped = Date.now();
      let status = await ready();
      while (status === 200 && Date.now() - stopped < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await ready();
      }
      const tookMs = Date.now() - stopped;
      assert.equal(status, 503);
      assert.ok(tookMs < 5000, `unready after ${tookMs} ms`);
      const down = await send(app, healthContract.getReadiness);
      assert.equal(down.body.data.database, 'failing');
      assert.equal(down.body.data.status, 'unready');

      cluster.start();
      const started = Date.now();
      while ((await ready()) !== 200 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(await ready(), 200, 'ready again once PostgreSQL answers');
      console.log(`readiness: 503 ${tookMs} ms after PostgreSQL stopped; 200 again ${Date.now() - started} ms after it started`);
    } finally {
      await app.close().catch(() => undefined);
      cluster.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a worker process answers the same on its metrics port: 503 while PostgreSQL is stopped, 200 when it returns, alive throughout', async () => {
    const cluster = await startPostgresCluster();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-ready-worker-'));
    await restorePostgres(PREVIOUS_RELEASE, cluster.url);
    // `npm run serve -- --role worker` with METRICS_PORT: no site, the queues worked, the checks on its own port.
    const worker = buildApp({ databaseUrl: cluster.url, dataDir, deployDir: path.join(dataDir, 'deploy'), roles: ['worker'], serverRender: false, metrics: { port: 0 } });
    try {
      await worker.ready();
      const base = `http://127.0.0.1:${worker.metrics.address()!.port}`;
      const ready = async () => {
        const res = await fetch(`${base}/api/health/ready`);
        return { status: res.status, body: (await res.json()) as { data: unknown } };
      };
      const live = async () => (await fetch(`${base}/api/health/live`)).status;
      assert.deepEqual(await ready(), { status: 200, body: { error: false, message: 'OK', data: { status: 'ready', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'off' } } });

      cluster.stop();
      const stopped = Date.now();
      let answer = await ready();
      while (answer.status === 200 && Date.now() - stopped < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await ready();
      }
      const tookMs = Date.now() - stopped;
      assert.ok(tookMs < 5000, `unready after ${tookMs} ms`);
      assert.deepEqual(answer, {
        status: 503,
        body: { error: true, message: 'This instance cannot serve now.', data: { status: 'unready', database: 'failing', storage: 'ok', jobs: 'failing', mail: 'off' } },
      });
      assert.equal(await live(), 200, 'alive: a supervisor has no reason to restart it while the database is away');
      assert.match(await (await fetch(`${base}/metrics`)).text(), /^# TYPE jobs_completed_total counter/m);

      cluster.start();
      const started = Date.now();
      while ((await ready()).status !== 200 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await ready()).status, 200, 'ready again once PostgreSQL answers, without a restart');
      console.log(`worker readiness: 503 ${tookMs} ms after PostgreSQL stopped; 200 again ${Date.now() - started} ms after it started`);
    } finally {
      await worker.close().catch(() => undefined);
      cluster.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
