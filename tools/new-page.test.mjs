// The page generator on a copy of a remote: what it writes passes lint, types and its own test, the route
// table still validates, and it refuses what would break the site.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { ESLint } from 'eslint';
import { newPage } from './new-page.mjs';

const require = createRequire(import.meta.url);
const { readRoutesTable } = require('./webpack/routes-table.cjs');

const repo = path.resolve(import.meta.dirname, '..');
// Inside the repository, so the copy resolves shared-ui, shared-api and the test helpers as a remote does.
const copy = path.join(repo, `.new-page-test-${process.pid}`);
const e2eDir = path.join(copy, 'e2e-tests');
const run = (command, args) => spawnSync(command, args, { cwd: repo, encoding: 'utf8' });

describe('npm run new-page', () => {
  before(() => {
    fs.cpSync(path.join(repo, 'mfe-network'), copy, { recursive: true, filter: (src) => !/node_modules|[/\\]dist/.test(src) });
    newPage(['mfe-network', '/dashboard/chapters', 'member', '--title', 'Chapters', '--menu', 'dashboard:Network:Chapters:150'], { remoteDir: copy, e2eDir });
  });
  after(() => fs.rmSync(copy, { recursive: true, force: true }));

  test('writes the page, its test, its route with its menu entry and an e2e stub', () => {
    assert.ok(fs.existsSync(path.join(copy, 'src/pages/chapters/index.tsx')));
    assert.ok(fs.existsSync(path.join(copy, 'src/pages/chapters/chapters.test.tsx')));
    const route = readRoutesTable(copy).find((r) => r.path === '/dashboard/chapters');
    assert.deepEqual(route, { path: '/dashboard/chapters', page: 'chapters', access: 'member', title: 'Chapters', menu: [{ menu: 'dashboard', group: 'Network', label: 'Chapters', order: 150 }] });
    const stub = fs.readFileSync(path.join(e2eDir, 'network/chapters.spec.ts'), 'utf8');
    assert.match(stub, /throw new Error\('Write this test/);
    // The project's fixture, which starts the built site: Playwright's own \`test\` has no site to open addresses on.
    assert.match(stub, /^import \{ expect, test \} from '\.\.\/site';$/m);
  });

  test('its output passes lint and types', async () => {
    const results = await new ESLint({ cwd: repo }).lintFiles([path.join(copy, 'src'), path.join(e2eDir)]);
    const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(repo, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`));
    assert.deepEqual(problems, []);
    const tsc = run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(copy, 'tsconfig.json'), '--noEmit']);
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  });

  test('its component test passes', () => {
    // The page's own test only (before --roots, which would take the path as another root).
    const jest = run(process.execPath, [require.resolve('jest/bin/jest'), '--ci', path.join(copy, 'src/pages/chapters'), '--roots', copy]);
    assert.equal(jest.status, 0, jest.stdout + jest.stderr);
    assert.match(jest.stderr, /Tests:\s+1 passed/);
  });

  test('writes a public page that hydrates as islands, when asked', () => {
    newPage(['mfe-network', '/chapters-map', 'public', '--islands'], { remoteDir: copy, e2eDir });
    const route = readRoutesTable(copy).find((r) => r.path === '/chapters-map');
    assert.equal(route.hydrate, 'islands');
    assert.match(fs.readFileSync(path.join(copy, 'src/pages/chapters-map/index.tsx'), 'utf8'), /hydrates as islands \(docs\/decisions\/028\)/);
  });

  test('refuses what would break the site, and writes nothing then', () => {
    const before = readRoutesTable(copy).length;
    const refusals = [
      [['mfe-nowhere', '/x', 'member'], /unknown remote "mfe-nowhere"/],
      [['mfe-network', 'dashboard/x', 'member'], /is not a page path/],
      [['mfe-network', '/Dashboard/X', 'member'], /is not a page path/],
      [['mfe-network', '/dashboard/x', 'members'], /unknown access "members"/],
      [['mfe-network', '/staff/x', 'staff', '--islands'], /only a public, guest or member page hydrates as islands/],
      [['mfe-network', '/dashboard/peers', 'member'], /already a page of mfe-network/],
      [['mfe-network', '/login', 'guest'], /already a page of mfe-account/],
      [['mfe-network', '/staff', 'staff'], /already a page of mfe-account/],
      [['mfe-network', '/logout', 'member'], /already a page of the shell/],
      [['mfe-network', '/staff/ledger', 'member'], /needs staff or admin access/],
      [['mfe-network', '/dashboard/more-peers', 'member', '--page', 'peers'], /src\/pages\/peers already exists/],
      [['mfe-network', '/dashboard/x', 'member', '--menu', 'sidebar:A:B:1'], /the menu must be one of/],
      [['mfe-network', '/dashboard/x', 'member', '--redirect', 'https://evil.example'], /--redirect must be one of/],
    ];
    for (const [argv, message] of refusals) assert.throws(() => newPage(argv, { remoteDir: copy, e2eDir }), message, argv.join(' '));
    assert.equal(readRoutesTable(copy).length, before);
    assert.ok(!fs.existsSync(path.join(copy, 'src/pages/x')));
  });
});
