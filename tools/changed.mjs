#!/usr/bin/env node
// The checks of what a change touches, found from git: lint of the changed files, types, the jest tests of the changed
// browser packages (and of every package that imports a changed shared one), the server tests of the changed server
// modules and features (a feature's server half, decision 044), the texts check, the build of what changed, the browser
// specs that open a changed remote's routes (each at the width of the person it follows), and the server rendering of
// the changed pages (first-view.spec.ts, at their routes only). A change to a shared package (shared-ui, shared-api, the
// shell) rebuilds everything and opens one page of each remote in its stead.
//   npm run test:changed                      changes not yet committed (and files git does not track yet)
//   npm run test:changed -- --base main       everything since main, committed or not
//   npm run test:changed -- --dry-run         only say what would run
//   npm run test:changed -- --no-browser      leave out the build and the browser specs
//   npm run test:changed -- --pglite          the server tests on the embedded PGlite even where PostgreSQL is installed
// Prints each stage's time. The whole suite stays `npm test`: this is the loop while working on one part.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dryRun = flag('dry-run');

const REMOTES = JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8'));
const BROWSER = ['shell', 'shared-api', 'shared-ui', ...REMOTES];
const WORKSPACES = [...BROWSER, 'server', 'e2e', 'tools'];
/** Who imports whom: a change to a shared package is a change to everything that imports it. */
const DEPENDENTS = { 'shared-api': [...BROWSER, 'server'], 'shared-ui': BROWSER };

const git = (...a) => execFileSync('git', a, { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files changed since `base` (committed or not) and files git does not track yet, that still exist. */
function changedFiles() {
  const base = option('base') ?? 'HEAD';
  const files = new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]);
  return { base, files: [...files].filter((f) => fs.existsSync(path.join(repo, f))).sort() };
}

const workspaceOf = (file) => WORKSPACES.find((w) => file.startsWith(`${w}/`)) ?? 'root';

function plan(files) {
  const touched = new Set(files.map(workspaceOf));
  const everything = touched.has('root') || files.some((f) => f.startsWith('tools/webpack/') || f.startsWith('tools/jest/'));
  const affected = new Set(everything ? WORKSPACES : touched);
  for (const w of [...affected]) for (const d of DEPENDENTS[w] ?? []) affected.add(d);

  const lint = files.filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f));
  const jestRoots = BROWSER.filter((w) => affected.has(w) || files.some((f) => f.startsWith('tools/jest/')));
  // A change inside remotes alone: the jest tests that import a changed file (its own tests among them), not the
  // remotes' whole suites. A shared package's change reaches every page: their whole suites.
  const remoteOnly = !everything && [...touched].every((w) => REMOTES.includes(w) || ['server', 'e2e'].includes(w));
  const jestRelated = remoteOnly ? files.filter((f) => REMOTES.includes(workspaceOf(f)) && /\.(ts|tsx)$/.test(f)) : [];
  const texts = files.some((f) => [...BROWSER, 'server'].includes(workspaceOf(f)) && /\.(ts|tsx|po)$/.test(f)) || files.some((f) => /^tools\/i18n/.test(f));
  const webTypes = BROWSER.some((w) => affected.has(w));
  const server = serverTests(files, affected);
  const serverTypes = affected.has('server') || server.files.length > 0;
  const tools = affected.has('tools') || everything;
  const browser = flag('no-browser') ? { remotes: [], specs: [] } : browserSpecs(files, affected);
  const shared = everything || ['shell', 'shared-api', 'shared-ui'].some((w) => touched.has(w));
  return { touched: [...touched], affected: [...affected], everything, shared, lint, jestRoots, jestRelated, remoteOnly, texts, webTypes, serverTypes, server, tools, browser };
}

/**
 * The server's test files for the changed files: a module's own tests for a change inside the module, with the suites
 * that probe every route (authorization, contracts, bad input) when a route or a contract changed; the whole suite for
 * a change anywhere else (the app, plugins, the database, shared-api).
 */
const ROUTE_PROBES = ['server/src/http/authorization.test.ts', 'server/src/http/contracts.test.ts', 'server/src/http/bad-input.test.ts'];

/** A feature's files the server reads (decision 044): its contract and rules, its server half. */
const FEATURE_SERVER_FILE = /^(mfe-[a-z-]+\/src\/features\/[^/]+)\/(server\/|(calls|contract|shapes|validation|banks)\.ts$)/;

/** A feature's calls as its calls.ts writes them (`GET /discount/:promotionId`). */
const callsOf = (feature) => {
  const file = path.join(repo, feature, 'calls.ts');
  return fs.existsSync(file) ? [...fs.readFileSync(file, 'utf8').matchAll(/'((?:GET|POST|PUT|PATCH|DELETE) \/[^']*)'/g)].map(([, line]) => line) : [];
};

function serverTests(files, affected) {
  // A feature's own server tests for a change to what of it the server reads, with the route probes walking its calls
  // alone (PROBE_CALLS, server/src/test/routes.ts).
  const features = [...new Set(files.map((file) => FEATURE_SERVER_FILE.exec(file)?.[1]).filter((feature) => feature && fs.existsSync(path.join(repo, feature, 'server'))))];
  const featureTests = features.flatMap((feature) => {
    const own = fs.readdirSync(path.join(repo, feature, 'server'), { recursive: true }).filter((f) => f.endsWith('.test.ts')).map((f) => `${feature}/server/${f}`);
    return [...own, ...ROUTE_PROBES];
  });
  const probeCalls = features.flatMap(callsOf);
  if (!affected.has('server')) return { all: false, files: [...new Set(featureTests)].sort(), probeCalls };
  const all = () => ({ all: true, files: [] });
  const testFiles = fs
    .readdirSync(path.join(repo, 'server/src'), { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `server/src/${f}`);
  const picked = new Set();
  /** Whether a change outside the features reaches the probes: then they walk every route. */
  let walkEvery = false;
  for (const file of files) {
    const ws = workspaceOf(file);
    if (ws === 'shared-api') {
      if (!/^shared-api\/src\/(contracts|calls)\//.test(file)) return all();
      const feature = path.basename(file, '.ts');
      const ownTests = testFiles.filter((t) => t.startsWith(`server/src/modules/${feature}/`));
      if (!ownTests.length) return all();
      [...ownTests, ...ROUTE_PROBES].forEach((t) => picked.add(t));
      walkEvery = true;
      continue;
    }
    if (ws !== 'server') continue;
    if (file.endsWith('.test.ts')) {
      picked.add(file);
      if (ROUTE_PROBES.includes(file)) walkEvery = true;
      continue;
    }
    const module = /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    if (!module) return all();
    testFiles.filter((t) => t.startsWith(`server/src/modules/${module}/`)).forEach((t) => picked.add(t));
    if (/routes\.ts$/.test(file)) {
      ROUTE_PROBES.forEach((t) => picked.add(t));
      walkEvery = true;
    }
  }
  featureTests.forEach((t) => picked.add(t));
  return { all: false, files: [...picked].sort(), probeCalls: walkEvery ? [] : probeCalls };
}

/** A remote's routes as its route table writes them: path and page folder. */
function routesOf(remote) {
  const source = fs.readFileSync(path.join(repo, remote, 'src/routes.ts'), 'utf8');
  return [...source.matchAll(/path:\s*'([^']+)',\s*page:\s*'([^']+)'/g)].map(([, route, page]) => ({ route, page }));
}

/** The part of a route a spec writes literally: up to its first parameter. */
const literalPart = (route) => route.split('/:')[0].replace(/\{org\}.*/, '');

/**
 * The browser specs of the changed remotes: those that name a route of a changed page, or of any page of the remote
 * when what changed is shared by its pages (features, routes, bootstrap); and every changed spec. The platform's specs
 * (releases, pins, version skew, fallbacks: they rebuild apps of their own) are about the shell and the release tools,
 * not a remote's pages, and are left to `npm test`.
 */
function browserSpecs(files, affected) {
  const specsDir = path.join(repo, 'e2e/tests');
  const specs = fs
    .readdirSync(specsDir, { recursive: true })
    .filter((f) => f.endsWith('.spec.ts') && !f.startsWith('visual/') && !f.startsWith('platform/'))
    .map((f) => ({
      file: `e2e/tests/${f}`,
      // An address as a spec writes it: plain, in a referrer (%2F) or in a regular expression (\/).
      text: fs.readFileSync(path.join(specsDir, f), 'utf8').replace(/%2F/gi, '/').replace(/\\\//g, '/'),
    }));
  const remotes = REMOTES.filter((r) => affected.has(r) && files.some((f) => workspaceOf(f) === r));
  const picked = new Set(files.filter((f) => f.startsWith('e2e/tests/') && f.endsWith('.spec.ts')));
  /** The changed pages of each remote, `<remote>/<page>`; a remote whose change reaches all its pages is in `whole`. */
  const firstViews = { pages: [], whole: [] };
  for (const remote of remotes) {
    const routes = routesOf(remote);
    const { pages, wholeRemote } = changedPages(remote, files.filter((f) => workspaceOf(f) === remote));
    if (wholeRemote) firstViews.whole.push(remote);
    else firstViews.pages.push(...[...pages].filter((page) => routes.some((r) => r.page === page)).map((page) => `${remote}/${page}`));
    const paths = routes.filter((r) => wholeRemote || pages.has(r.page)).map((r) => literalPart(r.route)).filter((p) => p.length > 1);
    const naming = (list) => specs.filter((s) => list.some((p) => new RegExp(`['\`"(=/]${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(['\`"?/#)$&]|$)`).test(s.text)));
    let found = naming(paths);
    // A page no spec opens by its address is reached through the remote's other pages.
    if (!found.length) found = naming(routes.map((r) => literalPart(r.route)).filter((p) => p.length > 1));
    found.forEach((s) => picked.add(s.file));
  }
  return { remotes, specs: [...picked].sort(), firstViews };
}

/**
 * The pages a remote's change reaches: a page's own folder; a feature's pages for a change elsewhere in its folder
 * (decision 044); every page for anything else (its routes, its bootstrap, a folder of parts several pages use).
 */
function changedPages(remote, files) {
  const pages = new Set();
  let wholeRemote = false;
  for (const file of files) {
    const page = new RegExp(`^${remote}/src/(?:features/[^/]+/)?pages/([^/]+)/`).exec(file)?.[1];
    const feature = new RegExp(`^${remote}/src/features/([^/]+)/`).exec(file)?.[1];
    const featurePages = feature ? path.join(repo, remote, 'src/features', feature, 'pages') : undefined;
    if (page) pages.add(page);
    else if (/\/locales\//.test(file)) continue;
    else if (featurePages && fs.existsSync(featurePages)) fs.readdirSync(featurePages).forEach((p) => pages.add(p));
    else wholeRemote = true;
  }
  return { pages, wholeRemote };
}

/**
 * One page of each remote, for a change to what every remote stands on: the first route anyone may open, read by a
 * visitor in English, else a member's, read by a member in Urdu, so that both languages and both kinds of page are seen.
 * Answers the pages (FIRST_VIEW_PAGES) and the tests' names to run (`-g`).
 */
function onePagePerRemote() {
  const picks = REMOTES.map((remote) => {
    const routes = [...fs.readFileSync(path.join(repo, remote, 'src/routes.ts'), 'utf8').matchAll(/path:\s*'([^']+)',\s*page:\s*'([^']+)',\s*access:\s*'([^']+)'/g)];
    const open = routes.find(([, route, , access]) => access === 'public' && !route.includes(':'));
    const member = routes.find(([, route, , access]) => access === 'member' && !route.includes(':'));
    return open ? { remote, page: open[2], as: 'a visitor' } : { remote, page: (member ?? routes[0])[2], as: 'a member in Urdu' };
  });
  const names = ['a visitor', 'a member in Urdu'].map((as) => [as, picks.filter((pick) => pick.as === as).map((pick) => pick.remote)]).filter(([, remotes]) => remotes.length);
  return {
    pages: picks.map((pick) => `${pick.remote}/${pick.page}`),
    grep: names.map(([as, remotes]) => `every route of (${remotes.join('|')}) .* as ${as}$`).join('|'),
  };
}

const stages = [];
function stage(name, command, commandArgs, env = {}) {
  console.log(`\n==> ${name}\n    ${[command, ...commandArgs].join(' ')}`);
  if (dryRun) return;
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  stages.push({ name, seconds: (Date.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0) finish(1);
}

function finish(code) {
  if (stages.length) {
    console.log('\nStage times:');
    for (const s of stages) console.log(`  ${s.ok ? ' ' : '✗'} ${s.name.padEnd(64)} ${s.seconds.toFixed(0).padStart(4)} s`);
    console.log(`    ${'total'.padEnd(64)} ${stages.reduce((t, s) => t + s.seconds, 0).toFixed(0).padStart(4)} s`);
  }
  process.exit(code);
}

const { base, files } = changedFiles();
if (!files.length) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}
const p = plan(files);
console.log(`Changed since ${base}: ${files.length} file(s) in ${p.touched.join(', ')}.`);
if (p.everything) console.log('A change to the root configuration or a shared tool touches every workspace.');
console.log(`Affected: ${p.affected.join(', ')}.`);

const bin = (name) => path.join(repo, 'node_modules/.bin', name);
if (p.lint.length) stage(`lint (${p.lint.length} changed file(s))`, bin('eslint'), p.lint);
if (p.webTypes) stage('types of the browser packages', bin('tsc'), ['-p', 'tsconfig.web.json']);
if (p.serverTypes) stage('types of the server', bin('tsc'), ['-p', 'server/tsconfig.json']);
if (p.touched.includes('shared-api') || p.touched.includes('shared-ui')) stage("shared packages' surface against their versions", process.execPath, ['tools/shared-surface.mjs']);
if (p.texts) stage('texts in both languages (catalogs as the code has them, every message in Urdu)', process.execPath, ['--test', 'tools/i18n.test.mjs']);
if (p.remoteOnly) {
  if (p.jestRelated.length) stage(`jest: the tests of the ${p.jestRelated.length} changed file(s)`, bin('jest'), ['--ci', '--passWithNoTests', '--findRelatedTests', ...p.jestRelated]);
} else if (p.jestRoots.length) stage(`jest: ${p.jestRoots.join(', ')}`, bin('jest'), ['--ci', ...p.jestRoots.map((w) => `${w}/`)]);
if (p.tools) stage('release-tool tests', 'npm', ['run', '--silent', 'test:tools']);
if (p.server.all || p.server.files.length) {
  const serverDir = path.join(repo, 'server');
  const tests = p.server.files.map((f) => path.relative(serverDir, path.join(repo, f)));
  // On PostgreSQL when it is installed (the production database), else (or with --pglite) on the embedded PGlite.
  const postgres = fs.existsSync('/usr/lib/postgresql') && !flag('pglite');
  const run = p.server.all
    ? 'npm run --silent test:server'
    : `cd server && node --import tsx src/test/prepare.ts && node --import tsx --test --test-concurrency=2 --test-timeout=180000 ${tests.join(' ')}`;
  const probeCalls = p.server.probeCalls ?? [];
  stage(
    `server tests on ${postgres ? 'PostgreSQL' : 'PGlite'}: ${p.server.all ? 'all (a change outside one module)' : `${tests.length} file(s)`}${probeCalls.length ? `, the route probes on the feature's ${probeCalls.length} call(s)` : ''}`,
    'bash',
    postgres ? [path.join(repo, 'tools/with-postgres.sh'), 'sh', '-c', run] : ['-c', run],
    probeCalls.length ? { PROBE_CALLS: probeCalls.join(',') } : {},
  );
}
const { firstViews } = p.browser;
// The server rendering of what changed: the changed pages, a changed remote's every route, or after a shared change, one
// page of each remote.
const smoke = !flag('no-browser') && p.shared && !p.everything ? onePagePerRemote() : undefined;
const firstViewPages = firstViews.pages;
if (p.browser.specs.length || firstViewPages.length || firstViews.whole.length || smoke) {
  const built = fs.existsSync(path.join(repo, 'deploy/manifest.json')) && fs.existsSync(path.join(repo, 'shell/dist'));
  if (!built || p.shared) stage(built ? 'production build (a shared package changed: every app)' : 'production build (first time: every app)', 'npm', ['run', '--silent', 'build']);
  else if (p.browser.remotes.length) {
    for (const remote of p.browser.remotes) stage(`build ${remote}`, 'npm', ['run', '--silent', 'build', '-w', remote]);
    stage('publish the rebuilt remotes', 'node', ['tools/mfe.mjs', 'publish-all', '--replace']);
  }
  if (p.browser.specs.length) {
    stage(
      `browser specs of the changed remotes' routes (${p.browser.specs.length}), each at its person's width`,
      bin('playwright'),
      ['test', '--config', 'e2e/playwright.config.ts', '--project=desktop', '--project=phone', ...p.browser.specs.map((s) => s.replace(/^e2e\//, ''))],
    );
  }
  const firstView = ['test', '--config', 'e2e/playwright.config.ts', '--project=desktop', 'tests/platform/first-view.spec.ts'];
  if (firstViews.whole.length) {
    stage(`server rendering and hydration of every route of ${firstViews.whole.join(', ')}`, bin('playwright'), [...firstView, '-g', `every route of (${firstViews.whole.join('|')}) `]);
  }
  if (firstViewPages.length) {
    stage(`server rendering and hydration of ${firstViewPages.join(', ')}`, bin('playwright'), firstView, { FIRST_VIEW_PAGES: firstViewPages.join(',') });
  }
  if (smoke) {
    stage(`server rendering and hydration of one page of each remote (${smoke.pages.join(', ')})`, bin('playwright'), [...firstView, '-g', smoke.grep], { FIRST_VIEW_PAGES: smoke.pages.join(',') });
  }
}
finish(0);
