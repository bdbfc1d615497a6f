#!/usr/bin/env node
// A feature team ships alone, rehearsed (decision 044): in a throw-away copy of the checkout, a new feature of
// mfe-network — a call, its handler and table, a member's page that reads it, its texts in English and Urdu, its tests —
// is generated with the project's own generators, the remote alone and the server are built, the remote is published
// and pinned against the shell already built, and the page is opened in Chromium in English and in Urdu. Exit 0 only if
// all of that held and neither the shell nor shared-api changed. Prints each step's time.
//   npm run rehearse:feature              (builds the site first if it has never been built)
//   npm run rehearse:feature -- --keep    leaves the copy (.rehearse-feature-<pid>/) to look at
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { sessionCookies } from './production-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const REMOTE = 'mfe-network';
const FEATURE = 'field-notes';
const ROUTE = '/dashboard/field-notes';
const TITLE = 'Field notes';
const STAFF = 'zainab.hussain@example.com';
const MEMBER = 'hira.baloch@example.com';
/** The Urdu of every text the slice writes that no catalog has yet (checked: a text left without its Urdu fails the run). */
const URDU = {
  'Field notes': 'فیلڈ نوٹس',
  'No field notes yet.': 'ابھی کوئی فیلڈ نوٹ نہیں۔',
  'Notes members keep from the field: what they learnt at a meetup or on a job.': 'ممبران کے فیلڈ نوٹس: کسی میٹ اپ یا کام پر انہوں نے کیا سیکھا۔',
  'the field notes': 'فیلڈ نوٹس',
  // As the catalogs of mfe-learning and mfe-safety-net, which write them too, have them: a text has one Urdu.
  'Please enter the title': 'براہِ کرم عنوان درج کریں',
  'Please keep the title under 200 characters': 'براہِ کرم عنوان 200 حروف سے کم رکھیں',
};

const copy = path.join(repo, `.rehearse-feature-${process.pid}`);
const steps = [];
let failed = null;

async function step(name, work) {
  const started = Date.now();
  process.stdout.write(`==> ${name}\n`);
  try {
    const note = await work();
    steps.push({ name, seconds: (Date.now() - started) / 1000, ok: true });
    if (note) console.log(`    ${note}`);
  } catch (error) {
    steps.push({ name, seconds: (Date.now() - started) / 1000, ok: false });
    failed = `${name}: ${error instanceof Error ? error.message : error}`;
    throw error;
  }
}

/** This process's environment for the copy: the embedded database, whatever this shell points at. */
const { DATABASE_URL: _database, ...embedded } = process.env;
const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, env: embedded, ...options });
const node = (args, options) => run(process.execPath, args, options);
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);

/** A digest of every file under `dir` (names and bytes), to tell whether anything in it changed. */
function digestOf(dir) {
  const hash = crypto.createHash('sha256');
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(at, entry.name);
      if (SKIPPED.test(path.relative(repo, file).split(path.sep).join('/')) || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return hash.digest('hex');
}

/** What is left out of the copy: installed packages, builds, data, other scratch copies. */
const SKIPPED = /(^|\/)(node_modules|\.git|\.data|test-results|playwright-report|\.rehearsal|\.rehearse-feature-\d+|\.new-[a-z]+-test-[\w-]+|\.dist-test-[\w-]+|\.swc)$/;
const BUILT = /^(shell|mfe-[a-z-]+|server)\/dist$/;

/** The member's page of the new feature: reads the feature's call and lists what it answers, in both languages. */
const page = `import { t } from '@lingui/core/macro';
import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { PageFrame, PageSection, Stack, Text } from 'shared-ui';
import { fieldNotesKeys, getFieldNotesItems } from '../../api';

/** Field notes (${ROUTE}, member): the notes members keep from the field, newest first. */
export default function FieldNotesPage() {
  const query = useQuery(defineQuery(fieldNotesKeys.list(1), () => getFieldNotesItems(1)));
  return (
    <PageSection title={t\`Field notes\`} lead={t\`Notes members keep from the field: what they learnt at a meetup or on a job.\`}>
      <PageFrame query={query} what={t\`the field notes\`} empty={{ when: (page) => page.items.length === 0, title: t\`No field notes yet.\` }}>
        {(notes) => (
          <Stack as="ul" listStyleType="none" gap="2">
            {notes.items.map((note) => (
              <Text as="li" key={note.id}>
                {note.title}
              </Text>
            ))}
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
`;

/** The page's component test: its heading and a note the call answers. */
const pageTest = `import { screen } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import FieldNotesPage from './index';

describe('Field notes page', () => {
  it('lists the notes the call answers under the page heading', async () => {
    mockApi({ 'GET /api/field-notes': ok({ items: [{ id: 1, title: 'What a client asks first', created_at: '2026-11-28T10:00:00.000Z' }], pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 } }) });
    renderPage(<FieldNotesPage />, { path: '${ROUTE}', at: '${ROUTE}' });
    expect(screen.getByRole('heading', { level: 1, name: 'Field notes' })).toBeInTheDocument();
    expect(await screen.findByText('What a client asks first')).toBeInTheDocument();
  });
});
`;

let site = null;
let browser = null;
try {
  const shellBefore = digestOf(path.join(repo, 'shell'));
  const sharedBefore = digestOf(path.join(repo, 'shared-api'));

  await step('the site, built (the shell and the pinned remotes)', () => {
    if (fs.existsSync(path.join(repo, 'shell/dist/mf-manifest.json')) && fs.existsSync(path.join(repo, 'deploy/manifest.json'))) return 'already built';
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: repo, stdio: 'inherit' });
    return 'built now';
  });

  await step('a throw-away copy of the checkout, with the built shell and the published remotes', () => {
    fs.rmSync(copy, { recursive: true, force: true });
    const wanted = (source) => {
      const relative = path.relative(repo, source).split(path.sep).join('/');
      return !SKIPPED.test(relative) && (!BUILT.test(relative) || relative === 'shell/dist');
    };
    // Entry by entry (the copy sits inside the checkout), and the checkout's installed packages: the workspaces'
    // links in them lead to the checkout's own shared-api and shared-ui, which the remote builds against untouched.
    for (const entry of fs.readdirSync(repo)) {
      const source = path.join(repo, entry);
      if (wanted(source)) fs.cpSync(source, path.join(copy, entry), { recursive: true, filter: wanted });
    }
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const workspace of fs.readdirSync(repo)) {
      const own = path.join(repo, workspace, 'node_modules');
      if (fs.existsSync(own) && fs.existsSync(path.join(copy, workspace))) fs.symlinkSync(own, path.join(copy, workspace, 'node_modules'), 'dir');
    }
    return path.relative(repo, copy);
  });

  let version;
  await step(`generate the feature: ${REMOTE}/src/features/${FEATURE}/ (a call, its handler and table, a page, its texts, tests)`, () => {
    node(['tools/new-module.mjs', FEATURE, '--remote', REMOTE]);
    node(['tools/new-page.mjs', REMOTE, ROUTE, 'member', '--feature', FEATURE, '--title', TITLE]);
    const pageDir = path.join(copy, REMOTE, 'src/features', FEATURE, 'pages', FEATURE);
    fs.writeFileSync(path.join(pageDir, 'index.tsx'), page);
    fs.writeFileSync(path.join(pageDir, `${FEATURE}.test.tsx`), pageTest);
    // The browser test the page generator wrote asks to be written: the rehearsal opens the page itself below.
    fs.rmSync(path.join(copy, 'e2e/tests', REMOTE.replace(/^mfe-/, ''), `${FEATURE}.spec.ts`), { force: true });
    const pkgFile = path.join(copy, REMOTE, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    const [major, minor] = pkg.version.split('.').map(Number);
    version = `${major}.${minor + 1}.0`;
    pkg.version = version;
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    const written = fs.readdirSync(path.join(copy, REMOTE, 'src/features', FEATURE), { recursive: true }).filter((f) => /\.\w+$/.test(f));
    return `${written.length} files in the feature's folder, the route in ${REMOTE}/src/routes.ts, ${REMOTE} ${version}`;
  });

  await step('its texts in Urdu (npm run i18n -- extract, fill, count)', () => {
    try {
      node(['tools/i18n.mjs', 'extract']);
    } catch {
      // extract ends by counting, and the new texts have no Urdu yet: filled below
    }
    const wanted = path.join(copy, '.urdu.json');
    fs.writeFileSync(wanted, JSON.stringify(URDU));
    for (const catalog of [REMOTE, `${REMOTE}:texts`]) {
      try {
        node(['tools/i18n.mjs', 'fill', catalog, wanted]);
      } catch {
        // fill counts every catalog as it goes: the count below says whether all is in Urdu
      }
    }
    try {
      node(['tools/i18n.mjs', 'count']);
    } catch (error) {
      throw new Error(`a text has no Urdu:\n${error.stdout}`);
    }
    return 'every catalog 100 % in Urdu';
  });

  await step('lint, types and the slice’s own tests (jest, and the server test on the embedded database)', () => {
    const feature = `${REMOTE}/src/features/${FEATURE}`;
    run(bin('eslint'), [feature, `${REMOTE}/src/routes.ts`]);
    run(bin('tsc'), ['-p', 'tsconfig.web.json', '--noEmit', '--incremental', 'false']);
    run(bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit', '--incremental', 'false']);
    run(process.execPath, [path.join(repo, 'node_modules/jest/bin/jest.js'), '--ci', '--rootDir', copy, path.join(copy, feature)]);
    node(['--import', 'tsx', '--test', `../${feature}/server/${FEATURE}.test.ts`], { cwd: path.join(copy, 'server') });
    return 'lint clean, both programs typecheck, the page test and the server test pass';
  });

  await step(`build ${REMOTE} alone, and the server`, () => {
    run(bin('webpack'), ['--mode', 'production'], { cwd: path.join(copy, REMOTE) });
    node(['build.mjs'], { cwd: path.join(copy, 'server') });
    return `${REMOTE}/dist and server/dist`;
  });

  await step(`publish ${REMOTE} ${version} and pin it against the shell already built`, () => {
    const env = { ...embedded, DEPLOY_DIR: path.join(copy, 'deploy') };
    node(['tools/mfe.mjs', 'publish', REMOTE], { env });
    const said = node(['tools/mfe.mjs', 'pin', REMOTE, version, '--reason', 'rehearsal of a feature shipped alone'], { env });
    return said.trim().split('\n').pop();
  });

  await step('open the page in Chromium, in English and in Urdu', async () => {
    const port = 4300 + Math.floor(Math.random() * 200);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-feature-'));
    const server = spawn(process.execPath, [path.join(copy, 'server/serve.mjs')], {
      cwd: copy,
      env: { ...embedded, NODE_ENV: 'production', DEMO_CONTENT: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEPLOY_DIR: path.join(copy, 'deploy'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    site = { stop: () => (server.kill(), fs.rmSync(dataDir, { recursive: true, force: true })) };
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 240) throw new Error('the site did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Staff add a note through the new call; a member reads it on the new page.
    const [staffToken] = await sessionCookies(base, STAFF);
    const note = 'What a client asks first';
    const added = await fetch(`${base}/api/staff/${FEATURE}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken.value}` }, body: JSON.stringify({ title: note }) });
    if (added.status !== 201) throw new Error(`the staff's call answered ${added.status}: ${await added.text()}`);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await context.addCookies((await sessionCookies(base, MEMBER)).map((cookie) => ({ ...cookie, url: base })));
    const seen = [];
    for (const [prefix, heading, dir] of [
      ['', TITLE, 'ltr'],
      ['/ur', URDU[TITLE], 'rtl'],
    ]) {
      const tab = await context.newPage();
      const errors = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${base}${prefix}${ROUTE}`);
      await tab.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      await tab.getByText(note).waitFor({ timeout: 30_000 });
      const shown = await tab.evaluate(() => ({ dir: document.documentElement.dir || 'ltr', title: document.title }));
      if (shown.dir !== dir) throw new Error(`${prefix}${ROUTE} is drawn ${shown.dir}, not ${dir}`);
      if (!shown.title.includes(heading)) throw new Error(`${prefix}${ROUTE}'s title is "${shown.title}", without "${heading}"`);
      if (errors.length) throw new Error(`${prefix}${ROUTE}: ${errors.join('; ')}`);
      seen.push(`${prefix}${ROUTE}: "${heading}", ${dir}, title "${shown.title}"`);
      await tab.close();
    }
    return seen.join('; ');
  });

  await step('the shell and shared-api are untouched', () => {
    const changed = [];
    if (digestOf(path.join(copy, 'shared-api')) !== digestOf(path.join(repo, 'shared-api'))) changed.push('the copy’s shared-api differs from the checkout’s');
    if (digestOf(path.join(copy, 'shell')) !== digestOf(path.join(repo, 'shell'))) changed.push('the copy’s shell (its code or its build) differs from the checkout’s');
    if (digestOf(path.join(repo, 'shared-api')) !== sharedBefore) changed.push('the checkout’s shared-api changed');
    if (digestOf(path.join(repo, 'shell')) !== shellBefore) changed.push('the checkout’s shell changed');
    if (changed.length) throw new Error(changed.join('; '));
    return 'shell/ (with its build) and shared-api/ are byte for byte as they were';
  });
} catch {
  // reported below
} finally {
  await browser?.close();
  site?.stop();
  if (!keep) fs.rmSync(copy, { recursive: true, force: true });
}

console.log('\nStep times:');
for (const s of steps) console.log(`  ${s.ok ? ' ' : '✗'} ${s.name.padEnd(100)} ${s.seconds.toFixed(1).padStart(6)} s`);
console.log(`    ${'total'.padEnd(100)} ${steps.reduce((t, s) => t + s.seconds, 0).toFixed(1).padStart(6)} s`);
if (failed) {
  console.error(`\n✗ ${failed}`);
  process.exit(1);
}
console.log('\nThe feature shipped alone: its remote and the server were built, the remote pinned against the built shell, and its page read in English and Urdu.');
