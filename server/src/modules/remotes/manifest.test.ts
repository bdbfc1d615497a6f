import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';
import { DiskStorage, REMOTE_FILES } from '../../plugins/storage.js';
import { manifestCache, publishedVersions, resolveShellManifest } from './manifest.js';

const loginRoute = { path: '/login', page: 'login', access: 'guest' as const, title: 'Login' };

describe('the shell manifest', () => {
  let deployDir: string;
  // Each test reads with its own cache, as a fresh server process would.
  const reader = () => publishedVersions(() => new DiskStorage(deployDir, REMOTE_FILES));
  before(() => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-deploy-'));
  });
  after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  test('is empty before anything is pinned', async () => {
    assert.deepEqual(await resolveShellManifest(path.join(deployDir, 'nothing'), reader()), { remotes: [] });
  });

  test('resolves each pin to its version’s manifest URL and routes', async () => {
    publishRemote(deployDir, 'mfe-account', '0.1.0', [loginRoute]);
    publishRemote(deployDir, 'mfe-account', '0.2.0', [{ ...loginRoute, title: 'Sign in' }]);
    pin(deployDir, { 'mfe-account': '0.1.0' });
    assert.deepEqual(await resolveShellManifest(deployDir, reader()), {
      remotes: [{ name: 'mfe-account', scope: 'mfe_account', version: '0.1.0', entry: '/remotes/mfe-account/0.1.0/mf-manifest.json', routes: [loginRoute] }],
    });
  });

  test('leaves out a pin whose version was never published, or that is not a plain name', async () => {
    pin(deployDir, { 'mfe-account': '0.1.0', 'mfe-public': '9.9.9', '../etc': '0.1.0', 'mfe-network': '../../x' });
    assert.deepEqual((await resolveShellManifest(deployDir, reader())).remotes.map((r) => r.name), ['mfe-account']);
  });

  test('finds a version published after it was first asked for', async () => {
    const published = reader();
    assert.equal(await published('mfe-network', '0.3.0'), null);
    publishRemote(deployDir, 'mfe-network', '0.3.0', [{ ...loginRoute, path: '/members' }]);
    pin(deployDir, { 'mfe-network': '0.3.0' });
    assert.equal((await resolveShellManifest(deployDir, published)).remotes[0]?.version, '0.3.0');
  });

  test('is re-read when the pins change, and only then', async () => {
    const read = manifestCache(deployDir, reader());
    pin(deployDir, { 'mfe-account': '0.1.0' });
    const first = await read();
    assert.equal(await read(), first, 'unchanged pins: the same object');
    pin(deployDir, { 'mfe-account': '0.2.0' });
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(deployDir, 'manifest.json'), future, future);
    assert.equal((await read()).remotes[0].version, '0.2.0');
  });
});

describe('GET /remotes.json', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('answers the resolved manifest, never cached without asking', async () => {
    const deployDir = path.join(ctx.dataDir, 'deploy');
    publishRemote(deployDir, 'mfe-account', '0.1.0', [loginRoute]);
    pin(deployDir, { 'mfe-account': '0.1.0' });
    const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.json().remotes[0].entry, '/remotes/mfe-account/0.1.0/mf-manifest.json');
  });
});
