import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { assertNoPrivateData, bearer, completeProfile, memberWithProfile, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { directoryContract } from '../contract.js';

const PUBLIC_MEMBER_FIELDS = [
  'avatar', 'bio', 'city', 'country', 'degree', 'experience_level', 'field_of_study', 'hourly_rate', 'institute', 'linkedin',
  'name', 'availability', 'profile_links', 'skills', 'title', 'website', 'years_experience',
].sort();

describe('a member’s public profile', () => {
  let ctx: TestContext;
  let viewer: Registered;
  const profileOf = (memberId: string, token?: string) => send(ctx.app, directoryContract.getPublicMember, { params: { memberId } }, token ? bearer(token) : {});

  before(async () => {
    ctx = await startTestApp();
    viewer = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('is for signed-in members only', async () => {
    const { member_id } = await ctx.db.selectFrom('users').select('member_id').where('email', '=', 'ayesha.siddiqui@example.com').executeTakeFirstOrThrow();
    const res = await profileOf(member_id);
    assert.equal(res.status, 401);
    assert.equal(res.body.data, null);
  });

  test('shows the spec’s Public member fields, and nothing else, of a member on Our Voice', async () => {
    const { member_id } = await ctx.db.selectFrom('users').select('member_id').where('email', '=', 'ayesha.siddiqui@example.com').executeTakeFirstOrThrow();
    const res = await profileOf(member_id, viewer.token);
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body.data).sort(), PUBLIC_MEMBER_FIELDS);
    assertNoPrivateData(res.body);
    assert.deepEqual(
      {
        name: res.body.data.name,
        title: res.body.data.title,
        city: res.body.data.city,
        country: res.body.data.country,
        hourly_rate: res.body.data.hourly_rate,
        website: res.body.data.website,
        availability: res.body.data.availability,
        years_experience: res.body.data.years_experience,
        experience_level: res.body.data.experience_level,
        institute: res.body.data.institute,
        degree: res.body.data.degree,
        field_of_study: res.body.data.field_of_study,
        skills: res.body.data.skills,
      },
      {
        name: 'Ayesha Siddiqui',
        title: 'UI/UX Designer for SaaS and fintech products',
        city: 'Lahore',
        country: 'Pakistan',
        hourly_rate: 6500,
        website: 'https://ayeshasiddiqui.design',
        availability: 'Full time',
        years_experience: 'Between 1-10 years',
        experience_level: 'expert',
        institute: 'National College of Arts, Lahore',
        degree: 'graduate',
        field_of_study: 'Communication Design',
        skills: [{ name: 'Design & Creative' }, { name: 'UI/UX Design' }],
      },
    );
    assert.equal(res.body.data.linkedin, 'https://www.linkedin.com/in/ayesha-siddiqui-design');
    assert.ok(res.body.data.bio!.length >= 100);
  });

  test('the privacy check itself refuses a member’s own account answer', async () => {
    const own = await send(ctx.app, profileContract.getProfile, {}, bearer(viewer.token));
    assert.throws(() => assertNoPrivateData(own.body), /is private/);
    assert.throws(() => assertNoPrivateData({ data: { bio: 'Write to sana@example.org' } }), /an e-mail address/);
    assert.throws(() => assertNoPrivateData({ data: [{ note: '+92 300 1234567' }] }), /a phone number/);
  });

  test('shows a members-only profile to members', async () => {
    const member = await memberWithProfile(ctx.app, ctx.db, { directory_visibility: 'members' });
    const res = await profileOf(member.memberId, viewer.token);
    assert.equal(res.status, 200);
    assertNoPrivateData(res.body);
    assert.equal(res.body.data.title, 'Web developer');
  });

  test('a hidden profile is not found by anyone but its owner, who sees it as others would', async () => {
    const member = await memberWithProfile(ctx.app, ctx.db, { directory_visibility: 'hidden' });
    const other = await profileOf(member.memberId, viewer.token);
    assert.equal(other.status, 404);
    assert.equal(other.body.message, 'This member profile was not found.');
    const staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', staff.userId).execute();
    assert.equal((await profileOf(member.memberId, staff.token)).status, 404, 'an admin too');
    const own = await profileOf(member.memberId, member.token);
    assert.equal(own.status, 200);
    assert.deepEqual(Object.keys(own.body.data).sort(), PUBLIC_MEMBER_FIELDS);
    assertNoPrivateData(own.body);
  });

  test('an incomplete profile is not found by others; its owner sees what there is so far', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Nargis Anjum' });
    assert.equal((await profileOf(member.memberId, viewer.token)).status, 404);
    const own = await profileOf(member.memberId, member.token);
    assert.equal(own.status, 200);
    assert.equal(own.body.data.name, 'Nargis Anjum');
    assert.deepEqual([own.body.data.title, own.body.data.skills, own.body.data.profile_links], [null, [], {}]);
    await completeProfile(ctx.app, member);
    assert.equal((await profileOf(member.memberId, viewer.token)).status, 200);
  });

  test('an unknown member answers the same 404 as a hidden one', async () => {
    for (const id of ['does-not-exist', 'x'.repeat(64), '0']) {
      const res = await profileOf(id, viewer.token);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.message, 'This member profile was not found.');
    }
  });
});
