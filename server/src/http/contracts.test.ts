// One contract per call (decision 016): every API route the app serves comes from a contract in
// shared-api/src/contracts/ or a feature's contract.ts (found by folder, no list), each call is served exactly once, and
// no production file writes a call's path again outside its calls file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestContext } from '../test/app.js';
import { allEndpoints } from './contract-index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
describe('contracts', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp({ paymentSimulators: true, messagingSimulators: true });
  });
  after(() => ctx.close());

  test('every API route is a call of a contract, and every call is served exactly once', async () => {
    const endpoints = await allEndpoints();
    const lines = endpoints.map((e) => `${e.method} /api${e.path}`);
    const names = endpoints.map((e) => e.name);
    assert.deepEqual(
      names.filter((name, i) => names.indexOf(name) !== i),
      [],
      'two calls with one name (a page’s first-view reads name calls)',
    );
    assert.deepEqual(
      lines.filter((line, i) => lines.indexOf(line) !== i),
      [],
      'two calls with the same method and path',
    );
    const served = ctx.app.routeAccess.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(
      served.filter((line) => !lines.includes(line)),
      [],
      'routes served without a contract',
    );
    assert.deepEqual(
      lines.filter((line) => !served.includes(line)),
      [],
      'calls no module serves',
    );
    const counts = new Map<string, number>();
    for (const line of served) counts.set(line, (counts.get(line) ?? 0) + 1);
    assert.deepEqual([...counts].filter(([, n]) => n > 1), [], 'calls served twice');
  });

  test('a served route takes its access, ownership and profile rule from its contract', async () => {
    const endpoints = await allEndpoints();
    for (const route of ctx.app.routeAccess.filter((r) => r.url.startsWith('/api/'))) {
      const e = endpoints.find((x) => x.method === route.method && `/api${x.path}` === route.url);
      if (!e) continue;
      assert.deepEqual([route.access, route.owns, route.profile], [e.access, e.owns, e.profile], `${route.method} ${route.url}`);
    }
  });

  test('no production file writes a call’s path outside its calls/ file', async () => {
    const endpoints = await allEndpoints();
    const roots = ['server/src', 'shared-api/src', 'shell/src', ...JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8')).map((r: string) => `${r}/src`)];
    const files = roots.flatMap((root) => walk(path.join(repo, root))).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}calls${path.sep}`) && path.basename(f) !== 'calls.ts' && !f.includes(`${path.sep}test${path.sep}`));
    const texts = files.map((f) => [path.relative(repo, f), fs.readFileSync(f, 'utf8')] as const);
    const written: string[] = [];
    for (const e of endpoints) {
      // '/user/issues/:issueId/comments', 'user/issues/${id}/comments' and `/api/user/issues/${id}/comments` alike
      const segments = e.path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? String.raw`(?::\w+|\$\{[^}]+\})` : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // An API path is written '/api/…' or, for the client, without its slash ('user/issues'); '/staff/…' with a bare
      // slash is a page's address (staff pages share their calls' paths), and a one-word path is also a table's name.
      const prefix = segments.length > 1 ? String.raw`(?:/api/)?` : '/api/';
      const pattern = new RegExp(String.raw`['\`]${prefix}${segments.join('/')}['\`?]`);
      for (const [file, text] of texts) if (pattern.test(text)) written.push(`${e.method} ${e.path} in ${file}`);
    }
    assert.deepEqual(written, []);
  });
});

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? (d.name === 'node_modules' || d.name === 'dist' ? [] : walk(path.join(dir, d.name))) : [path.join(dir, d.name)]));
}
