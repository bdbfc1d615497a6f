#!/usr/bin/env node
// A new page in a remote, in the one shape every page has:
//   npm run new-page -- <remote> <path> <access> [--title "Title"] [--page folder] [--feature name] [--redirect /login]
//                       [--islands] [--menu "dashboard:Group:Label:order"]
// writes the page's index.tsx and its component test in src/pages/<page>/, or with --feature in the feature's folder,
// src/features/<name>/pages/<page>/ (decision 044; `npm run new-module` writes the feature), the route entry in
// src/routes.ts (the build exposes the page from it, found in either place) and an e2e stub under e2e/tests/<area>/,
// on the site fixture, that fails until it is written. A member's or a visitor's page writes its texts as Lingui
// messages (`t`, `<Trans>`), ready for its Urdu; a staff page stays in English.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SHELL_ROUTES } from './mfe/gate.mjs';

const require = createRequire(import.meta.url);
const { readRoutesTable, validateRoutesTable, pageFile, ACCESS, REDIRECTS, MENUS } = require('./webpack/routes-table.cjs');

const repo = path.resolve(import.meta.dirname, '..');
const remotes = JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8'));
const routeKey = (p) => p.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';

class UsageError extends Error {}

/** A value as TypeScript source, in the route tables' style: single quotes, spaces inside braces. */
const literal = (value) =>
  typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : Array.isArray(value)
      ? `[${value.map(literal).join(', ')}]`
      : value && typeof value === 'object'
        ? `{ ${Object.entries(value).map(([key, v]) => `${key}: ${literal(v)}`).join(', ')} }`
        : String(value);

/** Options that take no value. */
const FLAGS = ['--islands'];

/** What a page that hydrates as islands says to the next developer (docs/decisions/028). */
const ISLANDS_NOTE =
  '\n * It hydrates as islands (docs/decisions/028): the server\'s HTML, never hydrated, but for the parts marked\n' +
  ' * `<Island name="…">`, each listed in the remote\'s src/islands.ts with its loader. An island\'s props are data only.';

function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (FLAGS.includes(arg)) options[arg.slice(2)] = true;
    else if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  return { positional, options };
}

const words = (name) => name.split('-').filter(Boolean);
const titleOf = (name) => words(name).map((w, i) => (i ? w : w[0].toUpperCase() + w.slice(1))).join(' ');
const componentOf = (name) => `${words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('')}Page`;

/** The page folder a path gets: its last fixed segment ("/dashboard/peers" → "peers"). */
const pageNameOf = (routePath) => routePath.split('/').filter((s) => s && !s.startsWith(':')).pop() ?? 'home';

function parseMenu(spec) {
  const [menu, group, label, order] = spec.split(':');
  if (!MENUS.includes(menu)) throw new UsageError(`--menu: the menu must be one of ${MENUS.join(', ')} (got "${menu}")`);
  if (!label) throw new UsageError('--menu: give a label, as "menu:Group:Label:order" (Group may be empty)');
  if (!Number.isFinite(Number(order))) throw new UsageError('--menu: the order must be a number, as "menu:Group:Label:order"');
  return { menu, ...(group ? { group } : {}), label, order: Number(order) };
}

/** Every path the site already answers: each remote's routes and the shell's own. */
function claimedPaths(except) {
  const claimed = new Map(SHELL_ROUTES.map((p) => [routeKey(p), 'the shell']));
  for (const remote of remotes) {
    const dir = path.join(repo, remote);
    if (dir === except || !fs.existsSync(path.join(dir, 'src', 'routes.ts'))) continue;
    for (const r of readRoutesTable(dir)) claimed.set(routeKey(r.path), remote);
  }
  return claimed;
}

export function newPage(argv, { remoteDir, e2eDir = path.join(repo, 'e2e', 'tests') } = {}) {
  const { positional, options } = parseArgs(argv);
  const [remote, routePath, access] = positional;
  if (positional.length !== 3) throw new UsageError('usage: npm run new-page -- <remote> <path> <access> [--title "Title"] [--page folder] [--feature name] [--redirect /login] [--menu "dashboard:Group:Label:order"] [--islands]');
  if (!remotes.includes(remote)) throw new UsageError(`unknown remote "${remote}": one of ${remotes.join(', ')}`);
  if (!/^\/([a-z0-9-]+|:[a-zA-Z]+)(\/([a-z0-9-]+|:[a-zA-Z]+))*$/.test(routePath))
    throw new UsageError(`"${routePath}" is not a page path: lower-case words and dashes between slashes, parameters as :name`);
  if (!ACCESS.includes(access)) throw new UsageError(`unknown access "${access}": one of ${ACCESS.join(', ')}`);
  if (options.redirect && !REDIRECTS.includes(options.redirect)) throw new UsageError(`--redirect must be one of ${REDIRECTS.join(', ')}`);
  const dir = remoteDir ?? path.join(repo, remote);

  const table = readRoutesTable(dir);
  const owner = [...table.map((r) => [routeKey(r.path), remote]), ...claimedPaths(dir)].find(([key]) => key === routeKey(routePath));
  if (owner) throw new UsageError(`${routePath} is already a page of ${owner[1]}`);

  const page = options.page ?? pageNameOf(routePath);
  if (!/^[a-z0-9-]+$/.test(page)) throw new UsageError(`--page "${page}" must be a folder name: lower-case words and dashes`);
  const feature = options.feature;
  if (feature !== undefined) {
    if (!/^[a-z0-9-]+$/.test(feature)) throw new UsageError(`--feature "${feature}" must be a feature's folder name: lower-case words and dashes`);
    if (!fs.existsSync(path.join(dir, 'src', 'features', feature)))
      throw new UsageError(`${remote} has no feature ${feature} (src/features/${feature}/): write it with npm run new-module -- ${feature} --remote ${remote}, or leave --feature out`);
  }
  const relativeDir = feature ? path.posix.join('src', 'features', feature, 'pages', page) : path.posix.join('src', 'pages', page);
  const pageDir = path.join(dir, relativeDir);
  // A page's name is one folder of its remote: in src/pages/ or in one feature's pages/.
  const existing = fs.existsSync(pageDir) ? relativeDir : pageFile(dir, page)?.split(path.sep).join('/').replace(/\/index\.tsx$/, '');
  if (existing) throw new UsageError(`${existing} already exists in ${remote}: choose another name with --page`);
  const title = options.title ?? titleOf(page);
  const route = {
    path: routePath,
    page,
    access,
    ...(options.redirect ? { redirect: options.redirect } : {}),
    title,
    ...(options.islands ? { hydrate: 'islands' } : {}),
    ...(options.menu ? { menu: [parseMenu(options.menu)] } : {}),
  };
  const problems = validateRoutesTable([...table, route]).filter((p) => !p.includes('does not exist'));
  if (problems.length) throw new UsageError(problems.join('\n'));

  const component = componentOf(page);
  const at = routePath.replace(/:([a-zA-Z]+)/g, '1');
  const q = (text) => JSON.stringify(text).slice(1, -1).replace(/'/g, "\\'");
  const doc = `/** ${title.replace(/\*\//g, '* /')} (${routePath}, ${access}).${options.islands ? ISLANDS_NOTE : ''} */`;
  // The staff's pages stay in English (docs/decisions/030); a member's or a visitor's page says its texts as messages.
  const staff = access === 'staff' || access === 'admin';
  fs.mkdirSync(pageDir, { recursive: true });
  fs.writeFileSync(
    path.join(pageDir, 'index.tsx'),
    staff
      ? `import { PageSection, Text } from 'shared-ui';

${doc}
export default function ${component}() {
  return (
    <PageSection title="${title.replace(/"/g, '&quot;')}">
      <Text color="fg.muted">This page is being built.</Text>
    </PageSection>
  );
}
`
      : `import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageSection, Text } from 'shared-ui';

${doc}
export default function ${component}() {
  return (
    <PageSection title={t\`${title.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${')}\`}>
      <Text color="fg.muted">
        <Trans>This page is being built.</Trans>
      </Text>
    </PageSection>
  );
}
`,
  );
  fs.writeFileSync(
    path.join(pageDir, `${page}.test.tsx`),
    `import { screen } from '@testing-library/react';
import { renderPage } from '@test/render';
import ${component} from './index';

describe('${q(title)} page', () => {
  it('shows its title as the page heading', () => {
    renderPage(<${component} />, { path: '${routePath}', at: '${at}' });
    expect(screen.getByRole('heading', { level: 1, name: '${q(title)}' })).toBeInTheDocument();
  });
});
`,
  );

  // The route entry goes last in the table, in the table's own one-line style.
  const routesFile = path.join(dir, 'src', 'routes.ts');
  const source = fs.readFileSync(routesFile, 'utf8');
  const entry = `  ${literal(route)},\n`;
  const end = source.lastIndexOf('];');
  if (end < 0) throw new UsageError(`${routesFile}: no "];" closing the route table`);
  fs.writeFileSync(routesFile, source.slice(0, end) + entry + source.slice(end));
  readRoutesTable(dir); // the table still reads and validates, with the new page in it

  const area = remote.replace(/^mfe-/, '');
  const specDir = path.join(e2eDir, area);
  fs.mkdirSync(specDir, { recursive: true });
  const spec = path.join(specDir, `${page}.spec.ts`);
  fs.writeFileSync(
    spec,
    `import { expect, test } from '../site';

// ${title} (${routePath}): what a person comes here for, on a phone and on a laptop. The site fixture starts this
// worker's own built site with the demo content; \`page\` opens addresses on it.
test('${q(title)}: write what a person does on ${routePath}', async ({ page }) => {
  await page.goto('${at}');
  await expect(page.getByRole('heading', { level: 1, name: '${q(title)}' })).toBeVisible();
  throw new Error('Write this test: what a person comes to ${routePath} for, what they see and do there, and what the server keeps (see e2e/tests/account/journey.spec.ts).');
});
`,
  );
  return { page, pageDir, routesFile, spec, route, translated: !staff };
}

if (process.argv[1] === import.meta.filename) {
  try {
    const { pageDir, spec, route, translated } = newPage(process.argv.slice(2));
    console.log(`Wrote ${path.relative(repo, pageDir)}/ (page and test), its route in src/routes.ts and ${path.relative(repo, spec)}.`);
    console.log(`Route: ${JSON.stringify(route)}`);
    if (translated) console.log('Its texts are messages: npm run i18n -- extract adds them to the catalog, for their Urdu (npm run i18n -- fill).');
    console.log('Next: build the page, write its e2e test (it fails until you do), then bump the remote version and publish it (README, "Releasing a remote").');
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(1);
  }
}
