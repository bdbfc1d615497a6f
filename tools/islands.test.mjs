// Every island a page marks is in its scope's island table, and every table entry is marked somewhere
// (docs/decisions/028): a name missing from the table leaves that part of the page dead in the browser, and an entry
// no page marks is code nobody loads.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const repo = path.resolve(import.meta.dirname, '..');
const remotes = fs.readdirSync(repo).filter((name) => name.startsWith('mfe-') && fs.existsSync(path.join(repo, name, 'src', 'routes.ts')));
const scopes = [
  { name: 'shell', src: path.join(repo, 'shell', 'src'), table: path.join(repo, 'shell', 'src', 'islands', 'table.ts') },
  ...remotes.map((name) => ({ name, src: path.join(repo, name, 'src'), table: path.join(repo, name, 'src', 'islands.ts') })),
];

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names pages give their islands: `<Island name="faq"`. */
const marked = (dir) => new Set(sources(dir).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/<Island\b[^>]*?\sname="([^"]+)"/g)].map((m) => m[1])));

/** The table's entries, with the module each loads: `faq: () => import('./features/faq/Faq')`. */
function table(file) {
  if (!fs.existsSync(file)) return new Map();
  const text = fs.readFileSync(file, 'utf8');
  return new Map([...text.matchAll(/^\s*'?([a-z0-9-]+)'?:\s*(?:island\()?\(\)\s*=>\s*import\('([^']+)'\)/gm)].map((m) => [m[1], m[2]]));
}

for (const scope of scopes) {
  test(`${scope.name}: the islands its pages mark and its island table agree`, () => {
    const names = marked(scope.src);
    const entries = table(scope.table);
    assert.deepEqual([...names].filter((name) => !entries.has(name)), [], `marked with <Island> but not in ${path.relative(repo, scope.table)}`);
    assert.deepEqual([...entries.keys()].filter((name) => !names.has(name)), [], `in ${path.relative(repo, scope.table)} but marked by no page`);
    for (const [name, module] of entries) {
      const base = path.resolve(path.dirname(scope.table), module);
      assert.ok(['.ts', '.tsx'].some((ext) => fs.existsSync(base + ext)), `island ${name}: ${module} does not exist`);
    }
  });
}

test('the shell and at least the public remote mark islands (the check above reads them)', () => {
  assert.ok(marked(scopes[0].src).has('site-menu'));
  assert.ok(marked(path.join(repo, 'mfe-public', 'src')).size > 0);
});
