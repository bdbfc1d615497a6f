// The feature generator on a copy of the server, shared-api and the remotes: it writes one feature folder in the remote
// that owns it and edits no existing file, its output passes lint and both programs' types, the server finds the new
// routes, contract and migration by folder, and the generated test passes against a real database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ESLint } from 'eslint';
import { newModule } from './new-module.mjs';

const repo = path.resolve(import.meta.dirname, '..');
// Inside the repository, so the copy resolves its packages (fastify, kysely, yup, shared-api…) as the real one does.
const copy = path.join(repo, `.new-module-test-${process.pid}`);
const remotes = JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8'));
const remote = 'mfe-network';
const feature = `${remote}/src/features/field-notes`;
const skip = /node_modules|[/\\]\.data|[/\\]dist|[/\\]\.swc/;
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');

/** Every file of the copy with a digest of its bytes, by path from the copy's root. */
const digestOf = (dir) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => !skip.test(f) && fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f.split(path.sep).join('/'), crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]),
  );

/** The highest migration number of the real tree: the server's and every feature's. */
function newestMigration() {
  const folders = [path.join(repo, 'server/src/db/migrations')];
  for (const r of remotes) {
    const features = path.join(repo, r, 'src/features');
    if (fs.existsSync(features)) for (const f of fs.readdirSync(features)) folders.push(path.join(features, f, 'server/migrations'));
  }
  const numbers = folders.filter((d) => fs.existsSync(d)).flatMap((d) => fs.readdirSync(d)).filter((f) => /^\d{3}-/.test(f)).map((f) => Number(f.slice(0, 3)));
  return Math.max(0, ...numbers);
}

describe('npm run new-module', () => {
  let before_;
  let written;
  let migration;
  before(() => {
    for (const part of ['server', 'shared-api']) fs.cpSync(path.join(repo, part), path.join(copy, part), { recursive: true, filter: (src) => !skip.test(src) });
    // The server reads each remote's features by folder (server/src/features.ts): their routes, contracts, tables and migrations.
    for (const r of remotes) for (const part of ['src', 'package.json', 'tsconfig.json']) fs.cpSync(path.join(repo, r, part), path.join(copy, r, part), { recursive: true, filter: (src) => !skip.test(src) });
    for (const file of ['tsconfig.base.json', 'remotes.json']) fs.copyFileSync(path.join(repo, file), path.join(copy, file));
    // A workspace's own packages (versions that differ from the hoisted ones, such as the server's ajv) are found as
    // the real workspace finds them.
    for (const part of ['server', 'shared-api']) {
      const own = path.join(repo, part, 'node_modules');
      if (fs.existsSync(own)) fs.symlinkSync(own, path.join(copy, part, 'node_modules'), 'dir');
    }
    before_ = digestOf(copy);
    migration = `${String(newestMigration() + 1).padStart(3, '0')}-field-notes`;
    written = newModule(['field-notes', '--remote', remote], { root: copy });
  });
  after(() => fs.rmSync(copy, { recursive: true, force: true }));

  test('writes the feature folder in its remote (calls, shapes, rules, contract, api and the server half) and changes no existing file', () => {
    assert.deepEqual(
      written.sort(),
      [
        'api.ts',
        'calls.ts',
        'contract.ts',
        'shapes.ts',
        'validation.ts',
        'server/package.json',
        'server/tables.ts',
        'server/queries.ts',
        'server/routes.ts',
        `server/migrations/${migration}.ts`,
        'server/field-notes.test.ts',
      ]
        .map((f) => `${feature}/${f}`)
        .sort(),
    );
    const now = digestOf(copy);
    assert.deepEqual(Object.keys(before_).filter((f) => now[f] !== before_[f]), [], 'no existing file changed or went');
    assert.deepEqual(Object.keys(now).filter((f) => !(f in before_)).sort(), [...written].sort(), 'nothing written but the feature');
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(copy, feature, 'server/package.json'), 'utf8')), { type: 'module' });
    // The server half leans on the server through its kit only; the contract on shared-api by name.
    const server = ['tables.ts', 'queries.ts', 'routes.ts', 'field-notes.test.ts'].map((f) => fs.readFileSync(path.join(copy, feature, 'server', f), 'utf8')).join('\n');
    assert.deepEqual([...new Set([...server.matchAll(/'((?:\.\.\/)+server\/[^']+)'/g)].map((m) => m[1]))].sort(), [
      '../../../../../server/src/db/schema.js',
      '../../../../../server/src/kit.js',
      '../../../../../server/src/test/kit.js',
    ]);
    assert.match(fs.readFileSync(path.join(copy, feature, 'contract.ts'), 'utf8'), /from 'shared-api\/contract';/);
  });

  test('refuses a name in use, a bad name, and a missing or unknown remote, and writes nothing then', () => {
    const before = digestOf(copy);
    // A server module and another remote's feature, as the tree has them now.
    const aModule = fs.readdirSync(path.join(copy, 'server/src/modules')).find((m) => /^[a-z]+$/.test(m));
    const aFeature = fs.readdirSync(path.join(copy, 'mfe-safety-net/src/features')).find((f) => /^[a-z]+$/.test(f));
    const refusals = [
      [['field-notes', '--remote', remote], /exists already: mfe-network\/src\/features\/field-notes/],
      [['field-notes', '--remote', 'mfe-learning'], /exists already/],
      [[aFeature, '--remote', 'mfe-network'], new RegExp(`exists already: .*mfe-safety-net/src/features/${aFeature}`)],
      [[aModule, '--remote', 'mfe-network'], new RegExp(`exists already: server/src/modules/${aModule}`)],
      [['Field Notes', '--remote', remote], /lower case/],
      [['pocket-notes'], /Give --remote/],
      [['pocket-notes', '--remote'], /--remote needs a value/],
      [['pocket-notes', '--remote', 'mfe-nowhere'], /unknown remote "mfe-nowhere"/],
      [['pocket-notes', 'extra', '--remote', remote], /Usage: npm run new-module -- <name> --remote <mfe-x>/],
    ];
    for (const [argv, message] of refusals) assert.throws(() => newModule(argv, { root: copy }), message, argv.join(' '));
    assert.deepEqual(digestOf(copy), before);
  });

  test('its output passes lint and both programs’ types', async () => {
    const files = written.filter((f) => /\.ts$/.test(f)).map((f) => path.join(copy, f));
    // The repository's rules, applied to the copy as if it were the repository.
    const results = await new ESLint({ cwd: copy, overrideConfigFile: path.join(repo, 'eslint.config.mjs') }).lintFiles(files);
    assert.equal(results.length, files.length);
    assert.deepEqual(results.flatMap((r) => r.messages.map((m) => `${path.relative(copy, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`)), []);
    // The server's program: its own files and every feature's server half and contract.
    const server = spawnSync(process.execPath, [tsc, '-p', path.join(copy, 'server/tsconfig.json'), '--noEmit'], { encoding: 'utf8' });
    assert.equal(server.status, 0, server.stdout + server.stderr);
    // The browser's: the feature but its server half, with the remotes' compiler options.
    const web = path.join(copy, 'tsconfig.feature.json');
    fs.writeFileSync(web, JSON.stringify({ extends: '../tsconfig.base.json', include: [`${feature}`, '../types'], exclude: [`${feature}/server`] }));
    const browser = spawnSync(process.execPath, [tsc, '-p', web, '--noEmit'], { encoding: 'utf8' });
    fs.rmSync(web);
    assert.equal(browser.status, 0, browser.stdout + browser.stderr);
  });

  test('the server serves it with no list edited: its generated test passes on a real database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', path.join(copy, feature, 'server/field-notes.test.ts')], {
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
