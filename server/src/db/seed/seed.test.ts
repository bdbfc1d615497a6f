import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PROVINCES } from '../../../../shared-api/src/enums.js';
import { profileSchema } from '../../../../shared-api/src/validation.js';
import { DiskStorage } from '../../plugins/storage.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, get, post } from '../../test/http.js';
import { DEMO_PASSWORD, demoMembers } from './members.js';
import { seedIfFresh } from './seed.js';
import { skillTaxonomy } from './skills.js';

describe('the seed of a fresh database', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('holds about ten primary skills, each with four to eight secondary skills', async () => {
    const skills = await ctx.db.selectFrom('skills').selectAll().execute();
    const primaries = skills.filter((s) => s.parent_id === null);
    assert.equal(primaries.length, Object.keys(skillTaxonomy).length);
    for (const primary of primaries) {
      const count = skills.filter((s) => s.parent_id === primary.id).length;
      assert.ok(count >= 4 && count <= 8, `${primary.name}: ${count}`);
    }
  });

  test('holds cities in every province and region', async () => {
    const cities = await ctx.db.selectFrom('cities').selectAll().execute();
    assert.ok(cities.length >= 60);
    for (const province of PROVINCES) assert.ok(cities.some((c) => c.province === province), province);
  });

  test('holds six demo members with complete, valid profiles who can sign in', async () => {
    assert.equal(demoMembers.length, 6);
    for (const demo of demoMembers) {
      const login = await post(ctx.app, '/api/user/login', { email: demo.email, password: DEMO_PASSWORD });
      assert.equal(login.status, 200, demo.email);
      assert.equal(login.body.data.is_profile_completed, true);
      const profile = (await get(ctx.app, '/api/user/profile', bearer(login.body.data.token))).body.data;
      assert.equal(profile.skills.length, 2);
      assert.ok(Object.keys(profile.profile_links).length >= 2);
      // The seeded profile would pass the same form rules a member's does.
      const platforms = Object.keys(profile.profile_links);
      const links = Object.fromEntries(platforms.map((p) => [p, p === 'otherplatform' ? profile.profile_links[p].link : profile.profile_links[p]]));
      const otherName = profile.profile_links.otherplatform?.name;
      await profileSchema.validate({ ...profile, ...links, platforms, otherplatform_name: otherName, website: profile.website ?? undefined });
    }
  });

  test('runs only once', async () => {
    const before = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(await seedIfFresh(ctx.db, new DiskStorage(ctx.dataDir)), false);
    const afterwards = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(afterwards.n, before.n);
  });
});
