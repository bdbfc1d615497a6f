// Reads a remote's `src/routes.ts` (plain data, type-only imports) without a TypeScript toolchain at
// run time, so the build, the gate and the tests all see the very table the remote declares.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const ACCESS = ['public', 'guest', 'member', 'complete-profile', 'staff', 'admin'];
const MENUS = ['header', 'footer', 'account', 'dashboard', 'staff'];
const REDIRECTS = ['/login', '/register', '/'];
// Pages that may hydrate as islands (docs/decisions/028, 043): the server renders them for everyone who may open them.
// A page that needs a complete profile is the browser's guard's to decide; staff pages are tools, hydrated whole.
const ISLAND_ACCESS = ['public', 'guest', 'member'];

function readRoutesTable(remoteDir) {
  const file = path.join(remoteDir, 'src', 'routes.ts');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', code)(mod, mod.exports, () => ({}));
  const table = mod.exports.default ?? mod.exports.routes;
  const problems = validateRoutesTable(table, remoteDir);
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return table;
}

/**
 * Where a page of a remote lives, relative to the remote: `src/features/<feature>/pages/<page>/index.tsx` (a feature's
 * page, decision 044) or `src/pages/<page>/index.tsx`. Undefined if neither exists; an error if two features name it.
 */
function pageFile(remoteDir, page) {
  const found = [];
  const own = path.join('src', 'pages', page, 'index.tsx');
  if (fs.existsSync(path.join(remoteDir, own))) found.push(own);
  const features = path.join(remoteDir, 'src', 'features');
  if (fs.existsSync(features))
    for (const feature of fs.readdirSync(features).sort()) {
      const file = path.join('src', 'features', feature, 'pages', page, 'index.tsx');
      if (fs.existsSync(path.join(remoteDir, file))) found.push(file);
    }
  if (found.length > 1) throw new Error(`${path.basename(remoteDir)}: the page ${page} is in ${found.join(' and ')}: a page's name is one folder of its remote`);
  return found[0];
}

function validateRoutesTable(table, remoteDir) {
  if (!Array.isArray(table)) return ['the default export must be an array of routes'];
  const problems = [];
  const seen = new Set();
  for (const r of table) {
    const where = `route ${JSON.stringify(r && r.path)}`;
    if (!r || typeof r.path !== 'string' || !r.path.startsWith('/')) problems.push(`${where}: path must start with "/"`);
    if (seen.has(r.path)) problems.push(`${where}: declared twice`);
    seen.add(r.path);
    if (typeof r.page !== 'string' || !/^[a-z0-9-]+$/.test(r.page)) problems.push(`${where}: page must be a folder name`);
    else if (remoteDir && !pageFile(remoteDir, r.page))
      problems.push(`${where}: neither src/pages/${r.page}/index.tsx nor src/features/<feature>/pages/${r.page}/index.tsx exists`);
    if (!ACCESS.includes(r.access)) problems.push(`${where}: access must be one of ${ACCESS.join(', ')}`);
    if (r.redirect !== undefined && !REDIRECTS.includes(r.redirect))
      problems.push(`${where}: redirect must be one of ${REDIRECTS.join(', ')}`);
    if (typeof r.title !== 'string' || !r.title) problems.push(`${where}: title is required`);
    if (r.data !== undefined) problems.push(...dataProblems(r).map((p) => `${where}: ${p}`));
    if (typeof r.path === 'string' && /^\/staff(\/|$)/.test(r.path) && r.access !== 'staff' && r.access !== 'admin')
      problems.push(`${where}: a page under /staff needs staff or admin access`);
    if (r.menu !== undefined) problems.push(...menuProblems(r).map((p) => `${where}: ${p}`));
    if (r.hydrate !== undefined && r.hydrate !== 'islands') problems.push(`${where}: hydrate, when given, must be "islands"`);
    else if (r.hydrate === 'islands' && !ISLAND_ACCESS.includes(r.access))
      problems.push(`${where}: only a public, guest or member page hydrates as islands (a staff page, or one that needs a complete profile, hydrates whole)`);
  }
  return problems;
}

/** A route's menu entries: a known menu, a label, a finite order, and a link the menu can follow. */
function menuProblems(route) {
  if (!Array.isArray(route.menu)) return ['menu must be a list of entries'];
  const problems = [];
  for (const entry of route.menu) {
    const label = JSON.stringify(entry && entry.label);
    if (!entry || !MENUS.includes(entry.menu)) problems.push(`menu entry ${label}: menu must be one of ${MENUS.join(', ')}`);
    if (!entry || typeof entry.label !== 'string' || !entry.label.trim()) problems.push('menu entry: label is required');
    if (!entry || typeof entry.order !== 'number' || !Number.isFinite(entry.order)) problems.push(`menu entry ${label}: order must be a number`);
    if (entry && entry.group !== undefined && (typeof entry.group !== 'string' || !entry.group.trim()))
      problems.push(`menu entry ${label}: group, when given, must be a heading`);
    if (entry && entry.to !== undefined) {
      if (typeof entry.to !== 'string' || !/^\/[^/]/.test(entry.to + 'x') || entry.to.includes(':')) problems.push(`menu entry ${label}: to must be a path without :params`);
    } else if (String(route.path).includes(':')) problems.push(`menu entry ${label}: a route with :params needs a "to" path`);
    if (entry && entry.menu === 'staff' && route.access !== 'staff' && route.access !== 'admin')
      problems.push(`menu entry ${label}: the staff menu only lists staff or admin pages`);
  }
  return problems;
}

/**
 * The API's calls by name, read from shared-api's calls files and each feature's `calls.ts` (decisions 016 and 044):
 * name → "METHOD /path".
 */
let callLines;
function apiCalls() {
  if (!callLines) {
    const root = path.join(__dirname, '..', '..');
    const dir = path.join(root, 'shared-api', 'src', 'calls');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f)) : [];
    for (const remote of fs.readdirSync(root).filter((name) => /^mfe-[a-z-]+$/.test(name))) {
      const features = path.join(root, remote, 'src', 'features');
      for (const feature of fs.existsSync(features) ? fs.readdirSync(features) : []) {
        const file = path.join(features, feature, 'calls.ts');
        if (fs.existsSync(file)) files.push(file);
      }
    }
    callLines = new Map();
    for (const file of files) {
      for (const [, name, line] of fs.readFileSync(file, 'utf8').matchAll(/^\s+([A-Za-z0-9]+): '([A-Z]+ \/[^']*)',?$/gm)) callLines.set(name, line);
    }
  }
  return callLines;
}

/** A first-view read by call name: a public GET call of a contract, its path filled from the route's own params. */
function namedReadProblems(read, params) {
  const said = JSON.stringify(read);
  const keys = Object.keys(read);
  if (typeof read.call !== 'string' || keys.some((k) => !['call', 'params', 'query'].includes(k))) return [`data ${said} must be { call, params?, query? }`];
  const line = apiCalls().get(read.call);
  if (!line) return [`data ${said}: no call named ${read.call} in shared-api/src/calls/ or a feature's calls.ts`];
  const [method, callPath] = line.split(' ');
  if (method !== 'GET' || line.endsWith('(file)')) return [`data ${said}: ${read.call} is not a read (${line})`];
  const problems = [];
  const given = read.params ?? {};
  for (const needed of (callPath.match(/:[A-Za-z0-9_]+/g) ?? []).map((p) => p.slice(1))) if (given[needed] === undefined) problems.push(`data ${said}: ${read.call} needs params.${needed}`);
  for (const [key, value] of Object.entries(given)) {
    if (!callPath.includes(`:${key}`)) problems.push(`data ${said}: ${read.call} has no path parameter ${key}`);
    if (typeof value === 'string' && value.startsWith(':') && !params.has(value.slice(1))) problems.push(`data ${said} uses ${value}, which the route's path does not have`);
  }
  for (const [key, value] of Object.entries(read.query ?? {})) if (!['string', 'number'].includes(typeof value)) problems.push(`data ${said}: query.${key} must be text or a number`);
  return problems;
}

/** A route's first-view reads: a few GET calls, on public pages, using only the route's own params. */
function dataProblems(route) {
  if (!Array.isArray(route.data) || route.data.length > 4) return ['data must be a list of at most 4 reads'];
  const problems = [];
  if (route.access !== 'public') problems.push('data is only sent with public pages');
  const params = new Set((String(route.path).match(/:[A-Za-z0-9_]+/g) ?? []).map((p) => p.slice(1)));
  for (const read of route.data) {
    if (read && typeof read === 'object' && !Array.isArray(read)) {
      problems.push(...namedReadProblems(read, params));
      continue;
    }
    if (typeof read !== 'string' || !/^\/[A-Za-z0-9_\-./:?=&]*$/.test(read) || read.includes('..') || read.includes('//') || read.startsWith('/api/')) {
      problems.push(`data ${JSON.stringify(read)} must name a call ({ call: 'getBlog', params: { id: ':blogId' } }) or be a path under /api, written without it`);
      continue;
    }
    for (const used of read.match(/:[A-Za-z0-9_]+/g) ?? [])
      if (!params.has(used.slice(1))) problems.push(`data ${JSON.stringify(read)} uses ${used}, which the route's path does not have`);
  }
  return problems;
}

module.exports = { readRoutesTable, validateRoutesTable, pageFile, ACCESS, REDIRECTS, MENUS };
