#!/usr/bin/env node
// Counts the type assertions of production code (`x as T`, not `as const`) and non-null assertions (`x!`): each is a
// place where the types were told rather than shown. Tests, scripts and seeds are left out.
//   node tools/casts.mjs [--list]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['server/src', 'shared-api/src', 'shared-ui/src', 'shell/src', 'mfe-public/src', 'mfe-account/src', 'mfe-network/src', 'mfe-ticketing/src', 'mfe-learning/src', 'mfe-safety-net/src'];
const skip = /(\.test\.tsx?$|[\\/]test[\\/]|[\\/]testing[\\/]|[\\/]bench[\\/]|[\\/]seed[\\/]|[\\/]cli[\\/]|\.d\.ts$)/;

const counts = {};
const list = [];
for (const root of roots) {
  const dir = path.join(repo, root);
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(file) || skip.test(`/${file}`)) continue;
    const full = path.join(dir, file);
    const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const part = root.split('/')[0];
    counts[part] ??= { as: 0, '!': 0 };
    const visit = (node) => {
      if (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const')) {
        counts[part].as++;
        list.push(`${path.relative(repo, full)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} as ${node.type.getText().slice(0, 40)}`);
      }
      if (ts.isNonNullExpression(node)) {
        counts[part]['!']++;
        list.push(`${path.relative(repo, full)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} !`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}
if (process.argv.includes('--list')) console.log(list.join('\n'));
const total = Object.values(counts).reduce((t, c) => ({ as: t.as + c.as, '!': t['!'] + c['!'] }), { as: 0, '!': 0 });
for (const [part, c] of Object.entries(counts)) console.log(`${part.padEnd(16)} as ${String(c.as).padStart(4)}   ! ${String(c['!']).padStart(4)}`);
console.log(`${'total'.padEnd(16)} as ${String(total.as).padStart(4)}   ! ${String(total['!']).padStart(4)}`);
