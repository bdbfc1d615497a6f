// The page generator on a copy of a remote: what it writes, in src/pages/ or in a feature's folder, passes lint, types
// and its own test, a member's page writes its texts as messages, the route table still validates, and it refuses what
// would break the site.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { ESLint } from 'eslint';
import { hardCodedEnglish } from './i18n-check.mjs';
import { compile, translatedApps } from './i18n.mjs';
import { newPage } from './new-page.mjs';

const require = createRequire(import.meta.url);
const { readRoutesTable } = require('./webpack/routes-table.cjs');

const repo = path.resolve(import.meta.dirname, '..');
// Inside the repository, so the copy resolves shared-ui, shared-api and the test helpers as a remote does; laid out as
// the repository is (the remote in its own folder, the e2e tests in e2e/tests/), so the repository's lint rules apply.
const root = path.join(repo, `.new-page-test-${process.pid}`);
const copy = path.join(root, 'mfe-network');
const e2eDir = path.join(root, 'e2e', 'tests');
const run = (command, args) => spawnSync(command, args, { cwd: repo, encoding: 'utf8' });

describe('npm run new-page', () => {
  before(() => {
    // The Urdu catalogs the apps import as JSON are compiled, not kept in git: a fresh checkout has none until a build,
    // jest or the type check compiles them, and the copy's types need its own and shared-ui's.
    for (const app of translatedApps) compile(app);
    fs.cpSync(path.join(repo, 'mfe-network'), copy, { recursive: true, filter: (src) => !/node_modules|[/\\]dist/.test(src) });
    fs.cpSync(path.join(repo, 'types'), path.join(root, 'types'), { recursive: true });
    // The remote's compiler options are the repository's (their paths, such as @test/*, stay the repository's).
    fs.writeFileSync(path.join(root, 'tsconfig.base.json'), JSON.stringify({ extends: '../tsconfig.base.json' }));
    newPage(['mfe-network', '/dashboard/chapters', 'member', '--title', 'Chapters', '--menu', 'dashboard:Network:Chapters:150'], { remoteDir: copy, e2eDir });
    newPage(['mfe-network', '/dashboard/peer-notes/:noteId', 'member', '--feature', 'directory', '--title', 'Peer’s note'], { remoteDir: copy, e2eDir });
    newPage(['mfe-network', '/staff/chapters', 'staff', '--page', 'staff-chapters'], { remoteDir: copy, e2eDir });
  });
  /** The folders the generator wrote pages into. */
  const pageDirs = ['src/pages/chapters', 'src/features/directory/pages/peer-notes', 'src/pages/staff-chapters'];
  after(() => fs.rmSync(root, { recursive: true, force: true }));

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

  test('with --feature, writes the page in the feature’s folder, where the route table finds it', () => {
    assert.ok(fs.existsSync(path.join(copy, 'src/features/directory/pages/peer-notes/index.tsx')));
    assert.ok(fs.existsSync(path.join(copy, 'src/features/directory/pages/peer-notes/peer-notes.test.tsx')));
    assert.ok(!fs.existsSync(path.join(copy, 'src/pages/peer-notes')));
    const route = readRoutesTable(copy).find((r) => r.path === '/dashboard/peer-notes/:noteId');
    assert.deepEqual(route, { path: '/dashboard/peer-notes/:noteId', page: 'peer-notes', access: 'member', title: 'Peer’s note' });
    assert.match(fs.readFileSync(path.join(e2eDir, 'network/peer-notes.spec.ts'), 'utf8'), /^import \{ expect, test \} from '\.\.\/site';$/m);
  });

  test('a member’s page says its texts through Lingui’s macros; a staff page stays in English', () => {
    for (const dir of ['src/pages/chapters', 'src/features/directory/pages/peer-notes']) {
      const page = fs.readFileSync(path.join(copy, dir, 'index.tsx'), 'utf8');
      assert.match(page, /^import \{ t \} from '@lingui\/core\/macro';$/m);
      assert.match(page, /^import \{ Trans \} from '@lingui\/react\/macro';$/m);
      assert.match(page, /<Trans>This page is being built\.<\/Trans>/);
    }
    assert.match(fs.readFileSync(path.join(copy, 'src/pages/chapters/index.tsx'), 'utf8'), /title=\{t`Chapters`\}/);
    // What the site's i18n check finds written as plain English in a translated app's pages: nothing of these.
    const app = path.relative(repo, copy);
    const english = hardCodedEnglish(repo, [app]).filter(({ where }) => pageDirs.some((dir) => where.startsWith(`${app}/${dir}/`)));
    assert.deepEqual(english, []);
    const staff = fs.readFileSync(path.join(copy, 'src/pages/staff-chapters/index.tsx'), 'utf8');
    assert.doesNotMatch(staff, /@lingui/);
    assert.match(staff, /<PageSection title="Staff chapters">/);
  });

  test('its output passes lint and types', async () => {
    // The repository's rules, applied to the copy as if it were the repository.
    const files = [...pageDirs.map((dir) => path.join(copy, dir)), e2eDir];
    const results = await new ESLint({ cwd: root, overrideConfigFile: path.join(repo, 'eslint.config.mjs') }).lintFiles(files);
    assert.equal(results.length, pageDirs.length * 3, 'each page, its test and its e2e stub');
    const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`));
    assert.deepEqual(problems, []);
    const tsc = run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(copy, 'tsconfig.json'), '--noEmit']);
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  });

  test('their component tests pass', () => {
    // The page's own test only (before --roots, which would take the path as another root).
    const jest = run(process.execPath, [require.resolve('jest/bin/jest'), '--ci', ...pageDirs.map((dir) => path.join(copy, dir)), '--roots', copy]);
    assert.equal(jest.status, 0, jest.stdout + jest.stderr);
    assert.match(jest.stderr, /Tests:\s+3 passed/);
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
      [['mfe-network', '/dashboard/more-peers', 'member', '--page', 'peers'], /src\/features\/directory\/pages\/peers already exists/],
      [['mfe-network', '/dashboard/more-chapters', 'member', '--page', 'chapters', '--feature', 'directory'], /src\/pages\/chapters already exists/],
      [['mfe-network', '/dashboard/more-notes', 'member', '--page', 'peer-notes'], /src\/features\/directory\/pages\/peer-notes already exists/],
      [['mfe-network', '/dashboard/x', 'member', '--feature', 'nowhere'], /mfe-network has no feature nowhere/],
      [['mfe-network', '/dashboard/x', 'member', '--feature', '../pages'], /--feature "\.\.\/pages" must be a feature's folder name/],
      [['mfe-network', '/dashboard/x', 'member', '--menu', 'sidebar:A:B:1'], /the menu must be one of/],
      [['mfe-network', '/dashboard/x', 'member', '--redirect', 'https://evil.example'], /--redirect must be one of/],
    ];
    for (const [argv, message] of refusals) assert.throws(() => newPage(argv, { remoteDir: copy, e2eDir }), message, argv.join(' '));
    assert.equal(readRoutesTable(copy).length, before);
    assert.ok(!fs.existsSync(path.join(copy, 'src/pages/x')));
    assert.ok(!fs.existsSync(path.join(copy, 'src/features/nowhere')));
  });
});
