import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, pngBytes, registerMember, send, startTestApp, uploadImage, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { skillContract } from '../../../../../shared-api/src/contracts/skills.js';
import { profileFormContract } from '../contract.js';

const BIO =
  'I build WordPress and Shopify stores for small businesses in Lahore and abroad, with a focus on speed, ' +
  'accessibility and clean handover documentation.';

describe('the member profile', () => {
  let ctx: TestContext;
  let design: number;
  let uiux: number;
  let graphic: number;
  let webDev: number;

  before(async () => {
    ctx = await startTestApp();
    const primaries = (await send(ctx.app, skillContract.getPrimarySkills)).body.data as Array<{ id: number; name: string }>;
    design = primaries.find((s) => s.name === 'Design & Creative')!.id;
    const software = primaries.find((s) => s.name === 'Software Development')!.id;
    const secondaries = (await send(ctx.app, skillContract.getSecondarySkills, { query: { parent_id: design } })).body.data as Array<{ id: number; name: string }>;
    uiux = secondaries.find((s) => s.name === 'UI/UX Design')!.id;
    graphic = secondaries.find((s) => s.name === 'Graphic Design')!.id;
    webDev = (await send(ctx.app, skillContract.getSecondarySkills, { query: { parent_id: software } })).body.data.find((s) => s.name === 'Web Development')!.id;
  });
  after(() => ctx.close());

  async function memberWithAvatar() {
    const member = await registerMember(ctx.app, ctx.db);
    const avatar = (await uploadImage(ctx.app, member.token, pngBytes())).body.data;
    return { ...member, avatar };
  }

  const form = (avatar: string, extra: Record<string, unknown> = {}) => ({
    avatar,
    organisation: 'Self-employed',
    designation: 'Designer',
    gender: 'Female' as const,
    city: 'Lahore',
    state: 'Punjab',
    country: 'Pakistan',
    birthdate: '1995-04-12',
    degree: 'graduate' as const,
    field_of_study: 'Computer Science',
    institute: 'FAST-NUCES Lahore',
    title: 'UI/UX designer',
    website: 'https://sana.example.org',
    linkedin: 'https://www.linkedin.com/in/sana-malik',
    primary_skill: design,
    secondary_skill: uiux,
    years_experience: 'Between 1-10 years' as const,
    hourly_rate: 3500,
    availability: 'Part time' as const,
    experience_level: 'intermediate' as const,
    bio: BIO,
    platforms: ['fiverr' as const, 'otherplatform' as const],
    fiverr: 'https://www.fiverr.com/sanamalik',
    upwork: 'https://www.upwork.com/ignored-because-unchecked',
    otherplatform_name: 'Behance',
    otherplatform: 'https://www.behance.net/sanamalik',
    ...extra,
  });

  const save = (member: Registered, body: object) => send(ctx.app, profileFormContract.saveProfile, { body: body }, bearer(member.token));

  test('starts empty and incomplete', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, profileContract.getProfile, {}, bearer(member.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.data.is_profile_completed, false);
    assert.deepEqual([res.body.data.skills, res.body.data.profile_links, res.body.data.avatar, res.body.data.primary_skill], [[], {}, null, null]);
    assert.match(res.body.data.membership_id, /^FAP-/);
    assert.equal(res.body.data.role_name, 'Member');
    assert.deepEqual((await send(ctx.app, profileContract.refreshProfileCompleted, {}, bearer(member.token))).body.data, false);
  });

  test('completes the profile and reads every field back', async () => {
    const member = await memberWithAvatar();
    const res = await save(member, form(member.avatar));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Your profile has been saved.');
    assert.equal(res.body.data.is_profile_completed, true);
    const profile = (await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data;
    assert.equal(profile.avatar, member.avatar);
    assert.equal(profile.birthdate, '1995-04-12');
    assert.equal(profile.hourly_rate, 3500);
    assert.equal(profile.bio, BIO);
    assert.deepEqual(profile.skills, [
      { id: design, name: 'Design & Creative', type: 'Primary' },
      { id: uiux, name: 'UI/UX Design', type: 'Secondary' },
    ]);
    assert.deepEqual([profile.primary_skill, profile.secondary_skill], [design, uiux]);
    assert.deepEqual(profile.profile_links, {
      fiverr: 'https://www.fiverr.com/sanamalik',
      otherplatform: { name: 'Behance', link: 'https://www.behance.net/sanamalik' },
    });
    assert.equal((await send(ctx.app, profileContract.refreshProfileCompleted, {}, bearer(member.token))).body.data, true);
  });

  test('edits replace skills and links', async () => {
    const member = await memberWithAvatar();
    await save(member, form(member.avatar));
    const res = await save(member, form(member.avatar, { secondary_skill: graphic, platforms: ['upwork'], name: 'Sana M.' }));
    assert.equal(res.status, 200);
    assert.equal(res.body.data.name, 'Sana M.');
    const profile = (await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data;
    assert.deepEqual(profile.profile_links, { upwork: 'https://www.upwork.com/ignored-because-unchecked' });
    assert.equal(profile.secondary_skill, graphic);
    assert.equal(profile.skills.length, 2);
  });

  test('refuses a secondary skill from another primary, and a secondary skill given as primary', async () => {
    const member = await memberWithAvatar();
    const wrongParent = await save(member, form(member.avatar, { secondary_skill: webDev }));
    assert.equal(wrongParent.status, 422);
    assert.deepEqual(wrongParent.body.data.errors, { secondary_skill: 'Please select your secondary skill' });
    const notPrimary = await save(member, form(member.avatar, { primary_skill: uiux }));
    assert.equal(notPrimary.status, 422);
    assert.equal(notPrimary.body.data.errors?.primary_skill, 'Please select your primary skill');
    assert.equal((await send(ctx.app, profileContract.refreshProfileCompleted, {}, bearer(member.token))).body.data, false);
  });

  test('refuses a picture the member did not upload', async () => {
    const owner = await memberWithAvatar();
    const other = await registerMember(ctx.app, ctx.db);
    for (const avatar of [owner.avatar, 'ffffffffffffffffffffffffffffffff.png']) {
      const res = await save(other, form(avatar));
      assert.equal(res.status, 422);
      assert.deepEqual(Object.keys(res.body.data.errors ?? {}), ['avatar']);
    }
  });

  test('uses the spec’s messages for the form’s rules, and the association’s own where the spec quotes none', async () => {
    const member = await memberWithAvatar();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ avatar: '' }, 'avatar', 'Your picture is required'],
      [{ bio: 'Too short.' }, 'bio', 'Your overview is too small.'],
      [{ bio: 'x'.repeat(3001) }, 'bio', 'Please keep your overview to 3000 characters or fewer.'],
      [{ linkedin: 'not a url' }, 'linkedin', 'Please enter a valid URL'],
      [{ fiverr: '' }, 'fiverr', 'Please enter your Fiverr profile link'],
      [{ otherplatform_name: '' }, 'otherplatform_name', 'Please enter the name of the platform'],
      [{ hourly_rate: 'a lot' }, 'hourly_rate', 'Please enter your hourly rate as a number'],
      [{ gender: 'Other' }, 'gender', 'Please select your gender'],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(member, form(member.avatar, change));
      assert.equal(res.status, 422, field);
      assert.equal(res.body.data.errors?.[field], message);
    }
  });

  test('shows each member only their own profile, without secrets', async () => {
    const a = await memberWithAvatar();
    const b = await registerMember(ctx.app, ctx.db, { name: 'Bilal B' });
    await save(a, form(a.avatar));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(b.token) });
    const profile = res.json().data;
    assert.equal(profile.name, 'Bilal B');
    assert.equal(profile.email, b.email);
    assert.equal(profile.is_profile_completed, false);
    assert.ok(!res.body.includes('argon2'));
    assert.ok(!res.body.includes(a.email));
    assert.equal('password_hash' in profile, false);
  });

  test('needs a signed-in member', async () => {
    assert.equal((await send(ctx.app, profileContract.getProfile)).status, 401);
    assert.equal((await send(ctx.app, profileContract.refreshProfileCompleted)).status, 401);
    assert.equal((await send(ctx.app, profileFormContract.saveProfile, { body: form('x.png') })).status, 401);
  });
});
