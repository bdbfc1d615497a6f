// Pins in PostgreSQL: what the release tool writes is what every running instance serves at its next request.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { FIRST_PAGE_ELEMENT } from '../../../../shared-api/src/routes.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';
import { databaseManifest, publishedVersions } from './manifest.js';

interface StoredPin {
  version: string;
  pinnedAt: string;
  reason: string;
  earlier: string[];
  serverBundle?: string | boolean;
  firstViews?: 'browser' | 'server';
}

/** The release tool's PostgreSQL store (tools/mfe/pins-db.mjs), as far as this test uses it. */
interface PinStore {
  change(fn: (current: { pins: Record<string, StoredPin> }) => { pins: Record<string, StoredPin>; entries: object[] }): Promise<unknown>;
  importFile(): Promise<unknown>;
  close(): Promise<void>;
}

const toolStore = new URL('../../../../tools/mfe/pins-db.mjs', import.meta.url).href;
const INDEX = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const route = (title: string) => [{ path: '/about-us', page: 'about-us', access: 'public' as const, title }];

/** Pins `version` as `npm run mfe -- pin` does (the gate aside): the pin, its stack and a history entry, at once. */
const pinWith = (store: PinStore, remote: string, version: string) =>
  store.change(({ pins }) => {
    const at = new Date().toISOString();
    const current = pins[remote];
    return {
      pins: { [remote]: { version, pinnedAt: at, reason: 'test', earlier: current ? [...current.earlier, current.version] : [] } },
      entries: [{ remote, action: 'pin', version, previous: current?.version ?? null, at, reason: 'test' }],
    };
  });

const block = (html: string, id: string) => {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
};

describe('pins in PostgreSQL, written by the release tool', { skip: process.env.DATABASE_URL ? false : 'runs on PostgreSQL only: DATABASE_URL is not set' }, () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let store: PinStore;
  let root: string;
  let deployDir: string;
  const deployBefore = process.env.DEPLOY_DIR;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-pins-'));
    const shellDir = path.join(root, 'shell');
    deployDir = path.join(root, 'deploy');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) publishRemote(deployDir, 'mfe-public', version, route(`About ${version}`));
    ctx = await startTestApp({ production: true, shellDir, deployDir });
    // A second instance of the site on the same database, with a cache of its own.
    other = await ctx.another({});
    // The release tool reaches the test's database as a release manager's machine would, by its URL.
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.db);
    const url = new URL(String(process.env.DATABASE_URL));
    url.pathname = `/${rows[0].name}`;
    // The release tool finds manifest.json, for the import, where DEPLOY_DIR says.
    process.env.DEPLOY_DIR = deployDir;
    const { databasePinStore } = (await import(toolStore)) as { databasePinStore: (url: string) => PinStore };
    store = databasePinStore(url.toString());
  });
  after(async () => {
    await store?.close();
    await ctx?.close();
    process.env.DEPLOY_DIR = deployBefore;
    fs.rmSync(root, { recursive: true, force: true });
  });

  const versionsServed = async () =>
    Promise.all([ctx.app, other].map(async (app) => (await app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.map((r: { version: string }) => r.version)));

  test('until the pins are imported, each instance serves its pins file', async () => {
    pin(deployDir, { 'mfe-public': '1.0.0' });
    assert.deepEqual(await versionsServed(), [['1.0.0'], ['1.0.0']]);
  });

  test('once imported, the database is served and the file is no longer read', async () => {
    await versionsServed(); // both caches hold the file's pins
    await store.importFile();
    pin(deployDir, { 'mfe-public': '1.2.0' });
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(deployDir, 'manifest.json'), future, future);
    assert.deepEqual(await versionsServed(), [['1.0.0'], ['1.0.0']]);
  });

  test('a pin is served by both running instances at their next /remotes.json, inlined manifest and first view', async () => {
    await versionsServed();
    await pinWith(store, 'mfe-public', '1.1.0');
    assert.deepEqual(await versionsServed(), [['1.1.0'], ['1.1.0']]);
    for (const app of [ctx.app, other]) {
      const page = (await app.inject({ method: 'GET', url: '/about-us' })).body;
      assert.equal(block(page, 'shell-manifest').remotes[0].routes[0].title, 'About 1.1.0');
      assert.equal(block(page, FIRST_PAGE_ELEMENT).entry, '/remotes/mfe-public/1.1.0/mf-manifest.json');
    }
  });

  test('pins in a row, and a change between two requests of one instance, are each served at the next request', async () => {
    await pinWith(store, 'mfe-public', '1.2.0');
    assert.deepEqual(await versionsServed(), [['1.2.0'], ['1.2.0']]);
    await pinWith(store, 'mfe-public', '1.0.0');
    const [first] = await versionsServed();
    assert.deepEqual(first, ['1.0.0']);
    await pinWith(store, 'mfe-public', '1.1.0');
    assert.deepEqual(await versionsServed(), [['1.1.0'], ['1.1.0']]);
  });

  test('while the database cannot answer, each instance serves the pins it read last', async () => {
    await pinWith(store, 'mfe-public', '1.2.0');
    assert.deepEqual(await versionsServed(), [['1.2.0'], ['1.2.0']]);
    await sql`alter table remote_pin_history rename to remote_pin_history_away`.execute(ctx.db);
    try {
      assert.deepEqual(await versionsServed(), [['1.2.0'], ['1.2.0']]);
    } finally {
      await sql`alter table remote_pin_history_away rename to remote_pin_history`.execute(ctx.db);
    }
  });

  test("a pin's bundle digest reaches the server's renderer, and the release manager's switch takes it away", async () => {
    const digest = `sha256-${'A'.repeat(43)}=`;
    const served = async () => (await databaseManifest(ctx.db, publishedVersions(() => ctx.app.remoteFiles), ctx.app.log, async () => ({ remotes: [] }))()).remotes;
    const pinAs = (extra: Partial<StoredPin>) =>
      store.change(({ pins }) => {
        const at = new Date().toISOString();
        return { pins: { 'mfe-public': { ...pins['mfe-public'], version: '1.1.0', ...extra } }, entries: [{ remote: 'mfe-public', action: 'pin', version: '1.1.0', at, reason: 'test', ...extra }] };
      });
    await pinAs({ serverBundle: digest });
    assert.equal((await served())[0].serverBundle, digest);
    await pinAs({ serverBundle: digest, firstViews: 'browser' });
    assert.equal((await served())[0].serverBundle, undefined, 'switched to the browser');
    await pinAs({ serverBundle: true, firstViews: 'server' });
    assert.equal((await served())[0].serverBundle, undefined, 'a pin made before digests');
    // Never to a browser.
    assert.ok(!JSON.stringify((await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).json()).includes('sha256-'));
  });

  test('a pin of a version never published is left out, as from the file', async () => {
    await pinWith(store, 'mfe-public', '9.9.9');
    assert.deepEqual(await versionsServed(), [[], []]);
  });
});
