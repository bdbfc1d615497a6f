import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from './deploy.mjs';
import { pluginProblems } from './gate.mjs';
import { PIN_STORES, publish, sandbox, sourceBuild, writeShell } from './fixtures.mjs';

const exec = promisify(execFile);
const cli = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'mfe.mjs');

async function mfe(env, ...args) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    return { code: error.code, out: `${error.stdout}${error.stderr}` };
  }
}

function setup(t) {
  const box = sandbox();
  t.after(box.cleanup);
  writeShell(box.env);
  // Publishing is about files only: its pins stay in the file even when DATABASE_URL is set.
  return { ...box.env, DATABASE_URL: '' };
}

test('publish places a build, immutable, and refuses the same version with other bytes', async (t) => {
  const env = setup(t);
  sourceBuild(env, 'mfe-account', '1.0.0');
  assert.match((await mfe(env, 'publish', 'mfe-account')).out, /Published mfe-account@1\.0\.0/);
  assert.ok(fs.existsSync(path.join(env.DEPLOY_DIR, 'mfe-account/1.0.0/mf-manifest.json')));
  assert.match((await mfe(env, 'publish', 'mfe-account')).out, /already published with the same content/);

  sourceBuild(env, 'mfe-account', '1.0.0', { entry: 'changed code' });
  const refused = await mfe(env, 'publish', 'mfe-account');
  assert.equal(refused.code, 1);
  assert.match(refused.out, /already published with different content/);
  assert.equal(fs.readFileSync(path.join(env.DEPLOY_DIR, 'mfe-account/1.0.0/remoteEntry.js'), 'utf8'), 'entry of mfe-account@1.0.0');

  // A local development folder may take the rebuilt version in place.
  for (const other of REMOTES.filter((r) => r !== 'mfe-account')) sourceBuild(env, other, '1.0.0');
  const replaced = await mfe(env, 'publish-all', '--replace');
  assert.equal(replaced.code, 0, replaced.out);
  assert.equal(fs.readFileSync(path.join(env.DEPLOY_DIR, 'mfe-account/1.0.0/remoteEntry.js'), 'utf8'), 'changed code');
});

test('a local build pins what it built: the next version built here is the one the local site serves', async (t) => {
  const env = setup(t);
  for (const remote of REMOTES) sourceBuild(env, remote, '1.0.0');
  assert.equal((await mfe(env, 'publish-all', '--replace')).code, 0);
  sourceBuild(env, 'mfe-account', '1.1.0');
  const built = await mfe(env, 'publish-all', '--replace');
  assert.equal(built.code, 0, built.out);
  assert.match(built.out, /Pinned mfe-account@1\.1\.0 \(was 1\.0\.0\)/);
  const { pins } = JSON.parse(fs.readFileSync(path.join(env.DEPLOY_DIR, 'manifest.json'), 'utf8'));
  assert.equal(pins['mfe-account'].version, '1.1.0');
  assert.deepEqual(pins['mfe-account'].earlier, ['1.0.0']);
  assert.equal(pins['mfe-public'].version, '1.0.0');
  // Without --replace (a shared deployment folder), publishing leaves the release manager's pins as they are.
  sourceBuild(env, 'mfe-account', '1.2.0');
  assert.equal((await mfe(env, 'publish-all')).code, 0);
  assert.equal(JSON.parse(fs.readFileSync(path.join(env.DEPLOY_DIR, 'manifest.json'), 'utf8')).pins['mfe-account'].version, '1.1.0');
});

test('a remote built with an older federation plugin of the same major loads under the shell; a new major does not', () => {
  assert.deepEqual(pluginProblems('2.9.2', '2.9.2', 'r@1'), []);
  assert.deepEqual(pluginProblems('2.9.2', '2.7.0', 'r@1'), []);
  assert.match(pluginProblems('2.9.2', '2.9.3', 'r@1').join(), /newer than the shell's 2\.9\.2/);
  assert.match(pluginProblems('3.0.0', '2.9.2', 'r@1').join(), /new major version of the plugin/);
  assert.match(pluginProblems('2.9.2', undefined, 'r@1').join(), /federation plugin unknown/);
});

for (const store of PIN_STORES) {
  describe(`pins in the ${store.name}`, { skip: store.skip }, () => {
    const setup = async (t) => {
      const env = await store.setup(t);
      writeShell(env);
      return env;
    };
    const pinsOf = async (env) => {
      const { pins, history } = await store.read(env);
      return { pins, history };
    };

    test('pin records the version, when and why, and status shows it with what else is published', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-public', '1.0.0');
      publish(env, 'mfe-public', '1.1.0');
      const r = await mfe(env, 'pin', 'mfe-public', '1.1.0', '--reason', 'new home page');
      assert.equal(r.code, 0, r.out);
      const { pins, history } = await pinsOf(env);
      assert.equal(pins['mfe-public'].version, '1.1.0');
      assert.equal(pins['mfe-public'].reason, 'new home page');
      assert.equal(history.at(-1).action, 'pin');
      const status = (await mfe(env, 'status')).out;
      assert.match(status, store.name === 'file' ? /Pins live in .*manifest\.json\./ : /Pins live in PostgreSQL 127\.0\.0\.1:\d+\/mfe_test_/);
      assert.match(status, /mfe-public +1\.1\.0/);
      assert.match(status, /new home page/);
      assert.match(status, /also published: 1\.0\.0/);
    });

    test("the gate records with each pin its server bundle's digest (or none), and status says where its pages render", async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-network', '1.0.0', { serverBundle: false });
      const built = publish(env, 'mfe-network', '1.1.0');
      const older = await mfe(env, 'pin', 'mfe-network', '1.0.0');
      assert.equal(older.code, 0, older.out);
      assert.match(older.out, /no server bundle: its pages render in the browser/);
      assert.match((await mfe(env, 'pin', 'mfe-network', '1.1.0')).out, /first views rendered on the server/);
      const { pins, history } = await pinsOf(env);
      // The digest the servers check before they evaluate the bundle (server/src/modules/web/render-core.ts).
      const digest = `sha256-${crypto.createHash('sha256').update(fs.readFileSync(path.join(built, 'server', 'pages.js'))).digest('base64')}`;
      assert.equal(pins['mfe-network'].serverBundle, digest);
      assert.deepEqual(
        history.filter((h) => h.remote === 'mfe-network').map((h) => [h.version, h.serverBundle]),
        [
          ['1.0.0', false],
          ['1.1.0', digest],
        ],
      );
      assert.match((await mfe(env, 'rollback', 'mfe-network')).out, /back to 1\.0\.0 \(was 1\.1\.0\) \(no server bundle/);
      assert.match((await mfe(env, 'status')).out, /mfe-network +1\.0\.0 \(no server bundle/);
    });

    test("first-views leaves a remote's first views to the browser and gives them back, kept across pins and recorded", async (t) => {
      const env = await setup(t);
      for (const v of ['1.0.0', '1.1.0']) publish(env, 'mfe-public', v);
      assert.equal((await mfe(env, 'pin', 'mfe-public', '1.0.0')).code, 0);
      const off = await mfe(env, 'first-views', 'mfe-public', 'browser', '--reason', 'a page breaks on the server');
      assert.equal(off.code, 0, off.out);
      assert.match(off.out, /mfe-public@1\.0\.0 \(first views switched to the browser\)\. Live on the next page load\./);
      assert.equal((await pinsOf(env)).pins['mfe-public'].firstViews, 'browser');
      // A new version pinned while switched stays with the browser.
      assert.match((await mfe(env, 'pin', 'mfe-public', '1.1.0')).out, /first views switched to the browser/);
      assert.match((await mfe(env, 'status')).out, /first-views mfe-public@1\.0\.0 → browser — a page breaks on the server/);
      assert.match((await mfe(env, 'first-views', 'mfe-public', 'server')).out, /mfe-public@1\.1\.0 \(first views rendered on the server\)/);
      const { pins, history } = await pinsOf(env);
      assert.equal(pins['mfe-public'].firstViews, 'server');
      assert.match(pins['mfe-public'].serverBundle, /^sha256-/, 'the digest is kept');
      assert.deepEqual(history.filter((h) => h.action === 'first-views').map((h) => [h.version, h.firstViews]), [['1.0.0', 'browser'], ['1.1.0', 'server']]);
      const refused = await mfe(env, 'first-views', 'mfe-account', 'browser');
      assert.equal(refused.code, 1);
      assert.match(refused.out, /mfe-account is not pinned/);
    });

    test('rollback returns to the version pinned before, step by step, and refuses when there is none', async (t) => {
      const env = await setup(t);
      for (const v of ['1.0.0', '1.1.0', '1.2.0']) publish(env, 'mfe-learning', v);
      for (const v of ['1.0.0', '1.1.0', '1.2.0']) assert.equal((await mfe(env, 'pin', 'mfe-learning', v)).code, 0);
      assert.match((await mfe(env, 'rollback', 'mfe-learning', '--reason', 'quiz broken')).out, /back to 1\.1\.0 \(was 1\.2\.0\)/);
      assert.match((await mfe(env, 'rollback', 'mfe-learning')).out, /back to 1\.0\.0/);
      const last = await mfe(env, 'rollback', 'mfe-learning');
      assert.equal(last.code, 1);
      assert.match(last.out, /no earlier pin/);
      assert.equal((await pinsOf(env)).pins['mfe-learning'].version, '1.0.0');
      assert.equal((await pinsOf(env)).history.filter((h) => h.action === 'rollback')[0].reason, 'quiz broken');
    });

    test('concurrent pins never lose one', async (t) => {
      const env = await setup(t);
      const remotes = REMOTES;
      for (const r of remotes) publish(env, r, '2.0.0');
      const results = await Promise.all(remotes.map((r) => mfe(env, 'pin', r, '2.0.0', '--reason', `release ${r}`)));
      for (const r of results) assert.equal(r.code, 0, r.out);
      const { pins, history } = await pinsOf(env);
      assert.deepEqual(Object.keys(pins).sort(), [...remotes].sort());
      assert.equal(history.length, remotes.length);
    });

    test('two pins of one remote at once both land in history, in order, the second gated and stacked on the first', async (t) => {
      const env = await setup(t);
      for (const v of ['1.0.0', '1.1.0', '1.2.0']) publish(env, 'mfe-public', v);
      assert.equal((await mfe(env, 'pin', 'mfe-public', '1.0.0')).code, 0);
      const release = await store.holdWriters(env);
      const both = Promise.all([mfe(env, 'pin', 'mfe-public', '1.1.0', '--reason', 'one'), mfe(env, 'pin', 'mfe-public', '1.2.0', '--reason', 'two')]);
      await release(2);
      for (const r of await both) assert.equal(r.code, 0, r.out);
      const { pins, history } = await pinsOf(env);
      assert.equal(history.length, 3);
      const [, first, second] = history;
      assert.deepEqual([first.version, second.version].sort(), ['1.1.0', '1.2.0']);
      assert.equal(first.previous, '1.0.0');
      // The second pin saw the first: it replaced it, and a rollback returns to it.
      assert.equal(second.previous, first.version);
      assert.ok(first.at <= second.at);
      assert.equal(pins['mfe-public'].version, second.version);
      assert.deepEqual(pins['mfe-public'].earlier, ['1.0.0', first.version]);
    });

    test('two remotes claiming one route, pinned at once: the second is gated against the first and refused', async (t) => {
      const env = await setup(t);
      const routes = [{ path: '/board', page: 'board', access: 'public', title: 'Board' }];
      publish(env, 'mfe-public', '1.0.0', { routes });
      publish(env, 'mfe-network', '1.0.0', { routes });
      const release = await store.holdWriters(env);
      const both = Promise.all([mfe(env, 'pin', 'mfe-public', '1.0.0'), mfe(env, 'pin', 'mfe-network', '1.0.0')]);
      await release(2);
      const results = await both;
      assert.deepEqual(results.map((r) => r.code).sort(), [0, 1], results.map((r) => r.out).join('\n'));
      const { pins, history } = await pinsOf(env);
      assert.equal(history.length, 1);
      const winner = history[0].remote;
      assert.deepEqual(Object.keys(pins), [winner]);
      const refused = results.find((r) => r.code === 1);
      assert.match(refused.out, new RegExp(`route /board is already claimed by ${winner}@1\\.0\\.0`));
    });

    test('a remote built against a newer shared-ui than the shell provides is refused, with the reason', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-account', '1.0.0');
      await mfe(env, 'pin', 'mfe-account', '1.0.0');
      const before = await pinsOf(env);
      publish(env, 'mfe-account', '1.1.0', { sharedUi: '0.2.0' });
      const r = await mfe(env, 'pin', 'mfe-account', '1.1.0');
      assert.equal(r.code, 1);
      assert.match(r.out, /mfe-account@1\.1\.0 needs shared-ui \^0\.2\.0; the shell provides 0\.1\.0/);
      assert.match(r.out, /the pins are unchanged/);
      assert.deepEqual(await pinsOf(env), before);
    });

    test('a remote built with a newer federation plugin than the shell, or needing a singleton the shell lacks, is refused', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-network', '1.0.0', { pluginVersion: '2.10.0', needs: ['react', 'zustand'] });
      const r = await mfe(env, 'pin', 'mfe-network', '1.0.0');
      assert.equal(r.code, 1);
      assert.match(r.out, /federation plugin 2\.10\.0, newer than the shell's 2\.9\.2/);
      assert.match(r.out, /needs the shared module zustand, which the shell does not provide/);
      assert.deepEqual(await pinsOf(env), { pins: {}, history: [] });
    });

    test('two remotes may not claim the same route, nor a route of the shell', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-public', '1.0.0', { routes: [{ path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public', title: 'Blog' }] });
      await mfe(env, 'pin', 'mfe-public', '1.0.0');
      publish(env, 'mfe-network', '1.0.0', {
        routes: [
          { path: '/blog/:slug/:id', page: 'post', access: 'public', title: 'Post' },
          { path: '/logout', page: 'bye', access: 'member', title: 'Bye' },
        ],
      });
      const r = await mfe(env, 'pin', 'mfe-network', '1.0.0');
      assert.equal(r.code, 1);
      assert.match(r.out, /route \/blog\/:slug\/:id is already claimed by mfe-public@1\.0\.0/);
      assert.match(r.out, /route \/logout is already claimed by the shell/);
      assert.equal((await pinsOf(env)).pins['mfe-network'], undefined);
    });

    test('routes with invalid access flags are refused', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-safety-net', '1.0.0', {
        routes: [
          { path: '/dashboard/issues', page: 'issues', access: 'owner', redirect: '/home', title: 'Issues' },
          { path: '/staff/issues', page: 'staff-issues', access: 'member', title: 'Inbox' },
        ],
      });
      const r = await mfe(env, 'pin', 'mfe-safety-net', '1.0.0');
      assert.equal(r.code, 1);
      assert.match(r.out, /access must be one of public, guest, member, complete-profile, staff, admin/);
      assert.match(r.out, /redirect must be one of/);
      assert.match(r.out, /route "\/staff\/issues": a page under \/staff needs staff or admin access/);
    });

    test('staff and admin pages with their menu entries are pinned', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-safety-net', '1.0.0', {
        routes: [
          { path: '/staff/issues', page: 'staff-issues', access: 'staff', title: 'Inbox', menu: [{ menu: 'staff', group: 'Safety net', label: 'Issues', order: 300 }] },
          { path: '/staff/settings', page: 'settings', access: 'admin', title: 'Settings' },
        ],
      });
      const r = await mfe(env, 'pin', 'mfe-safety-net', '1.0.0');
      assert.equal(r.code, 0, r.out);
      assert.equal((await pinsOf(env)).pins['mfe-safety-net'].version, '1.0.0');
    });

    test('malformed menu entries, and a label already used under the same heading, are refused with every reason', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-network', '1.0.0', {
        routes: [{ path: '/dashboard/peers', page: 'peers', access: 'member', title: 'Peers', menu: [{ menu: 'dashboard', group: 'Network', label: 'Peers', order: 110 }] }],
      });
      assert.equal((await mfe(env, 'pin', 'mfe-network', '1.0.0')).code, 0);
      publish(env, 'mfe-account', '1.0.0', {
        routes: [
          { path: '/dashboard/people', page: 'people', access: 'member', title: 'People', menu: [{ menu: 'dashboard', group: 'Network', label: 'Peers', order: 5 }] },
          { path: '/member/:memberId', page: 'member', access: 'member', title: 'Member', menu: [{ menu: 'sidebar', label: '', order: 'first' }] },
          { path: '/dashboard/audit', page: 'audit', access: 'member', title: 'Audit', menu: [{ menu: 'staff', label: 'Audit', order: 1 }] },
        ],
      });
      const r = await mfe(env, 'pin', 'mfe-account', '1.0.0');
      assert.equal(r.code, 1);
      assert.match(r.out, /the dashboard menu already has "Peers" under Network \(mfe-network@1\.0\.0\)/);
      assert.match(r.out, /menu must be one of header, footer, account, dashboard, staff/);
      assert.match(r.out, /label is required/);
      assert.match(r.out, /order must be a number/);
      assert.match(r.out, /a route with :params needs a "to" path/);
      assert.match(r.out, /the staff menu only lists staff or admin pages/);
      assert.equal((await pinsOf(env)).pins['mfe-account'], undefined);
    });

    test('first-view reads are refused on member pages, outside /api paths, or with params the route lacks', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-public', '1.0.0', {
        routes: [
          { path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public', title: 'Blog', data: ['/blogs/:id', '/api/blogs', '/../users'] },
          { path: '/blogs/:blogId', page: 'blog-post', access: 'public', title: 'Blog', data: [{ call: 'getBlog', params: { id: ':postId' } }, { call: 'noSuchCall' }, { call: 'createIssue' }, { call: 'getBlog' }] },
          { path: '/dashboard/peers', page: 'peers', access: 'member', title: 'Peers', data: ['/directory'] },
          { path: '/board', page: 'board', access: 'public', title: 'Board', data: ['/directors', { call: 'getDirectors' }, { call: 'getBlogs', query: { page: 1 } }] },
        ],
      });
      const r = await mfe(env, 'pin', 'mfe-public', '1.0.0');
      assert.equal(r.code, 1);
      assert.match(r.out, /route "\/blog\/:blogSlug\/:blogId": data "\/blogs\/:id" uses :id, which the route's path does not have/);
      assert.match(r.out, /data "\/api\/blogs" must name a call .* or be a path under \/api, written without it/);
      assert.match(r.out, /data "\/..\/users" must name a call/);
      // Reads by call name: the call must exist, be a read, and get its path parameters from the route.
      assert.match(r.out, /data \{"call":"getBlog","params":\{"id":":postId"\}\} uses :postId, which the route's path does not have/);
      assert.match(r.out, /no call named noSuchCall in shared-api\/src\/calls\//);
      assert.match(r.out, /createIssue is not a read \(POST \/user\/issues\)/);
      assert.match(r.out, /data \{"call":"getBlog"\}: getBlog needs params.id/);
      assert.match(r.out, /route "\/dashboard\/peers": data is only sent with public pages/);
      assert.doesNotMatch(r.out, /\/board/);
    });

    test('check refuses a shell build that no longer satisfies a pinned remote', async (t) => {
      const env = await setup(t);
      publish(env, 'mfe-account', '1.0.0');
      await mfe(env, 'pin', 'mfe-account', '1.0.0');
      assert.equal((await mfe(env, 'check')).code, 0);
      writeShell(env, { sharedModules: [{ name: 'react', version: '19.3.1', singleton: true }] });
      const r = await mfe(env, 'check');
      assert.equal(r.code, 1);
      assert.match(r.out, /mfe-account@1\.0\.0 needs the shared module shared-ui, which the shell does not provide/);
    });
  });
}

describe('moving the pins into PostgreSQL', { skip: PIN_STORES[1].skip }, () => {
  const [file, database] = PIN_STORES;

  test('until import-pins the servers keep the file and pins are refused; then pins and history move, once, and can move back', async (t) => {
    const env = await database.setup(t);
    writeShell(env);
    const fileEnv = { ...env, DATABASE_URL: '' };
    for (const v of ['1.0.0', '1.1.0']) {
      publish(env, 'mfe-learning', v);
      assert.equal((await mfe(fileEnv, 'pin', 'mfe-learning', v, '--reason', `release ${v}`)).code, 0);
    }
    const inFile = await file.read(fileEnv);

    const status = (await mfe(env, 'status')).out;
    assert.match(status, /It holds none yet: the servers read .*manifest\.json until `npm run mfe -- import-pins`/);
    assert.match(status, /mfe-learning +1\.1\.0/);
    const early = await mfe(env, 'rollback', 'mfe-learning');
    assert.equal(early.code, 1);
    assert.match(early.out, /still in .*manifest\.json.*run `npm run mfe -- import-pins` first/);

    const imported = await mfe(env, 'import-pins');
    assert.equal(imported.code, 0, imported.out);
    assert.match(imported.out, /Imported 1 pin and 2 history entries/);
    const moved = await database.read(env);
    assert.deepEqual(moved.pins, inFile.pins);
    assert.deepEqual(moved.history.slice(0, 2), inFile.history);
    assert.deepEqual(moved.history.slice(2).map((h) => [h.action, h.remote, h.version]), [['import', 'mfe-learning', '1.1.0']]);
    const again = await mfe(env, 'import-pins');
    assert.equal(again.code, 1);
    assert.match(again.out, /already holds pins: nothing imported/);

    // From now on the database alone changes: the imported stack rolls back, the file stays as it was.
    assert.match((await mfe(env, 'rollback', 'mfe-learning')).out, /back to 1\.0\.0 \(was 1\.1\.0\)/);
    assert.equal((await database.read(env)).pins['mfe-learning'].version, '1.0.0');
    assert.deepEqual(await file.read(fileEnv), inFile);

    const exported = await mfe(env, 'export-pins');
    assert.equal(exported.code, 0, exported.out);
    const back = await file.read(fileEnv);
    assert.equal(back.pins['mfe-learning'].version, '1.0.0');
    assert.deepEqual(back.history, (await database.read(env)).history);
  });
});

test('import-pins and export-pins need DATABASE_URL', async (t) => {
  const env = await PIN_STORES[0].setup(t);
  for (const command of ['import-pins', 'export-pins']) {
    const r = await mfe(env, command);
    assert.equal(r.code, 1);
    assert.match(r.out, /set DATABASE_URL, as for the server/);
  }
});

test('with STORAGE_S3_BUCKET set, versions are published into the bucket, immutable, and pinned from there', async (t) => {
  // A real S3-compatible server on loopback (s3rver, as the server's storage tests use).
  const { default: S3rver } = await import('s3rver');
  const env = setup(t);
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(env.DEPLOY_DIR, '..', 's3'), configureBuckets: [{ name: 'site', configs: [] }] });
  const { port } = await s3.run();
  t.after(() => s3.close());
  const bucketEnv = {
    ...env,
    STORAGE_S3_BUCKET: 'site',
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    STORAGE_S3_FORCE_PATH_STYLE: '1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const objectText = async (key) => (await fetch(`http://127.0.0.1:${port}/site/remotes/${key}`)).text();

  sourceBuild(env, 'mfe-account', '1.0.0');
  fs.writeFileSync(path.join(env.MFE_SOURCE_ROOT, 'mfe-account/dist/1.0.0/old-chunk.11111111.js'), 'old');
  const first = await mfe(bucketEnv, 'publish', 'mfe-account');
  assert.equal(first.code, 0, first.out);
  assert.equal(await objectText('mfe-account/1.0.0/remoteEntry.js'), 'entry of mfe-account@1.0.0');
  assert.ok(!fs.existsSync(path.join(env.DEPLOY_DIR, 'mfe-account')), 'nothing in the deploy folder');
  assert.match((await mfe(bucketEnv, 'publish', 'mfe-account')).out, /already published with the same content/);

  sourceBuild(env, 'mfe-account', '1.0.0', { entry: 'changed code' });
  const refused = await mfe(bucketEnv, 'publish', 'mfe-account');
  assert.equal(refused.code, 1);
  assert.match(refused.out, /already published with different content/);
  assert.equal(await objectText('mfe-account/1.0.0/remoteEntry.js'), 'entry of mfe-account@1.0.0');

  const pinned = await mfe(bucketEnv, 'pin', 'mfe-account', '1.0.0');
  assert.equal(pinned.code, 0, pinned.out);
  const status = await mfe(bucketEnv, 'status');
  assert.match(status.out, /Published versions are in the bucket site at http:\/\/127\.0\.0\.1:\d+, under remotes\//);
  assert.match(status.out, /mfe-account +1\.0\.0/);
  assert.equal((await mfe(bucketEnv, 'pin', 'mfe-account', '9.9.9')).code, 1, 'a version the bucket does not hold is refused');

  // A developer's bucket may take a rebuild in place; the files the new build no longer has are removed.
  fs.rmSync(path.join(env.MFE_SOURCE_ROOT, 'mfe-account/dist/1.0.0/old-chunk.11111111.js'));
  for (const other of REMOTES.filter((r) => r !== 'mfe-account')) sourceBuild(env, other, '1.0.0');
  const replaced = await mfe(bucketEnv, 'publish-all', '--replace');
  assert.equal(replaced.code, 0, replaced.out);
  assert.equal(await objectText('mfe-account/1.0.0/remoteEntry.js'), 'changed code');
  assert.equal((await fetch(`http://127.0.0.1:${port}/site/remotes/mfe-account/1.0.0/old-chunk.11111111.js`)).status, 404);
});
