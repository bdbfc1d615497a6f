// The server's modules depend on each other one way only: a module may use another's queries or services, but no
// two modules reach each other, directly or round a loop (a loop makes neither one understandable or testable alone).
// The per-file cycle rule of lint does not see this: events → payments → events is a loop of modules whose files
// form no cycle.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const modulesDir = path.resolve(import.meta.dirname, '..', 'server', 'src', 'modules');

/** module → the modules its production files import */
export function moduleGraph(dir = modulesDir) {
  const graph = new Map();
  for (const name of fs.readdirSync(dir).filter((n) => fs.statSync(path.join(dir, n)).isDirectory())) {
    const uses = new Set();
    for (const file of fs.readdirSync(path.join(dir, name), { recursive: true }).map(String)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(dir, name, file), 'utf8');
      for (const match of text.matchAll(/(?:from|import\()\s*'((?:\.\.\/)+)([a-z-]+)\//g)) {
        // Only imports that leave this module's folder for a sibling module.
        const depth = file.split('/').length; // files in subfolders climb one more level
        if (match[1].length / 3 === depth && match[2] !== name) uses.add(match[2]);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** Every loop of the graph, each as `a → b → a`. */
export function loops(graph) {
  const found = [];
  const state = new Map();
  const visit = (node, trail) => {
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next, [...trail, next]);
    }
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node, [node]);
  return found;
}

test('no two server modules depend on each other, directly or round a loop', () => {
  const graph = moduleGraph();
  assert.ok(graph.get('events')?.has('payments'), 'the graph reads real imports (events uses payments)');
  assert.deepEqual(loops(graph), []);
});

test('a loop is found and named', () => {
  const graph = new Map([
    ['events', new Set(['payments', 'staff'])],
    ['payments', new Set(['events'])],
    ['staff', new Set()],
  ]);
  assert.deepEqual(loops(graph), ['events → payments → events']);
});

test('no module starts a worker: jobs are declared in modules/*/jobs.ts and worked by worker processes', () => {
  const starting = [];
  for (const name of fs.readdirSync(modulesDir).filter((n) => fs.statSync(path.join(modulesDir, n)).isDirectory())) {
    for (const file of fs.readdirSync(path.join(modulesDir, name), { recursive: true }).map(String)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      if (/\bjobs\.work\s*[<(]/.test(fs.readFileSync(path.join(modulesDir, name, file), 'utf8'))) starting.push(`${name}/${file}`);
    }
  }
  assert.deepEqual(starting, []);
});
