import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, get, post, registerMember, uniqueEmail } from '../../test/http.js';

describe('POST /api/user/update', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('saves name, e-mail and phone, and swaps the token for a new one', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const email = uniqueEmail('renamed');
    const res = await post(ctx.app, '/api/user/update', { name: 'Sana Malik Qureshi', email: email.toUpperCase(), phone: '+92 321 0000000' }, bearer(member.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Your profile has been updated.');
    const { api_token, ...details } = res.body.data;
    assert.notEqual(api_token, member.token);
    assert.deepEqual(details, { member_id: member.memberId, is_profile_completed: false, phone: '+92 321 0000000', name: 'Sana Malik Qureshi', email, role: 'member' });
    assert.equal((await get(ctx.app, '/api/user/profile', bearer(member.token))).status, 401, 'the old token is revoked');
    const profile = await get(ctx.app, '/api/user/profile', bearer(api_token));
    assert.equal(profile.body.data.email, email);
    assert.equal((await post(ctx.app, '/api/user/login', { email, password: member.password })).status, 200);
  });

  test('keeps the member’s own e-mail without complaint', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await post(ctx.app, '/api/user/update', { name: 'Same Mail', email: member.email, phone: '0300 1111111' }, bearer(member.token));
    assert.equal(res.status, 200);
  });

  test('refuses an e-mail taken by another member with 409', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const other = await registerMember(ctx.app, ctx.db);
    const res = await post(ctx.app, '/api/user/update', { name: 'Sana', email: other.email, phone: '0300 1111111' }, bearer(member.token));
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'The email has already been taken.');
    assert.equal((await get(ctx.app, '/api/user/profile', bearer(member.token))).status, 200, 'nothing changed, the token still works');
  });

  test('checks the fields with the register messages, and needs a signed-in member', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await post(ctx.app, '/api/user/update', { name: '', email: 'nope', phone: '' }, bearer(member.token));
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.data.errors, {
      name: 'Please enter your full name',
      email: 'The input is not valid email',
      phone: 'Please input your contact number',
    });
    assert.equal((await post(ctx.app, '/api/user/update', { name: 'A', email: uniqueEmail(), phone: '1' })).status, 401);
  });
});
