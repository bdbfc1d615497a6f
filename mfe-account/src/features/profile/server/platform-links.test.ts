import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, completeProfile, get, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { profileFormContract } from '../contract.js';

describe('platform profile links', () => {
  let ctx: TestContext;
  let member: Registered;
  let form: Record<string, unknown>;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    form = await completeProfile(ctx.app, member);
  });
  after(() => ctx.close());

  const save = (fields: Record<string, unknown>) => send(ctx.app, profileFormContract.saveProfile, { body: { ...form, ...fields } }, bearer(member.token));
  const storedLinks = async () => (await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data.profile_links;

  test('keeps a typed username as its profile’s address, and an address as https on the platform’s site', async () => {
    const res = await save({
      platforms: ['fiverr', 'upwork', 'freelancercom', 'toptal', 'otherplatform'],
      fiverr: 'ayesha_designs',
      upwork: '~01f3a9c27be84d5e61',
      freelancercom: 'www.freelancer.pk/u/ayesha',
      toptal: 'http://www.toptal.com/resume/ayesha-siddiqui#top',
      otherplatform_name: 'Dribbble',
      otherplatform: 'https://dribbble.com/ayesha',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(await storedLinks(), {
      fiverr: 'https://www.fiverr.com/ayesha_designs',
      upwork: 'https://www.upwork.com/freelancers/~01f3a9c27be84d5e61',
      freelancercom: 'https://www.freelancer.pk/u/ayesha',
      toptal: 'https://www.toptal.com/resume/ayesha-siddiqui',
      otherplatform: { name: 'Dribbble', link: 'https://dribbble.com/ayesha' },
    });
  });

  test('refuses hostile and foreign values with a 422 naming the field, and keeps the saved links', async () => {
    const before = await storedLinks();
    const cases: Array<[string, unknown, string]> = [
      ['upwork', 'https://www.upwork.com/"><script>alert(1)</script>', 'Please enter a valid URL'],
      ['upwork', "https://www.upwork.com/freelancers/~01' onmouseover='alert(1)", 'Please enter a valid URL'],
      ['upwork', 'javascript:alert(document.cookie)', 'Please enter a valid URL'],
      ['upwork', 'https://evil.example/www.upwork.com/freelancers/~01', 'Please enter your Upwork profile link, on upwork.com'],
      ['upwork', 'https://www.upwork.com.evil.example/freelancers/~01', 'Please enter your Upwork profile link, on upwork.com'],
      ['upwork', 'https://attacker@www.upwork.com/freelancers/~01', 'Please enter a valid URL'],
      ['upwork', 'https://www.upwork.com:8443/freelancers/~01', 'Please enter a valid URL'],
      ['upwork', 'data:text/html,<script>alert(1)</script>', 'Please enter a valid URL'],
      ['upwork', 'https://127.0.0.1/freelancers', 'Please enter a valid URL'],
      ['upwork', '', 'Please enter your Upwork profile link'],
      ['upwork', ['https://www.upwork.com/a'], 'upwork must be text'],
      ['freelancercom', 'Ayesha Siddiqui', 'Please enter your Freelancer.com username or profile link'],
      ['otherplatform', 'javascript://dribbble.com/%0aalert(1)', 'Please enter a valid URL'],
    ];
    for (const [field, value, message] of cases) {
      const platforms = field === 'otherplatform' ? ['otherplatform'] : [field];
      const res = await save({ platforms, [field]: value, otherplatform_name: 'Dribbble' });
      assert.equal(res.status, 422, `${field}: ${String(value)}`);
      assert.equal(res.body.data.errors?.[field], message, `${field}: ${String(value)}`);
    }
    assert.deepEqual(await storedLinks(), before);
  });

  test('the directory and the member page show only the stored, checked address', async () => {
    const res = await save({ platforms: ['fiverr'], fiverr: ' ayesha_designs ', directory_visibility: 'public' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const memberId = (await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data.member_id;
    // The member's page is the directory's (mfe-network's directory feature), at its address.
    const page = await get<{ profile_links: unknown }>(ctx.app, `/api/member/${memberId}`, bearer(member.token));
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.deepEqual(page.body.data.profile_links, { fiverr: 'https://www.fiverr.com/ayesha_designs' });
  });
});
