import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PROVINCES } from '../../../../shared-api/src/enums.js';
import { profileSchema, resetPasswordSchema } from '../../../../shared-api/src/validation.js';
import { DiskStorage } from '../../plugins/storage.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/http.js';
import { DEMO_PASSWORD, demoMembers } from './members.js';
import { GENERATED_DEMO_MEMBERS, seedIfFresh } from './seed.js';
import { generatedDemoMembers } from './generated-members.js';
import { skillTaxonomy } from './skills.js';
import { send } from '../../test/api.js';
import { buildApp } from '../../app.js';
import { optionsFromEnv } from '../../config.js';
import { openTestDatabase } from '../../test/database.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { profileContract } from '../../../../shared-api/src/contracts/profile.js';

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
      const login = await send(ctx.app, accountContract.signIn, { body: { email: demo.email, password: DEMO_PASSWORD } });
      assert.equal(login.status, 200, demo.email);
      assert.equal(login.body.data.is_profile_completed, true);
      const profile = (await send(ctx.app, profileContract.getProfile, {}, bearer(login.body.data.token))).body.data;
      assert.equal(profile.skills.length, 2);
      assert.ok(Object.keys(profile.profile_links).length >= 2);
      // The seeded profile would pass the same form rules a member's does.
      const platforms = Object.keys(profile.profile_links) as (keyof typeof profile.profile_links)[];
      const links = Object.fromEntries(platforms.map((p) => [p, p === 'otherplatform' ? profile.profile_links[p]?.link : profile.profile_links[p]]));
      const otherName = profile.profile_links.otherplatform?.name;
      await profileSchema.validate({ ...profile, ...links, platforms, otherplatform_name: otherName, website: profile.website ?? undefined });
    }
  });

  test('the demo password would pass the new-password rule for every demo member (not a common password, no name in it)', async () => {
    for (const demo of demoMembers) {
      await resetPasswordSchema.validateAt('password', { password: DEMO_PASSWORD }, { context: { name: demo.name, email: demo.email } });
    }
  });

  test('adds generated members with valid profiles, some on Our Voice, some for members only, some hidden', async () => {
    const generated = generatedDemoMembers(GENERATED_DEMO_MEMBERS);
    assert.deepEqual(generated, generatedDemoMembers(GENERATED_DEMO_MEMBERS), 'the same members on every machine');
    const rows = await ctx.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'profiles.directory_visibility', 'profiles.is_profile_completed'])
      .where('users.email', 'in', generated.map((m) => m.email))
      .execute();
    assert.equal(rows.length, GENERATED_DEMO_MEMBERS);
    assert.ok(rows.every((row) => row.is_profile_completed));
    const kinds = new Set([...rows.map((row) => row.directory_visibility), ...demoMembers.map((m) => m.visibility)]);
    assert.deepEqual([...kinds].sort(), ['hidden', 'members', 'public']);
    for (const member of generated) {
      const platforms = Object.keys(member.links);
      const links = Object.fromEntries(platforms.map((p) => [p, member.links[p as keyof typeof member.links]]));
      await profileSchema.validate({
        ...member.profile,
        ...links,
        platforms,
        avatar: 'portrait.png',
        country: 'Pakistan',
        website: member.profile.website ?? undefined,
        primary_skill: 1,
        secondary_skill: 2,
        directory_visibility: member.visibility,
      });
      assert.ok(skillTaxonomy[member.primarySkill].includes(member.secondarySkill));
    }
  });

  test('runs only once', async () => {
    const before = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(await seedIfFresh(ctx.db, new DiskStorage(ctx.dataDir)), false);
    const afterwards = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(afterwards.n, before.n);
  });
});

describe('a live site’s first start', () => {
  test('gives the database its skills and cities and nobody: no demo account with the published password, no made-up post or event', async () => {
    const database = await openTestDatabase({ empty: true });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-live-seed-'));
    const app = buildApp({ ...optionsFromEnv({ NODE_ENV: 'production' }), database, dataDir, serveSite: false, logger: false, roles: ['web'] });
    try {
      await app.ready();
      const count = async (table: 'users' | 'skills' | 'cities' | 'events' | 'blogs') =>
        Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      assert.ok((await count('skills')) > 40);
      assert.ok((await count('cities')) >= 60);
      assert.equal(await count('users'), 0);
      assert.equal(await count('events'), 0);
      assert.equal(await count('blogs'), 0);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('DEMO_CONTENT=1 asks for the demo content in production, as npm start does; outside production it is there unless DEMO_CONTENT=0', () => {
    assert.equal(optionsFromEnv({ NODE_ENV: 'production' }).demoContent, false);
    assert.equal(optionsFromEnv({ NODE_ENV: 'production', DEMO_CONTENT: '1' }).demoContent, true);
    assert.equal(optionsFromEnv({}).demoContent, true);
    assert.equal(optionsFromEnv({ DEMO_CONTENT: '0' }).demoContent, false);
  });
});
