// Two instances of the site, one PostgreSQL: two server processes, each with its own data folder, behind a small
// round-robin proxy on loopback, as an operator runs them. Whatever a member does through one instance holds through
// the other. PostgreSQL only (the embedded PGlite database opens in one process): `bash tools/with-postgres.sh npm run
// test:server` runs it, as CI does.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { connectPostgres, type DatabaseHandle } from './db/database.js';
import { isRecord } from './lib/guards.js';
import { PASSWORD, uniqueEmail } from './test/http.js';
import { startMailbox } from './test/mailbox.js';
import { multipartBody, pixelsOf, pngBytes } from './test/upload.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Passes each request to the next instance in turn, as a load balancer does, saying which one answered. */
async function startProxy(upstreams: number[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = upstreams[next++ % upstreams.length];
    const forwarded = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': request.headers['x-forwarded-for'] ?? '127.0.0.1' } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('two instances on one PostgreSQL behind a proxy', { skip: databaseUrl ? false : 'needs PostgreSQL: bash tools/with-postgres.sh npm run test:server' }, () => {
  const name = `fa_instances_${randomBytes(5).toString('hex')}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-instances-'));
  const processes: ChildProcess[] = [];
  const ports: number[] = [];
  let targetUrl = '';
  let admin: DatabaseHandle;
  let database: DatabaseHandle;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  // Files live in one bucket of an S3-compatible server on loopback (s3rver, as in plugins/s3-storage.test.ts).
  let s3: S3rver;
  let s3Endpoint = '';

  async function startInstance(targetUrl: string, index: number) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: targetUrl,
        // Each instance has its own folder: nothing they share may live on a disk.
        DATA_DIR: path.join(root, `data-${index}`),
        // Published remotes too: each instance's deploy folder stays empty, the bucket holds them.
        DEPLOY_DIR: path.join(root, `deploy-${index}`),
        SHELL_DIR: path.join(root, 'shell'),
        PUBLIC_URL: 'http://site.test',
        SMTP_URL: mailbox.url,
        TRUST_PROXY: '127.0.0.1',
        STORAGE_S3_BUCKET: 'site-files',
        STORAGE_S3_ENDPOINT: s3Endpoint,
        STORAGE_S3_FORCE_PATH_STYLE: '1',
        // s3rver's one built-in key pair
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    processes.push(child);
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || i > 600) throw new Error(`instance ${index} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    ports.push(port);
  }

  before(async () => {
    admin = connectPostgres(databaseUrl!, 1);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const target = new URL(databaseUrl!);
    target.pathname = `/${name}`;
    targetUrl = target.toString();
    mailbox = await startMailbox();
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: 'site-files', configs: [] }] });
    const { port: s3Port } = await s3.run();
    s3Endpoint = `http://127.0.0.1:${s3Port}`;
    // The first instance migrates and seeds the fresh database; the second starts on it as it is.
    await startInstance(target.toString(), 1);
    await startInstance(target.toString(), 2);
    database = connectPostgres(target.toString(), 2);
    proxy = await startProxy(ports);
  });

  after(async () => {
    await proxy?.close();
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await mailbox?.close();
    await s3?.close();
    await database?.close();
    if (admin) {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The release tool, as a release manager runs it from a machine of their own: the same database and bucket. */
  const releaseTool = (...args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(serverDir, '..', 'tools', 'mfe.mjs'), ...args], {
        env: {
          ...process.env,
          DATABASE_URL: targetUrl,
          DEPLOY_DIR: path.join(root, 'release-deploy'),
          SHELL_DIR: path.join(root, 'release-shell'),
          MFE_SOURCE_ROOT: path.join(root, 'release-src'),
          STORAGE_S3_BUCKET: 'site-files',
          STORAGE_S3_ENDPOINT: s3Endpoint,
          STORAGE_S3_FORCE_PATH_STYLE: '1',
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });

  /** A remote's build output, as `npm run build -w <remote>` leaves it, for the release tool to publish. */
  const buildRemote = (remote: string, version: string, entry: string) => {
    const shell = path.join(root, 'release-shell');
    fs.mkdirSync(shell, { recursive: true });
    fs.writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { pluginVersion: '2.9.2' }, shared: [], exposes: [] }));
    const source = path.join(root, 'release-src', remote);
    const built = path.join(source, 'dist', version);
    fs.mkdirSync(built, { recursive: true });
    fs.writeFileSync(path.join(source, 'package.json'), JSON.stringify({ name: remote, version }));
    fs.writeFileSync(path.join(built, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_public', metaData: { pluginVersion: '2.9.2' }, shared: [], exposes: [{ name: 'home', path: './home' }] }));
    fs.writeFileSync(path.join(built, 'remoteEntry.js'), entry);
    fs.writeFileSync(path.join(built, 'routes.json'), JSON.stringify({ name: remote, version, routes: [{ path: '/two-instances', page: 'home', access: 'public', title: `Two instances ${version}` }] }));
  };

  const call = async (method: string, url: string, { body, token, from }: { body?: object; token?: string; from?: string } = {}) => {
    const res = await fetch(`${proxy.url}/api${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(from ? { 'x-forwarded-for': from } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer: unknown = await res.json().catch(() => null);
    const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
    return { status: res.status, upstream: res.headers.get('x-upstream'), data };
  };

  test('a member registers through one instance, signs in through the other and carries on through both', async () => {
    const email = uniqueEmail();
    const registered = await call('POST', '/user/register', { body: { name: 'Sana Malik', email, phone: '+92 300 1234567', password: PASSWORD }, from: '10.7.0.1' });
    assert.equal(registered.status, 201);
    const signedIn = await call('POST', '/user/login', { body: { email, password: PASSWORD }, from: '10.7.0.1' });
    assert.equal(signedIn.status, 200);
    assert.notEqual(signedIn.upstream, registered.upstream, 'the proxy took turns');
    const token = String(signedIn.data.token);
    const seen = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const profile = await call('GET', '/user/profile', { token });
      assert.equal(profile.status, 200);
      assert.equal(profile.data.email, email);
      seen.add(profile.upstream);
    }
    assert.equal(seen.size, 2, 'both instances answered for the same session');
    // Signed out through one instance is signed out on both.
    assert.equal((await call('POST', '/user/logout', { token })).status, 200);
    for (let i = 0; i < 2; i++) assert.equal((await call('GET', '/user/profile', { token })).status, 401);
  });

  test('a picture uploaded through one instance is served by the other, from the shared bucket', async () => {
    const email = uniqueEmail();
    await call('POST', '/user/register', { body: { name: 'Sana Malik', email, phone: '+92 300 1234567', password: PASSWORD }, from: '10.7.3.1' });
    const token = String((await call('POST', '/user/login', { body: { email, password: PASSWORD }, from: '10.7.3.1' })).data.token);
    const bytes = pngBytes();
    const { payload, headers } = multipartBody('image', 'me.png', 'image/png', bytes);
    const uploaded = await fetch(`http://127.0.0.1:${ports[0]}/api/upload-image`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: payload });
    assert.equal(uploaded.status, 200);
    const key: unknown = ((await uploaded.json()) as { data: unknown }).data;
    assert.equal(typeof key, 'string');
    const served = await fetch(`http://127.0.0.1:${ports[1]}/api/storage/${String(key)}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(await pixelsOf(Buffer.from(await served.arrayBuffer())), await pixelsOf(bytes));
    // Neither instance kept it in its own folder.
    for (const index of [1, 2]) assert.equal(fs.existsSync(path.join(root, `data-${index}`, 'storage', String(key))), false);
  });

  test('a remote published and pinned from another machine is served by both instances, from the bucket', async () => {
    buildRemote('mfe-public', '7.0.0', 'entry of mfe-public@7.0.0');
    const published = await releaseTool('publish', 'mfe-public');
    assert.equal(published.code, 0, published.out);
    const pinned = await releaseTool('pin', 'mfe-public', '7.0.0', '--reason', 'two instances');
    assert.equal(pinned.code, 0, pinned.out);
    const versionOn = async (port: number) => {
      const manifest = (await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()) as { remotes: Array<{ name: string; version: string; entry: string }> };
      return manifest.remotes.find((remote) => remote.name === 'mfe-public');
    };
    for (const port of ports) {
      const remote = await versionOn(port);
      assert.equal(remote?.version, '7.0.0');
      const entry = await fetch(`http://127.0.0.1:${port}/remotes/mfe-public/7.0.0/remoteEntry.js`);
      assert.equal(entry.status, 200);
      assert.equal(await entry.text(), 'entry of mfe-public@7.0.0');
      assert.equal((await fetch(`http://127.0.0.1:${port}${remote?.entry}`)).status, 200);
    }
    // The next version, and a rollback: each live on both at the next load.
    buildRemote('mfe-public', '7.1.0', 'entry of mfe-public@7.1.0');
    assert.equal((await releaseTool('publish', 'mfe-public')).code, 0);
    assert.equal((await releaseTool('pin', 'mfe-public', '7.1.0')).code, 0);
    for (const port of ports) assert.equal((await versionOn(port))?.version, '7.1.0');
    assert.equal((await releaseTool('rollback', 'mfe-public')).code, 0);
    for (const port of ports) assert.equal((await versionOn(port))?.version, '7.0.0');
    // Published versions are immutable in the bucket as in a folder.
    buildRemote('mfe-public', '7.1.0', 'other bytes under the same version');
    const again = await releaseTool('publish', 'mfe-public');
    assert.equal(again.code, 1);
    assert.match(again.out, /already published with different content/);
    assert.equal(await (await fetch(`http://127.0.0.1:${ports[1]}/remotes/mfe-public/7.1.0/remoteEntry.js`)).text(), 'entry of mfe-public@7.1.0');
    // No instance, and not the release tool, kept a copy on its own disk.
    for (const folder of ['deploy-1', 'deploy-2', 'release-deploy']) assert.equal(fs.existsSync(path.join(root, folder, 'mfe-public')), false, folder);
    const status = await releaseTool('status');
    assert.match(status.out, /Published versions are in the bucket site-files/);
    assert.match(status.out, /mfe-public\s+7\.0\.0[\s\S]*also published: 7\.1\.0/);
  });

  test('a mail queued through one instance is sent exactly once, though both work the queue', async () => {
    const emails = Array.from({ length: 6 }, () => uniqueEmail());
    for (const [i, email] of emails.entries()) {
      const res = await call('POST', '/user/register', { body: { name: 'Bilal Ahmed', email, phone: '+92 300 1234567', password: PASSWORD }, from: `10.7.1.${i}` });
      assert.equal(res.status, 201);
    }
    // Both instances took part in the sign-ups; each new member gets one welcome mail.
    for (let i = 0; i < 600 && emails.some((email) => !mailbox.received.some((m) => m.to === email)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    // Counted once the queues are empty, so a second delivery, if there were one, would be in.
    for (let i = 0; i < 200; i++) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name like 'mail%' and state in ('created', 'retry', 'active')`.execute(database.db);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const outbox = await database.db.selectFrom('outbox').select(['to', 'sent_at', 'attempts']).where('to', 'in', emails).execute();
    assert.equal(outbox.length, emails.length);
    assert.ok(outbox.every((row) => row.sent_at && row.attempts === 1));
    for (const email of emails) assert.equal(mailbox.received.filter((m) => m.to === email).length, 1, `one mail to ${email}`);
  });

  test('a per-address limit counts the requests of both instances', async () => {
    // Registration allows 10 per address in 10 minutes; the proxy spreads them over both instances.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/user/register', { body: { name: 'Hina Shah', email: uniqueEmail(), phone: '+92 300 1234567', password: PASSWORD }, from: '10.7.2.1' });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [...Array<number>(10).fill(201), 429, 429]);
  });
});
