#!/usr/bin/env node
// The promise of the shared packages (decision 015), checked: every name each entry of shared-api and shared-ui
// exports is recorded in the package's surface.json with the version that published it (a name that is only a type
// is recorded as `type Name`). A value removed from an entry the shell provides at run time (a federation singleton:
// `shared-api`, `shared-api/validation`, `shared-api/query`, every shared-ui entry) needs a new major version, since a
// remote already pinned may call it. A type, or an entry every remote bundles itself, is gone from no running
// remote: removing it is a new minor version, and the typecheck finds every file of the tree that still uses it
// (decision 044). A new name needs at least a new minor version (remotes built before it keep running, the shell
// provides the newest). CI fails when the surface changed and the version does not say so, or when the record is out
// of date.
//   npm run surface               compare each package with its record; exit 1 with every reason
//   npm run surface -- --write    record the current surface, once the version says what changed
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const semver = require('semver');

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHARED_PACKAGES = ['shared-api', 'shared-ui'];

/** The entries the shell provides to every remote at run time (`.`, `./validation`…), by package: the builds' shared map. */
export function runtimeEntries(name) {
  const { sharedMap } = require('./webpack/preset.cjs');
  return Object.keys(sharedMap())
    .filter((key) => key === name || key.startsWith(`${name}/`))
    .map((key) => (key === name ? '.' : `.${key.slice(name.length)}`));
}

/** The entries a package exports (`.`, `./validation`, `./validation/*` expanded) with their source files. */
function entriesOf(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entries = {};
  for (const [key, target] of Object.entries(pkg.exports ?? { '.': pkg.main })) {
    if (!key.includes('*')) {
      entries[key] = path.join(dir, target);
      continue;
    }
    const [prefix, suffix] = target.split('*');
    const folder = path.join(dir, prefix.endsWith('/') ? prefix : path.dirname(prefix));
    for (const file of fs.readdirSync(folder).sort()) {
      if (!file.endsWith(suffix) || file.includes('.test.')) continue;
      const name = file.slice(0, -suffix.length);
      entries[key.replace('*', name)] = path.join(folder, file);
    }
  }
  return { version: pkg.version, entries };
}

/** `{ version, entries: { '.': ['getBlogs', 'Blog', …] } }` of a package as its sources are now. */
export function readSurface(dir) {
  const { version, entries } = entriesOf(dir);
  const program = ts.createProgram(Object.values(entries), {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2020,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
  });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    // `export type * from './x'` hands on x's names, values among them, as types only.
    const typeOnlyNames = new Set();
    for (const statement of source?.statements ?? []) {
      if (!ts.isExportDeclaration(statement) || !statement.isTypeOnly || statement.exportClause || !statement.moduleSpecifier) continue;
      const from = checker.getSymbolAtLocation(statement.moduleSpecifier);
      for (const s of from ? checker.getExportsOfModule(from) : []) typeOnlyNames.add(s.name);
    }
    // A name that is a value (alone or with a type of the same name) is a value; one that is only a type is `type Name`.
    const names = (symbol ? checker.getExportsOfModule(symbol) : []).map((s) => {
      if (typeOnlyNames.has(s.name)) return `type ${s.name}`;
      // `export type { … }` and `export type * from` hand on a value's name as a type only: no running code can use it.
      const typeOnly = s.flags & ts.SymbolFlags.Alias && checker.getTypeOnlyAliasDeclaration(s);
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      return target.flags & ts.SymbolFlags.Value && !typeOnly ? s.name : `type ${s.name}`;
    });
    surface[entry] = [...new Set(names)].sort();
  }
  return { version, entries: surface };
}

/**
 * What changed between a recorded surface and the current one, and every reason the version does not cover it.
 * `runtime` lists the entries the shell provides at run time; `removed` holds what a pinned remote may call, `dropped`
 * what none can (types, and entries or names of entries each remote bundles itself).
 */
export function compareSurfaces(name, recorded, current, runtime = runtimeEntries(name)) {
  const removed = [];
  const dropped = [];
  const added = [];
  for (const [entry, names] of Object.entries(recorded.entries)) {
    const provided = runtime.includes(entry);
    if (!(entry in current.entries)) {
      (provided ? removed : dropped).push(`entry ${name}${entry.slice(1)}`);
      continue;
    }
    // A record written before types were marked names a type bare: it is the same name.
    const now = new Set(current.entries[entry].flatMap((n) => [n, n.replace(/^type /, '')]));
    for (const n of names) if (!now.has(n)) (provided && !n.startsWith('type ') ? removed : dropped).push(`${n} from ${name}${entry.slice(1)}`);
  }
  for (const [entry, names] of Object.entries(current.entries)) {
    if (!(entry in recorded.entries)) {
      added.push(`entry ${name}${entry.slice(1)}`);
      continue;
    }
    const before = new Set(recorded.entries[entry].flatMap((n) => [n, n.replace(/^type /, '')]));
    for (const n of names) if (!before.has(n) && !before.has(n.replace(/^type /, ''))) added.push(`${n} in ${name}${entry.slice(1)}`);
  }
  const problems = [];
  const from = recorded.version;
  const to = current.version;
  if (removed.length && !(semver.major(to) > semver.major(from)))
    problems.push(
      `${name} ${to} removes what remotes built against ${from} may use (${removed.join('; ')}): every remote would have to rebuild. ` +
        `Keep the old names (deprecate them) or release ${semver.inc(from, 'major')} and rebuild every remote.`,
    );
  else if (added.length && !semver.gte(to, semver.inc(from, 'minor')) && semver.major(to) === semver.major(from))
    problems.push(`${name} ${to} adds ${added.join('; ')}: that is a new minor version, ${semver.inc(from, 'minor')} (no remote needs to rebuild).`);
  else if (dropped.length && !semver.gte(to, semver.inc(from, 'minor')) && semver.major(to) === semver.major(from))
    problems.push(`${name} ${to} drops ${dropped.join('; ')}, which no running remote reads from the shell: that is a new minor version, ${semver.inc(from, 'minor')}.`);
  return { removed, dropped, added, problems };
}

const recordFile = (name) => path.join(repo, name, 'surface.json');

function main() {
  const write = process.argv.includes('--write');
  let failed = false;
  for (const name of SHARED_PACKAGES) {
    const current = readSurface(path.join(repo, name));
    const recorded = fs.existsSync(recordFile(name)) ? JSON.parse(fs.readFileSync(recordFile(name), 'utf8')) : null;
    const { removed, dropped, added, problems } = recorded ? compareSurfaces(name, recorded, current) : { removed: [], dropped: [], added: [], problems: [] };
    for (const p of problems) console.error(`✗ ${p}`);
    if (problems.length) {
      failed = true;
      continue;
    }
    const same = recorded && !removed.length && !dropped.length && !added.length && recorded.version === current.version && JSON.stringify(recorded.entries) === JSON.stringify(current.entries);
    if (write && !same) {
      fs.writeFileSync(recordFile(name), `${JSON.stringify(current, null, 2)}\n`);
      console.log(`${name} ${current.version}: surface recorded (${added.length} added, ${removed.length + dropped.length} removed).`);
    } else if (!same) {
      failed = true;
      console.error(`✗ ${name}: surface.json is out of date (${added.length} added, ${removed.length + dropped.length} removed${recorded?.version !== current.version ? `, version ${recorded?.version} → ${current.version}` : ''}): run \`npm run surface -- --write\`.`);
    } else {
      const count = Object.values(current.entries).reduce((n, names) => n + names.length, 0);
      console.log(`${name} ${current.version}: ${Object.keys(current.entries).length} entries, ${count} names, as recorded.`);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
