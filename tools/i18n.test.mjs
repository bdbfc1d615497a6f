// The site stays whole in both languages (docs/decisions/030): run with `npm run test:tools`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hardCodedEnglish, staleCatalogs, untranslated } from './i18n-check.mjs';
import { extractTexts } from './i18n-texts.mjs';
import { placeholdersOf } from './i18n.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('every catalog holds exactly the messages its code has (npm run i18n -- extract)', async () => {
  const stale = await staleCatalogs(repo);
  assert.deepEqual(
    stale.map(({ app, lacking, gone }) => ({ app, lacking: lacking.slice(0, 5), gone: gone.slice(0, 5) })),
    [],
    'run `npm run i18n -- extract`, then write the Urdu of what it lists as missing',
  );
});

test('every message has its Urdu, with the same placeholders as its English', () => {
  const rows = untranslated().map((row) => ({
    app: row.app,
    missing: row.missing.slice(0, 5).map((m) => m.english),
    broken: row.broken.slice(0, 5).map((m) => `${m.english} → ${m.translation}`),
  }));
  assert.deepEqual(rows, []);
});

test('no member-facing component writes English outside a message', () => {
  assert.deepEqual(hardCodedEnglish(repo).map((found) => `${found.where} ${JSON.stringify(found.text)}`), []);
});

test("every app reads its own catalog: no app imports the message runtime from shared-ui rather than its '#i18n'", () => {
  // shared-ui's `i18n` reads the table without an app's name, so an app's messages would show in English or in
  // another app's Urdu for the same English (docs/decisions/032).
  const runtime = /import\s*\{([^}]*)\}\s*from\s*'(shared-ui|\.{1,2}\/i18n)'/g;
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/[\\/]locales[\\/]runtime\.ts$/.test(file) && !/shared-ui[\\/]src[\\/](index\.ts|i18n(\.test)?\.tsx)$/.test(file)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(runtime)) {
          const names = match[1].split(',').map((name) => name.trim().replace(/^type\s+/, ''));
          const wrong = names.filter((name) => ['i18n', 'Trans', 'useLingui', 'defineCatalogs'].includes(name));
          if (wrong.length) found.push(`${path.relative(repo, file)}: ${wrong.join(', ')}`);
        }
      }
    }
  };
  for (const app of ['shell', 'shared-ui', ...JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8'))]) {
    walk(path.join(repo, app, 'src'));
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, app, 'package.json'), 'utf8'));
    assert.equal(pkg.imports?.['#i18n'], './src/locales/runtime.ts', `${app}/package.json maps #i18n to its runtime`);
    assert.match(fs.readFileSync(path.join(repo, app, 'src', 'locales', 'runtime.ts'), 'utf8'), new RegExp(`messageScope\\('${app}'\\)`));
  }
  assert.deepEqual(found, [], "import these from '#i18n'");
});

test("a file of shared-ui that remotes bundle rather than share reads shared-ui's messages through shared-ui, not '#i18n'", async () => {
  // '#i18n' in such a file would be a copy of the runtime inside the remote, with no catalog loaded: English on Urdu pages.
  const { createRequire } = await import('node:module');
  const { sharedMap } = createRequire(import.meta.url)('./webpack/preset.cjs');
  const shared = new Set(Object.keys(sharedMap()));
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'shared-ui', 'package.json'), 'utf8'));
  const bundled = Object.entries(pkg.exports)
    .filter(([key]) => !shared.has(path.posix.join('shared-ui', key)))
    .map(([, file]) => path.join(repo, 'shared-ui', file));
  assert.ok(bundled.some((file) => file.endsWith('image-field.tsx')), 'the image field is bundled by the remotes');
  const files = new Set(bundled);
  for (const file of bundled) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(\.\/[\w-]+)'/g)) files.add(path.join(path.dirname(file), `${match[1]}.tsx`));
  }
  const wrong = [...files].filter((file) => fs.existsSync(file) && /from '#i18n'/.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(repo, file));
  assert.deepEqual(wrong, [], "take `messageScope('shared-ui')` from 'shared-ui' instead");
});

test('a hard-coded English text in a component is found, and a message or a marked file is not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
  try {
    const page = path.join(dir, 'app', 'src', 'pages', 'home');
    fs.mkdirSync(page, { recursive: true });
    fs.writeFileSync(
      path.join(page, 'index.tsx'),
      "import { Trans } from '@lingui/react/macro';\nexport const A = () => (\n  <div aria-label=\"Main menu\">\n    <Trans>Welcome</Trans>\n    Hard-coded words\n    {'LinkedIn'}\n  </div>\n);\n",
    );
    fs.writeFileSync(path.join(page, 'Staff.tsx'), '// i18n-english: a test of the mark.\nexport const B = () => <p>Staff words</p>;\n');
    const found = hardCodedEnglish(dir, ['app']).map((f) => f.text);
    assert.deepEqual(found.sort(), ['Hard-coded words', 'Main menu']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the texts of shared-api and the server are found where they are written, and code is not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-texts-'));
  try {
    fs.mkdirSync(path.join(dir, 'shared-api', 'src'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'shared-api', 'src', 'rules.ts'),
      "export const NOT_FOUND = 'This event does not exist.';\nconst name = yup.string().max(100, 'Name must be at most 100 characters').required('Please enter your full name');\n" +
        "const bad = () => notFound(`No event ${id} here`);\nconst q = sql`select * from events where title = 'A title here'`;\nexport const messages = { issueTitle: 'Please enter your title' };\nconst list = yup.array().typeError('${path} must be a list');\n",
    );
    const texts = extractTexts(dir, ['shared-api/src']).map((t) => t.english);
    assert.deepEqual(texts, ['{path} must be a list', 'Name must be at most 100 characters', 'No event {0} here', 'Please enter your full name', 'Please enter your title', 'This event does not exist.']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a feature's rules and answers are texts, and its components and the parts of its staff pages are not", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-feature-'));
  try {
    const feature = path.join(dir, 'mfe-x', 'src', 'features', 'notes');
    for (const folder of ['server', 'staff', 'parts']) fs.mkdirSync(path.join(feature, folder), { recursive: true });
    fs.writeFileSync(path.join(feature, 'validation.ts'), "const title = yup.string().required('Please enter the note');\n");
    fs.writeFileSync(path.join(feature, 'server', 'routes.ts'), "const NO_NOTE = 'This note does not exist.';\n");
    fs.writeFileSync(path.join(feature, 'staff', 'labels.ts'), "export const STATE_LABELS = { open: 'Waiting', done: 'Answered' };\n");
    fs.writeFileSync(path.join(feature, 'parts', 'Badge.tsx'), "export const BADGE_LABELS = { open: 'Open now' };\n");
    const texts = extractTexts(dir, ['mfe-x/src/features/notes']).map((t) => t.english);
    assert.deepEqual(texts, ['Please enter the note', 'This note does not exist.']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a table of labels gives each of its words, and a list marked i18n-names each name and key, one word or more', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-names-'));
  try {
    fs.mkdirSync(path.join(dir, 'shared-api', 'src'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'shared-api', 'src', 'lists.ts'),
      "export const BUTTON_LABELS = { renew: 'Renew', join: 'Join for free' } as const;\nexport const PLAIN = { key: 'Word' };\n" +
        "// i18n-names: the places\nexport const PLACES: Record<string, string[]> = { Punjab: ['Lahore', 'Toba Tek Singh'], 'Gilgit-Baltistan': ['Hub'] };\nexport const OTHERS = ['Quetta'];\n",
    );
    const texts = extractTexts(dir, ['shared-api/src']).map((t) => t.english);
    assert.deepEqual(texts, ['Gilgit-Baltistan', 'Hub', 'Join for free', 'Lahore', 'Punjab', 'Renew', 'Toba Tek Singh']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a message keeps its placeholders and tags in any order', () => {
  assert.deepEqual(placeholdersOf('Read the <0>rules</0>, {name}'), ['<0>', '{name}']);
  assert.deepEqual(placeholdersOf('{name}، <0>قواعد</0> پڑھیں'), ['<0>', '{name}']);
  assert.deepEqual(placeholdersOf('{n, plural, one {# seat} other {# seats}}'), ['{n}']);
});

test("a text only a remote writes is that remote's; one shared-api or the server writes is shared-api's", async () => {
  const { textsByCatalog } = await import('./i18n.mjs');
  const owned = textsByCatalog(
    [
      { english: 'Partner promotions', origins: ['mfe-safety-net/src/routes.ts:20'] },
      { english: 'Your Issues', origins: ['mfe-safety-net/src/routes.ts:5', 'mfe-account/src/routes.ts:9'] },
      { english: 'Please enter a title', origins: ['mfe-network/src/features/notes/validation.ts:4', 'server/src/modules/blogs/routes.ts:12'] },
    ],
    ['shared-api', 'mfe-safety-net:texts', 'mfe-account:texts', 'mfe-network:texts'],
  );
  const names = (app) => owned.get(app).map((t) => `${t.english} @ ${t.origins.join(' ')}`);
  assert.deepEqual(names('mfe-safety-net:texts'), ['Partner promotions @ mfe-safety-net/src/routes.ts:20', 'Your Issues @ mfe-safety-net/src/routes.ts:5']);
  assert.deepEqual(names('mfe-account:texts'), ['Your Issues @ mfe-account/src/routes.ts:9']);
  assert.deepEqual(names('mfe-network:texts'), [], 'a text the server writes too stays where every page has it');
  assert.deepEqual(names('shared-api'), ['Please enter a title @ server/src/modules/blogs/routes.ts:12'], 'and names only its own files, so a remote that writes it too changes no shared-api file');
});
