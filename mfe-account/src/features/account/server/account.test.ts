import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { bearer, registerMember, send, startTestApp, type TestContext, uniqueEmail } from '../../../../../server/src/test/kit.js';
import { accountFeatureContract } from '../contract.js';

describe('POST /api/user/update', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('saves name and phone, and swaps the token for a new one', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountFeatureContract.updateAccount, { body: { name: 'Sana Malik Qureshi', email: member.email.toUpperCase(), phone: '+92 321 0000000' } }, bearer(member.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Your profile has been updated.');
    const { api_token, ...details } = res.body.data;
    assert.notEqual(api_token, member.token);
    assert.deepEqual(details, { member_id: member.memberId, is_profile_completed: false, phone: '+92 321 0000000', name: 'Sana Malik Qureshi', email: member.email, role: 'member', language: 'en' });
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).status, 401, 'the old token is revoked');
    const profile = await send(ctx.app, profileContract.getProfile, {}, bearer(api_token));
    assert.equal(profile.body.data.name, 'Sana Malik Qureshi');
  });

  test('keeps the member’s own e-mail without complaint', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountFeatureContract.updateAccount, { body: { name: 'Same Mail', email: member.email, phone: '0300 1111111' } }, bearer(member.token));
    assert.equal(res.status, 200);
  });

  test('refuses an e-mail taken by another member with 409', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const other = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountFeatureContract.updateAccount, { body: { name: 'Sana', email: other.email, phone: '0300 1111111', current_password: member.password } }, bearer(member.token));
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'This e-mail address already has an account. Please sign in, or use another address.');
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).status, 200, 'nothing changed, the token still works');
  });

  test('checks the fields with the register messages, and needs a signed-in member', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountFeatureContract.updateAccount, { body: { name: '', email: 'nope', phone: '' } }, bearer(member.token));
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.data.errors, {
      name: 'Please enter your full name',
      email: 'The input is not valid email',
      phone: 'Please input your contact number',
    });
    assert.equal((await send(ctx.app, accountFeatureContract.updateAccount, { body: { name: 'A', email: uniqueEmail(), phone: '1' } })).status, 401);
  });

  test('limits the e-mail addresses a member may try, so the update is no oracle of who is a member', async () => {
    const app = await ctx.another({ rateLimits: { emailChangesPerMember: { max: 2, windowMs: 60 * 60_000 } } });
    const member = await registerMember(app, ctx.db);
    const other = await registerMember(app, ctx.db);
    let token = member.token;
    const update = async (email: string) => {
      const res = await send(app, accountFeatureContract.updateAccount, { body: { name: 'Sana Malik', email, phone: '0300 1234567', current_password: member.password } }, bearer(token));
      if (res.status === 200) token = res.body.data.api_token;
      return res;
    };
    assert.equal((await update(other.email)).status, 409);
    // Keeping one's own address (a name or phone change) is not counted.
    assert.equal((await update(member.email)).status, 200);
    assert.equal((await update(member.email)).status, 200);
    const fresh = uniqueEmail();
    assert.equal((await update(fresh)).status, 200);
    const limited = await update(uniqueEmail());
    assert.equal(limited.status, 429);
    assert.match(limited.body.message, /^You have tried several e-mail addresses/);
    // The one new address accepted waits for its confirmation; the sign-in address is unchanged.
    assert.equal((await ctx.db.selectFrom('users').select('email').where('id', '=', member.userId).executeTakeFirstOrThrow()).email, member.email);
    assert.equal((await ctx.db.selectFrom('email_changes').select('new_email').where('user_id', '=', member.userId).executeTakeFirstOrThrow()).new_email, fresh);
  });
});
