// The module generator on a copy of the server and shared-api: it edits no list (only the package's exports, which
// it writes), its output passes lint and types, the server finds the new routes and migration by their names, and the
// generated test passes against a real database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ESLint } from 'eslint';
import { newModule } from './new-module.mjs';

const repo = path.resolve(import.meta.dirname, '..');
// Inside the repository, so the copy resolves its packages (fastify, kysely, yup…) as the real one does.
const copy = path.join(repo, `.new-module-test-${process.pid}`);
const skip = /node_modules|[/\\]\.data|[/\\]dist/;
const digestOf = (dir) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true })
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

describe('npm run new-module', () => {
  let before_;
  let written;
  before(() => {
    for (const part of ['server', 'shared-api']) fs.cpSync(path.join(repo, part), path.join(copy, part), { recursive: true, filter: (src) => !skip.test(src) });
    for (const file of ['tsconfig.base.json', 'remotes.json']) fs.copyFileSync(path.join(repo, file), path.join(copy, file));
    // A workspace's own packages (versions that differ from the hoisted ones, such as the server's ajv) are found as
    // the real workspace finds them.
    for (const part of ['server', 'shared-api']) {
      const own = path.join(repo, part, 'node_modules');
      if (fs.existsSync(own)) fs.symlinkSync(own, path.join(copy, part, 'node_modules'), 'dir');
    }
    before_ = { ...digestOf(path.join(copy, 'server/src')), ...Object.fromEntries(Object.entries(digestOf(path.join(copy, 'shared-api'))).map(([f, t]) => [`shared-api/${f}`, t])) };
    written = newModule(['field-notes'], { root: copy });
  });
  after(() => fs.rmSync(copy, { recursive: true, force: true }));

  test('writes the calls, contract, browser entry, module, migration and test, and changes no existing file but the exports', () => {
    assert.deepEqual(written.sort(), [
      'server/src/db/migrations/015-field-notes.ts',
      'server/src/modules/field-notes/field-notes.test.ts',
      'server/src/modules/field-notes/queries.ts',
      'server/src/modules/field-notes/routes.ts',
      'server/src/modules/field-notes/tables.ts',
      'shared-api/src/calls/field-notes.ts',
      'shared-api/src/contracts/field-notes.ts',
      'shared-api/src/field-notes.ts',
    ].map((f) => (f.startsWith('server/src/db/migrations/') ? f.replace('015', String(Number(fs.readdirSync(path.join(repo, 'server/src/db/migrations')).sort().at(-1).slice(0, 3)) + 1).padStart(3, '0')) : f)).sort());
    const now = { ...digestOf(path.join(copy, 'server/src')), ...Object.fromEntries(Object.entries(digestOf(path.join(copy, 'shared-api'))).map(([f, t]) => [`shared-api/${f}`, t])) };
    const changed = Object.keys(before_).filter((f) => now[f] !== before_[f]);
    assert.deepEqual(changed, ['shared-api/package.json']);
    assert.equal(JSON.parse(now['shared-api/package.json']).exports['./field-notes'], './src/field-notes.ts');
    assert.throws(() => newModule(['field-notes'], { root: copy }), /exists already/);
    assert.throws(() => newModule(['Field Notes'], { root: copy }), /lower case/);
  });

  test('its output passes lint and the server’s types', async () => {
    const files = written.map((f) => path.join(copy, f));
    // The repository's rules, applied to the copy as if it were the repository.
    const results = await new ESLint({ cwd: copy, overrideConfigFile: path.join(repo, 'eslint.config.mjs') }).lintFiles(files);
    assert.equal(results.length, files.length);
    assert.deepEqual(results.flatMap((r) => r.messages.map((m) => `${path.relative(copy, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`)), []);
    const tsc = spawnSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', path.join(copy, 'server/tsconfig.json'), '--noEmit'], { encoding: 'utf8' });
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  });

  test('the server serves it with no list edited: its generated test passes on a real database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', path.join(copy, 'server/src/modules/field-notes/field-notes.test.ts')], {
      cwd: path.join(copy, 'server'),
      encoding: 'utf8',
      timeout: 300_000,
      // a test run of its own, reporting as text (not to this runner)
      env: Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_TEST_CONTEXT')),
    });
    assert.equal(run.status, 0, run.stdout.slice(-3000) + run.stderr.slice(-2000));
    assert.match(run.stdout, /^ℹ pass 1$/m);
  });
});
