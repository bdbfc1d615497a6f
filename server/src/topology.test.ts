// The site as compose.yaml runs it, brought up as processes on this machine: PostgreSQL (the suite's own), an S3
// server with the site's bucket (s3rver, in MinIO's place), a mailbox (in the mail provider's), the release step
// (ops/compose/release.sh), the compiled server once as `--role web` and once as `--role worker`, and Caddy with
// ops/compose/Caddyfile in front. Each process gets the environment compose.yaml gives its service over the image's
// own (the Dockerfile's ENV), with each service's host name replaced by 127.0.0.1 and the port of what stands in for
// it here: the test proves the compose file's settings, not a copy of them. Caddy serves plain HTTP on a loopback
// port (a domain's certificate needs the internet). Everything is used through Caddy only. The static site is
// fixtures, as compiled-server.test.ts does: the production build runs after the tests. PostgreSQL only (the
// embedded database opens in one process): `bash tools/with-postgres.sh npm run test:server` runs it, as CI does.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { connectPostgres, type DatabaseHandle } from './db/database.js';
import { readCompose, readDockerfile, execForm, serviceEnvironment, stageEnvironment, type ComposeModel } from './test/compose.js';
import { PASSWORD, uniqueEmail } from './test/http.js';
import { startMailbox } from './test/mailbox.js';
import { profileFields } from './test/profile.js';
import { freePort } from './test/postgres-cluster.js';
import { multipartBody, pixelsOf, pngBytes } from './test/upload.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(serverDir, '..');
const databaseUrl = process.env.DATABASE_URL;
const remotes = JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8')) as string[];

/** A process of the topology, its output kept for the message of a test that fails. */
interface Started {
  child: ChildProcess;
  output: string[];
}

function start(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  // A program that is not installed (Debian: caddy) is said in the failure's message.
  child.on('error', (error) => output.push(`${command}: ${error.message}`));
  return { child, output };
}

const tail = ({ output }: Started) => output.join('').slice(-4000);

/** Waits until `url` answers 200, failing with the process's output if it stops first or takes too long. */
async function answers(url: string, started: Started, seconds: number) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (started.child.exitCode !== null || Date.now() > until) assert.fail(`${url} did not answer 200 (last ${status}):\n${tail(started)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a one-shot process to its end: its exit code and output. */
const finished = (started: Started) =>
  new Promise<{ code: number | null; out: string }>((resolve) => started.child.once('close', (code) => resolve({ code, out: started.output.join('') })));

describe('the compose topology as processes on loopback', { skip: databaseUrl ? false : 'needs PostgreSQL: bash tools/with-postgres.sh npm run test:server', timeout: 90_000 }, () => {
  const name = `fa_topology_${randomBytes(5).toString('hex')}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-topology-'));
  // The compiled server, built beside dist/ as compiled-server.test.ts builds it.
  const out = fs.mkdtempSync(path.join(serverDir, '.dist-test-'));
  const processes: Started[] = [];
  let admin: DatabaseHandle;
  let database: DatabaseHandle;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let s3: S3rver;
  let s3Endpoint = '';
  let compose: ComposeModel;
  let web: Started;
  let worker: Started;
  let site = '';
  let bucket = '';
  const ports = { web: 0, workerMetrics: 0, proxy: 0, proxyAdmin: 0 };
  /** The environment every process starts from, as a container's: its PATH and its home, nothing of this test's. */
  const base = { PATH: process.env.PATH, HOME: root };
  /** What the image's folders are here: its data volume, and the static site as fixtures (see `staticSite`). */
  const folders = { DATA_DIR: path.join(root, 'data'), SHELL_DIR: path.join(root, 'shell'), DEPLOY_DIR: path.join(root, 'deploy') };
  // The image as the Dockerfile's last stage makes it: its environment, its command and its health check.
  const runtime = readDockerfile().at(-1)!;
  const image = stageEnvironment(runtime);
  const imageCommand = execForm(runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1)!.rest);
  const healthcheck = execForm(runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK')!.rest.replace(/^CMD\s+/, ''));

  /**
   * A service's environment from compose.yaml, on loopback: `service:port` of every service of the file becomes
   * 127.0.0.1 and the port of what runs in its place here (`addresses`); a service named that is not is an error.
   */
  function environmentOf(service: string, addresses: Record<string, string>) {
    const env = serviceEnvironment(compose.services[service]);
    const names = Object.keys(compose.services).join('|');
    const onLoopback = Object.fromEntries(
      Object.entries(env).map(([key, value]) => [
        key,
        value.replace(new RegExp(`(?<=^|[/@\\s])(${names}):(\\d+)(?=$|[/\\s])`, 'g'), (whole, host: string, port: string) => {
          const here = addresses[`${host}:${port}`];
          assert.ok(here, `${service}: ${key} names ${whole}, which nothing here stands in for`);
          return here;
        }),
      ]),
    );
    return onLoopback;
  }

  /** The site's processes' settings, web, worker and release alike: compose.yaml's over the image's, on loopback. */
  function siteEnvironment(service: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const suite = new URL(databaseUrl!);
    const env = environmentOf(service, { 'db:5432': suite.host, 'minio:9000': new URL(s3Endpoint).host });
    // The suite's PostgreSQL, in a database of this test's, with its own user (compose.yaml's user, password and
    // database are the db service's, which ops.test.ts checks).
    const url = new URL(env.DATABASE_URL);
    assert.equal(url.host, suite.host, 'DATABASE_URL names the db service');
    Object.assign(url, { username: suite.username, password: suite.password, pathname: `/${name}` });
    env.DATABASE_URL = url.toString();
    return { ...base, ...image, ...env, ...folders, ...extra };
  }

  /** The static site as the image holds it, in fixtures: the shell's index.html, the pins, and each remote's build. */
  function staticSite() {
    fs.mkdirSync(folders.SHELL_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(folders.SHELL_DIR, 'index.html'),
      '<!doctype html><html><head><title>PAFLA</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(folders.SHELL_DIR, 'main.1a2b3c4d.js'), 'console.log("shell")');
    // Each remote built as `npm run build -w <remote>` leaves it, which the release step publishes into the bucket.
    const sources = path.join(root, 'remotes');
    const pins: Record<string, object> = {};
    for (const [index, remote] of remotes.entries()) {
      const version = `1.${index}.0`;
      const built = path.join(sources, remote, 'dist', version);
      fs.mkdirSync(built, { recursive: true });
      fs.writeFileSync(path.join(sources, remote, 'package.json'), JSON.stringify({ name: remote, version }));
      const scope = remote.replace(/-/g, '_');
      fs.writeFileSync(
        path.join(built, 'mf-manifest.json'),
        JSON.stringify({ id: scope, name: scope, metaData: { name: scope, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', pluginVersion: '2.9.2' }, shared: [], exposes: [{ name: 'home', path: './home' }] }),
      );
      fs.writeFileSync(path.join(built, 'remoteEntry.js'), `/* entry of ${remote}@${version} */`);
      const routes = remote === 'mfe-public' ? [{ path: '/', page: 'home', access: 'public', title: 'Home' }] : [{ path: `/topology/${remote}`, page: 'home', access: 'public', title: remote }];
      fs.writeFileSync(path.join(built, 'routes.json'), JSON.stringify({ name: remote, scope, version, routes }));
      pins[remote] = { version, pinnedAt: new Date().toISOString(), reason: 'first deployment', earlier: [], serverBundle: false };
    }
    // The pins `npm run build` made, in the image's deploy/ (its copies of the remotes are left out here: with a
    // bucket, the servers read the remotes from there).
    fs.mkdirSync(folders.DEPLOY_DIR, { recursive: true });
    fs.writeFileSync(path.join(folders.DEPLOY_DIR, 'manifest.json'), JSON.stringify({ pins, history: [] }));
    return sources;
  }

  /**
   * The release service's command (ops/compose/release.sh), run from the image's folder: the checkout. In the image
   * the remotes' builds are beside the release tool (<remote>/dist, linked into deploy/); here they are fixtures.
   */
  const release = (sources: string) => {
    const [command, ...args] = compose.services.release.command as string[];
    const started = start(command, args, { cwd: repo, env: siteEnvironment('release', { MFE_SOURCE_ROOT: sources }) });
    processes.push(started);
    return finished(started);
  };

  before(async () => {
    const built = promisify(execFile)(process.execPath, [path.join(serverDir, 'build.mjs'), path.basename(out)], { cwd: serverDir }).then(
      () => null,
      (error: unknown) => error,
    );
    mailbox = await startMailbox();
    // The operator's .env: s3rver's one key pair stands in for the site's own, the mailbox for the mail provider.
    compose = readCompose({
      SITE_DOMAIN: 'site.test',
      POSTGRES_PASSWORD: 'topology',
      MINIO_ROOT_USER: 'minio-root',
      MINIO_ROOT_PASSWORD: 'minio-root-password',
      SITE_S3_ACCESS_KEY: 'S3RVER',
      SITE_S3_SECRET_KEY: 'S3RVER',
      SMTP_URL: mailbox.url,
    });
    // The bucket service's work: the bucket compose.yaml names, made before the site starts.
    bucket = serviceEnvironment(compose.services.bucket).BUCKET;
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
    s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    admin = connectPostgres(databaseUrl!, 1);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const target = new URL(databaseUrl!);
    target.pathname = `/${name}`;
    database = connectPostgres(target.toString(), 2);
    const sources = staticSite();
    const failed = await built;
    if (failed) throw failed;

    // The release step, before the web process as compose.yaml orders them.
    const released = await release(sources);
    assert.equal(released.code, 0, released.out);

    Object.assign(ports, { web: await freePort(), workerMetrics: await freePort(), proxy: await freePort(), proxyAdmin: await freePort() });
    const role = (service: string) => {
      const command = compose.services[service].command as string[];
      assert.deepEqual(command.slice(0, imageCommand.length), imageCommand, `${service} runs the image's command`);
      // The image's command is the compiled server (server/serve.mjs starts dist/); here, the copy built above.
      return [path.join(out, 'server', 'src', 'main.js'), ...command.slice(imageCommand.length)];
    };
    // The image listens on every interface of its container; here, on loopback only. Caddy reaches the web process
    // from loopback, as from the proxy's network there.
    web = start(process.execPath, role('web'), { cwd: root, env: siteEnvironment('web', { HOST: '127.0.0.1', PORT: String(ports.web), TRUST_PROXY: '127.0.0.1' }) });
    worker = start(process.execPath, role('worker'), { cwd: root, env: siteEnvironment('worker', { HOST: '127.0.0.1', METRICS_PORT: String(ports.workerMetrics) }) });
    processes.push(web, worker);
    await Promise.all([answers(`http://127.0.0.1:${ports.web}/api/health/ready`, web, 60), answers(`http://127.0.0.1:${ports.workerMetrics}/api/health/ready`, worker, 60)]);

    // Caddy with the compose file's Caddyfile (the proxy service mounts it), its settings on loopback, plain HTTP.
    const mount = (compose.services.proxy.volumes as string[]).find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    const caddyfile = path.resolve(repo, mount.split(':')[0]);
    const proxyEnv = environmentOf('proxy', { [`web:${image.PORT}`]: `127.0.0.1:${ports.web}` });
    site = `http://127.0.0.1:${ports.proxy}`;
    const caddy = start('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      cwd: root,
      env: { ...base, ...proxyEnv, SITE_ADDRESS: site, CADDY_ADMIN: `127.0.0.1:${ports.proxyAdmin}`, XDG_DATA_HOME: path.join(root, 'caddy-data'), XDG_CONFIG_HOME: path.join(root, 'caddy-config') },
    });
    processes.push(caddy);
    await answers(`${site}/api/health/ready`, caddy, 20);
  });

  after(async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
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
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A call of the API through Caddy. */
  const call = async (method: string, url: string, { body, token }: { body?: object; token?: string } = {}) => {
    const res = await fetch(`${site}/api${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // The answers are read as loosely typed JSON: what a field holds is what is asserted.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const answer = (await res.json()) as { message: string; data: any };
    return { status: res.status, ...answer };
  };

  test('answers ready through Caddy, and the image’s health check passes for the web process and the worker', async () => {
    const ready = await call('GET', '/health/ready');
    assert.equal(ready.status, 200);
    assert.equal(ready.data.status, 'ready', JSON.stringify(ready.data));
    // The image's Node is this one.
    const [, ...args] = healthcheck;
    // Run alongside this process's own servers (the mailbox and the bucket, which readiness asks after), never blocking them.
    for (const [started, env] of [
      [web, { ...siteEnvironment('web'), PORT: String(ports.web) }],
      [worker, { ...siteEnvironment('worker'), METRICS_PORT: String(ports.workerMetrics) }],
    ] as const) {
      const checked = start(process.execPath, args, { cwd: root, env });
      const { code, out } = await finished(checked);
      assert.equal(code, 0, `${out}\n${tail(started)}`);
    }
  });

  test('a member registers through Caddy, and the worker, not the web process, delivers the welcome mail', async () => {
    const email = uniqueEmail('topology');
    const registered = await call('POST', '/user/register', { body: { name: 'Sana Malik', email, phone: '+92 300 1234567', password: PASSWORD } });
    assert.equal(registered.status, 201, registered.message);
    for (let i = 0; i < 300 && !mailbox.received.some((m) => m.to === email); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = mailbox.received.filter((m) => m.to === email);
    assert.equal(mails.length, 1, `one welcome mail:\n${tail(worker)}`);
    // Its links point to the site's public address, as compose.yaml sets it.
    assert.match(mails[0].body.replace(/=\r?\n/g, ''), /https:\/\/site\.test\//);
    const [row] = await database.db.selectFrom('outbox').select(['claimed_by', 'sent_at']).where('to', '=', email).execute();
    assert.ok(row.sent_at, 'marked sent');
    assert.ok(row.claimed_by?.startsWith(`${os.hostname()}:${worker.child.pid}:`), `sent by the worker (${worker.child.pid}), not the web process (${web.child.pid}): ${row.claimed_by}`);
  });

  test('a profile photo uploaded through Caddy lands in the bucket and is served back through Caddy', async () => {
    const email = uniqueEmail('topology');
    const registered = await call('POST', '/user/register', { body: { name: 'Bilal Ahmed', email, phone: '+92 300 1234567', password: PASSWORD } });
    assert.equal(registered.status, 201, registered.message);
    const token = String(registered.data.api_token);
    const bytes = pngBytes();
    const { payload, headers } = multipartBody('image', 'me.png', 'image/png', bytes);
    const uploaded = await fetch(`${site}/api/upload-image`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: payload });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const key = String(((await uploaded.json()) as { data: unknown }).data);
    // The photo on the member's profile, as the complete-profile form sends it.
    const primaries = (await call('GET', '/primary-skills')).data as Array<{ id: number }>;
    const secondaries = (await call('GET', `/secondary-skills?parent_id=${primaries[0].id}`)).data as Array<{ id: number }>;
    const profile = profileFields(key, { primary: primaries[0].id, secondary: secondaries[0].id }, { gender: 'Male', birthdate: '1992-08-14' });
    const saved = await call('POST', '/user/complete-profile', { body: profile, token });
    assert.equal(saved.status, 200, saved.message);
    assert.equal((await call('GET', '/user/profile', { token })).data.avatar, key);
    // An object in the bucket compose.yaml names, not a file in the data folder.
    const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    try {
      const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      assert.ok((object.ContentLength ?? 0) > 0);
    } finally {
      client.destroy();
    }
    assert.equal(fs.existsSync(path.join(folders.DATA_DIR, 'storage', key)), false);
    const served = await fetch(`${site}/api/storage/${key}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(await pixelsOf(Buffer.from(await served.arrayBuffer())), await pixelsOf(bytes));
  });

  test('serves the home page through Caddy as HTML, with the remotes the release step published into the bucket', async () => {
    const home = await fetch(`${site}/`);
    assert.equal(home.status, 200);
    assert.match(String(home.headers.get('content-type')), /^text\/html/);
    const html = await home.text();
    const manifest = JSON.parse(/<script type="application\/json" id="shell-manifest">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { remotes?: Array<{ name: string; version: string }> };
    const pinned = manifest.remotes?.find((remote) => remote.name === 'mfe-public');
    assert.equal(pinned?.version, '1.0.0');
    // The remote's files come from the bucket: the deploy folder holds only the pins.
    const entry = await fetch(`${site}/remotes/mfe-public/1.0.0/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(await entry.text(), '/* entry of mfe-public@1.0.0 */');
    assert.equal(fs.existsSync(path.join(folders.DEPLOY_DIR, 'mfe-public')), false);
    // The pins moved into PostgreSQL, where every web process reads them.
    const pins = await database.db.selectFrom('remote_pins').select(['remote', 'version']).orderBy('remote').execute();
    assert.deepEqual(
      pins.map((pin) => pin.remote),
      [...remotes].sort(),
    );
  });

  test('the release step, run again at the next start, leaves the bucket and the pins as they are', async () => {
    const sources = path.join(root, 'remotes');
    const again = await release(sources);
    assert.equal(again.code, 0, again.out);
    assert.match(again.out, /mfe-public@1\.0\.0 already published/);
    assert.match(again.out, /The pins are in the database already/);
    const history = await database.db.selectFrom('remote_pin_history').select('id').execute();
    assert.equal(history.length, remotes.length, 'one import entry per remote, nothing since');
  });
});
