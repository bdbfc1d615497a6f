// The server as `npm run build` compiles it and `npm run serve` starts it: JavaScript in server/dist, run by Node with
// nothing to compile. Built here into a folder of its own beside dist/ (the production build runs after the tests), and
// started in production mode on a fresh embedded database, so that everything the server finds by folder at run time
// — migrations, route and job modules, the contracts, shared-api's catalog and password list — is proven there in
// JavaScript, not only beside the TypeScript.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the compiled server', () => {
  const out = fs.mkdtempSync(path.join(serverDir, '.dist-test-'));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-compiled-'));
  let child: ChildProcess | undefined;
  let base = '';
  let log = '';

  before(async () => {
    await promisify(execFile)(process.execPath, [path.join(serverDir, 'build.mjs'), path.basename(out)], { cwd: serverDir });
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The embedded database, as a first start on one machine makes it: the PostgreSQL the other tests use is not asked.
    delete env.DATABASE_URL;
    child = spawn(process.execPath, [path.join(out, 'server', 'src', 'main.js')], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        // As `npm start` runs it: the demo content's seeding reads its pictures by folder too.
        DEMO_CONTENT: '1',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'data'),
        DEPLOY_DIR: path.join(root, 'deploy'),
        SHELL_DIR: path.join(root, 'shell'),
        SHUTDOWN_DELAY_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || i > 900) assert.fail(`the compiled server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  after(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('answers its health checks and the API on a database it migrated and seeded itself', async () => {
    const ready = await fetch(`${base}/api/health/ready`);
    assert.equal(ready.status, 200, await ready.clone().text());
    assert.equal(((await ready.json()) as { data: { database: string } }).data.database, 'ok');
    const events = await fetch(`${base}/api/events`);
    assert.equal(events.status, 200, await events.text());
  });

  test('holds every file the server finds by folder, in JavaScript', () => {
    const compiled = (folder: string) => new Set(fs.readdirSync(path.join(out, folder)));
    const sources = (folder: string) => fs.readdirSync(path.join(serverDir, '..', folder)).filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'));
    for (const folder of ['server/src/db/migrations', 'shared-api/src/contracts']) {
      const js = compiled(folder);
      assert.deepEqual(sources(folder).filter((file) => !js.has(file.replace(/\.ts$/, '.js'))), [], folder);
    }
    assert.ok(fs.existsSync(path.join(out, 'server/src/modules/web/render-worker.js')), 'the page render worker');
    assert.ok(fs.existsSync(path.join(out, 'shared-api/src/locales/ur.po')), "shared-api's Urdu catalog");
  });
});
