import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compareSurfaces, readSurface, repo, SHARED_PACKAGES } from './shared-surface.mjs';

const surface = (version, entries) => ({ version, entries });
const v1 = surface('1.2.0', { '.': ['get', 'post', 'Paged'], './query': ['useRead'] });

test('each shared package exports what its surface.json records, at the version it records', () => {
  for (const name of SHARED_PACKAGES) {
    const recorded = JSON.parse(fs.readFileSync(path.join(repo, name, 'surface.json'), 'utf8'));
    const current = readSurface(path.join(repo, name));
    assert.equal(current.version, recorded.version, `${name}: the version changed; run npm run surface -- --write`);
    assert.deepEqual(current.entries, recorded.entries, `${name}: the exports changed; bump the version as the promise says and run npm run surface -- --write`);
  }
});

test('the record reads real exports: a known name of each entry kind is there', () => {
  const api = readSurface(path.join(repo, 'shared-api'));
  assert.ok(api.entries['.'].includes('ApiError'));
  assert.ok(api.entries['.'].includes('type SessionUser'), 'a name that is only a type is recorded as one');
  assert.ok(api.entries['.'].includes('ApiError'), 'a value is recorded by its name');
  assert.ok(api.entries['./query'].length > 0);
  assert.ok(Object.keys(api.entries).some((e) => e.startsWith('./validation/')), 'wildcard entries are expanded');
});

test('removing a name or an entry needs a new major version', () => {
  const withoutPost = surface('1.3.0', { '.': ['get', 'Paged'], './query': ['useRead'] });
  const { problems, removed } = compareSurfaces('shared-api', v1, withoutPost);
  assert.deepEqual(removed, ['post from shared-api']);
  assert.match(problems.join(), /shared-api 1\.3\.0 removes what remotes built against 1\.2\.0 may use \(post from shared-api\).*release 2\.0\.0/);
  const noQuery = surface('1.2.1', { '.': ['get', 'post', 'Paged'] });
  assert.match(compareSurfaces('shared-api', v1, noQuery).problems.join(), /entry shared-api\/query/);
  assert.deepEqual(compareSurfaces('shared-api', v1, { ...withoutPost, version: '2.0.0' }).problems, []);
});

test('a type, or an entry each remote bundles itself, is dropped at a new minor version', () => {
  const runtime = ['.', './query'];
  const before = surface('1.2.0', { '.': ['get', 'type Promotion'], './query': ['useRead'], './promotions': ['getPromotions'] });
  const after = surface('1.2.1', { '.': ['get'], './query': ['useRead'] });
  const { removed, dropped, problems } = compareSurfaces('shared-api', before, after, runtime);
  assert.deepEqual(removed, [], 'no running remote reads a type or a bundled entry from the shell');
  assert.deepEqual(dropped, ['type Promotion from shared-api', 'entry shared-api/promotions']);
  assert.match(problems.join(), /drops .*: that is a new minor version, 1\.3\.0/);
  assert.deepEqual(compareSurfaces('shared-api', before, { ...after, version: '1.3.0' }, runtime).problems, []);
  const bundledName = compareSurfaces('shared-api', before, surface('1.3.0', { '.': ['get', 'type Promotion'], './query': ['useRead'], './promotions': [] }), runtime);
  assert.deepEqual([bundledName.removed, bundledName.problems], [[], []], 'a name of a bundled entry');
});

test('adding a name or an entry needs a new minor version, and nothing more', () => {
  const added = surface('1.2.1', { '.': ['get', 'post', 'Paged', 'put'], './query': ['useRead'], './learning': ['getCourses'] });
  assert.match(compareSurfaces('shared-api', v1, added).problems.join(), /adds put in shared-api; entry shared-api\/learning: that is a new minor version, 1\.3\.0/);
  assert.deepEqual(compareSurfaces('shared-api', v1, { ...added, version: '1.3.0' }).problems, []);
  assert.deepEqual(compareSurfaces('shared-api', v1, { ...v1, version: '1.2.1' }).problems, [], 'a patch that keeps the surface is fine');
});
