import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { get } from '../../test/http.js';
import { send } from '../../test/api.js';
import { skillContract } from '../../../../shared-api/src/contracts/skills.js';
import { placeContract } from '../../../../shared-api/src/contracts/places.js';

describe('skills, cities and provinces', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('lists the primary skills by name', async () => {
    const res = await send(ctx.app, skillContract.getPrimarySkills);
    assert.equal(res.status, 200);
    const names = res.body.data.map((s: { name: string }) => s.name);
    assert.equal(names.length, 10);
    assert.deepEqual(names, [...names].sort((a: string, b: string) => a.localeCompare(b)));
    assert.ok(names.includes('Software Development'));
    assert.ok(res.body.data.every((s: { parent_id: unknown }) => s.parent_id === null));
  });

  test('lists the secondary skills of one primary skill', async () => {
    const primaries = (await send(ctx.app, skillContract.getPrimarySkills)).body.data;
    for (const primary of primaries) {
      const res = await send(ctx.app, skillContract.getSecondarySkills, { query: { parent_id: primary.id } });
      assert.equal(res.status, 200);
      assert.ok(res.body.data.length >= 4 && res.body.data.length <= 8, primary.name);
      assert.ok(res.body.data.every((s) => s.parent_id === primary.id));
    }
  });

  test('answers 400 for a parent_id that is not a number, and an empty list for an unknown one', async () => {
    for (const query of ['?parent_id=abc', '?parent_id=', '', '?parent_id=1.5']) {
      const res = await get(ctx.app, `/api/secondary-skills${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.error, true);
    }
    const unknown = await send(ctx.app, skillContract.getSecondarySkills, { query: { parent_id: '999999' } });
    assert.deepEqual([unknown.status, unknown.body.data], [200, []]);
  });

  test('lists more than sixty cities, each with its province or region', async () => {
    const res = await send(ctx.app, placeContract.getCities);
    assert.equal(res.status, 200);
    assert.ok(res.body.data.length >= 60);
    const lahore = res.body.data.find((c: { name: string }) => c.name === 'Lahore');
    assert.deepEqual(lahore, { name: 'Lahore', province: 'Punjab' });
  });

  test('lists the six provinces and regions first', async () => {
    const res = await send(ctx.app, placeContract.getProvinces);
    assert.deepEqual(res.body.data.slice(0, 6), [
      'Punjab',
      'Sindh',
      'Khyber Pakhtunkhwa',
      'Balochistan',
      'Gilgit-Baltistan',
      'Azad Jammu and Kashmir',
    ]);
    const cities = (await send(ctx.app, placeContract.getCities)).body.data as Array<{ province: string }>;
    assert.ok(cities.every((c) => res.body.data.includes(c.province)), 'every city’s province can be chosen');
  });
});
