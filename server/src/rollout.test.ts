// A release with a migration, rolled out to two web instances one at a time behind a load balancer, while visitors
// keep using the site: no answer is an error at any moment. The load balancer here does what a real one is set up to
// do (README, "Upgrading"): it sends visitors only to instances whose /api/health/ready answers 200, checked four
// times a second. Each instance is stopped with SIGTERM and SHUTDOWN_DELAY_SECONDS=1: it answers 503 to readiness
// at once, serves whatever still comes for that second, then closes. The first instance of the new release migrates
// the database as it starts, while an instance of the previous release goes on serving on it (a migration leaves the
// previous release working), and an instance of the previous release that restarts mid-rollout starts on the
// migrated database. PostgreSQL only, as CI runs the server suite.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from './test/database.js';
import { freePort } from './test/postgres-cluster.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(serverDir, '..');
const databaseUrl = process.env.DATABASE_URL;

/** The next release: this code and one more migration, of the kind a release may ship (it only adds). */
const NEXT_MIGRATION = `import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await sql\`alter table users add column rollout_note text\`.execute(db);
  await sql\`create table rollout_rehearsal (id bigint primary key generated always as identity, note text not null)\`.execute(db);
}
`;

/** A copy of the server with the next release's migration, beside this checkout's packages and remotes. */
function nextRelease(root: string) {
  const dir = path.join(root, 'next');
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(serverDir, 'src'), path.join(dir, 'server', 'src'), { recursive: true, filter: (file) => !file.endsWith('.test.ts') });
  fs.copyFileSync(path.join(serverDir, 'package.json'), path.join(dir, 'server', 'package.json'));
  fs.copyFileSync(path.join(repo, 'remotes.json'), path.join(dir, 'remotes.json'));
  for (const linked of ['node_modules', 'shared-api']) fs.symlinkSync(path.join(repo, linked), path.join(dir, linked));
  // The remotes' features (their contracts and server halves, decision 044) and texts are the server's too: copied, so
  // that their imports of the server reach this copy's.
  for (const remote of JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8')) as string[]) {
    fs.cpSync(path.join(repo, remote, 'src'), path.join(dir, remote, 'src'), { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
    fs.copyFileSync(path.join(repo, remote, 'package.json'), path.join(dir, remote, 'package.json'));
  }
  fs.writeFileSync(path.join(dir, 'server', 'src', 'db', 'migrations', '999-rollout-rehearsal.ts'), NEXT_MIGRATION);
  return path.join(dir, 'server');
}

interface Instance {
  port: number;
  release: 'previous' | 'next';
  child: ChildProcess;
  output: string[];
}

/** A load balancer: round robin over the instances whose readiness answers 200, checked every 250 ms. */
async function startBalancer() {
  const upstreams = new Map<number, boolean>();
  let next = 0;
  const check = setInterval(() => {
    for (const port of upstreams.keys()) {
      const probe = http.get({ host: '127.0.0.1', port, path: '/api/health/ready', timeout: 1000, agent: false }, (res) => {
        res.resume();
        if (upstreams.has(port)) upstreams.set(port, res.statusCode === 200);
      });
      probe.on('error', () => upstreams.has(port) && upstreams.set(port, false));
      probe.on('timeout', () => probe.destroy());
    }
  }, 250);
  const server = http.createServer((request, response) => {
    const ready = [...upstreams].filter(([, ok]) => ok).map(([port]) => port);
    if (!ready.length) return response.writeHead(502).end('no instance is ready');
    const port = ready[next++ % ready.length];
    const forwarded = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.headersSent || response.writeHead(502).end('the instance did not answer'));
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    add: (port: number) => upstreams.set(port, false),
    remove: (port: number) => upstreams.delete(port),
    isReady: (port: number) => upstreams.get(port) === true,
    close: () => {
      clearInterval(check);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('rolling a release with a migration out to two instances', { skip: databaseUrl ? false : 'needs PostgreSQL: bash tools/with-postgres.sh npm run test:server' }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-rollout-'));
  const instances: Instance[] = [];
  let database: TestDatabase;
  let targetUrl = '';
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let nextServerDir = '';

  async function start(release: Instance['release']) {
    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', 'web'], {
      cwd: release === 'next' ? nextServerDir : serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATABASE_URL: targetUrl,
        DATA_DIR: path.join(root, `data-${port}`),
        DEPLOY_DIR: path.join(root, 'deploy'),
        SHELL_DIR: path.join(root, 'shell'),
        SERVER_RENDER: '0',
        PUBLIC_URL: 'http://site.test',
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DELAY_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    const instance = { port, release, child, output };
    instances.push(instance);
    balancer.add(port);
    for (let i = 0; !balancer.isReady(port); i++) {
      if (child.exitCode !== null || i > 1200) throw new Error(`the ${release} release did not start:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return instance;
  }

  /** SIGTERM, as a process manager stops an instance; answers once it has exited. */
  async function stop(instance: Instance) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await exited;
    balancer.remove(instance.port);
  }

  before(async () => {
    database = await openTestDatabase();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    const target = new URL(databaseUrl!);
    target.pathname = `/${rows[0].name}`;
    targetUrl = target.toString();
    fs.mkdirSync(path.join(root, 'shell'));
    fs.writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    nextServerDir = nextRelease(root);
    balancer = await startBalancer();
  });

  after(async () => {
    await balancer?.close();
    await Promise.all(instances.filter((i) => i.child.exitCode === null).map((i) => stop(i)));
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('every request is answered while each instance in turn is replaced by the next release, which migrates the database', async () => {
    const first = await start('previous');
    const second = await start('previous');

    // Visitors: reading events, opening a page, signing in (each from their own address), without pause.
    const answers: Array<{ status: number; upstream: string; what: string }> = [];
    const failures: string[] = [];
    let visiting = true;
    const visitor = async (n: number) => {
      for (let i = 0; visiting; i++) {
        // A page the shell itself draws: nothing is pinned here, and an address no page lives at is answered 404.
        const what = ['GET /api/events?page=1', 'GET /coming-soon', 'POST /api/user/login'][i % 3];
        const [method, url] = what.split(' ');
        try {
          const res = await fetch(balancer.url + url, {
            method,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${n}.${(i >> 8) & 255}.${i & 255}` },
            body: method === 'POST' ? JSON.stringify({ email: 'hira.baloch@example.com', password: 'Demo@12345' }) : undefined,
          });
          await res.arrayBuffer();
          answers.push({ status: res.status, upstream: res.headers.get('x-upstream') ?? '', what });
          if (res.status !== 200) failures.push(`${what}: ${res.status}`);
        } catch (error) {
          failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    const visitors = [1, 2, 3].map(visitor);

    await stop(first);
    const firstNext = await start('next');
    assert.ok(
      (await sql<{ n: number }>`select count(*)::int as n from kysely_migration where name = '999-rollout-rehearsal'`.execute(database.db)).rows[0].n === 1,
      'the first instance of the next release migrated the database',
    );
    // An instance of the previous release that restarts now (a crash, a machine reboot) starts on the migrated database.
    await stop(second);
    const secondAgain = await start('previous');
    assert.match(secondAgain.output.join(''), /the database was migrated by a newer release: 999-rollout-rehearsal; starting without migrating/);
    await stop(secondAgain);
    const secondNext = await start('next');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    visiting = false;
    await Promise.all(visitors);

    assert.deepEqual(failures, []);
    const served = (instance: Instance) => answers.filter((a) => a.upstream === String(instance.port)).length;
    for (const instance of [first, second, firstNext, secondAgain, secondNext]) assert.ok(served(instance) > 0, `the ${instance.release} release on port ${instance.port} served visitors`);
    console.log(`rollout: ${answers.length} requests answered, none failed, across ${instances.length} instances`);
  });
});
