import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sha256 } from '../../lib/crypto.js';
import { PUBLIC_URL, startTestApp, type TestContext } from '../../test/app.js';
import { bearer, outboxFor, PASSWORD, registerMember, uniqueEmail } from '../../test/http.js';
import { send } from '../../test/api.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { profileContract } from '../../../../shared-api/src/contracts/profile.js';
import { accountFeatureContract } from '../../../../mfe-account/src/features/account/contract.js';

describe('POST /api/user/register', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('creates the member and signs them in with a working token', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, accountContract.registerMember, { body: { name: '  Sana Malik ', email, phone: '0300 1234567', password: PASSWORD } });
    assert.equal(res.status, 201);
    assert.equal(res.body.error, false);
    const { api_token, ...details } = res.body.data;
    assert.match(api_token, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(Object.keys(details).sort(), ['email', 'is_profile_completed', 'language', 'member_id', 'name', 'phone', 'role']);
    assert.equal(details.role, 'member');
    assert.equal(details.language, 'en', 'the language of the page the member registered on');
    assert.equal(details.name, 'Sana Malik');
    assert.equal(details.is_profile_completed, false);
    const profile = await send(ctx.app, profileContract.getProfile, {}, bearer(api_token));
    assert.equal(profile.status, 200);
    assert.equal(profile.body.data.email, email);
  });

  test('gives random, unguessable ids: a base32 member id and a FAP-XXXX-XXXX membership id', async () => {
    const a = await registerMember(ctx.app, ctx.db);
    const b = await registerMember(ctx.app, ctx.db);
    const rows = await ctx.db.selectFrom('users').select(['member_id', 'membership_id']).where('id', 'in', [a.userId, b.userId]).execute();
    for (const row of rows) {
      assert.match(row.member_id, /^[a-z2-7]{16}$/);
      assert.match(row.membership_id, /^FAP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
    assert.notEqual(rows[0].member_id, rows[1].member_id);
  });

  test('stores the password as an argon2id hash, never in clear', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { password_hash } = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.match(password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!password_hash.includes(PASSWORD));
  });

  test('stores only the SHA-256 of the API token', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const tokens = await ctx.db.selectFrom('api_tokens').selectAll().where('user_id', '=', member.userId).execute();
    assert.equal(tokens.length, 1);
    assert.equal(tokens[0].token_hash, sha256(member.token));
    assert.ok(!JSON.stringify(tokens).includes(member.token));
    const days = (tokens[0].expires_at.getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30, `expires in ${days} days`);
  });

  test('refuses an e-mail that is already taken, whatever its case', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountContract.registerMember, { body: { name: 'Someone Else', email: member.email.toUpperCase(), phone: '0300 7654321', password: PASSWORD } });
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'This e-mail address already has an account. Please sign in, or use another address.');
  });

  test('uses the spec’s messages for a short password and an invalid e-mail', async () => {
    const short = await send(ctx.app, accountContract.registerMember, { body: { name: 'A', email: uniqueEmail(), phone: '0300', password: 'seven77' } });
    assert.equal(short.status, 422);
    assert.equal(short.body.message, 'password must be at least 8 characters !');
    const invalid = await send(ctx.app, accountContract.registerMember, { body: { name: 'A', email: 'not-an-email', phone: '0300', password: PASSWORD } });
    assert.equal(invalid.status, 422);
    assert.equal(invalid.body.message, 'The input is not valid email');
    assert.deepEqual(invalid.body.data.errors, { email: 'The input is not valid email' });
  });

  test('refuses a common password, also one the form does not know, and creates no account', async () => {
    const message = 'This password is too easy to guess: it is on lists of common and leaked passwords. Please choose another.';
    // '12345678' is among the most used (the form refuses it too); 'abcdefgh' and 'superstar' only the server's lists have.
    for (const password of ['12345678', 'PassWord', 'abcdefgh', 'password1', 'superstar']) {
      const email = uniqueEmail();
      const res = await send(ctx.app, accountContract.registerMember, { body: { name: 'Sana Malik', email, phone: '0300 1234567', password } });
      assert.equal(res.status, 422, password);
      assert.deepEqual(res.body.data.errors, { password: message });
      assert.equal(await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined);
    }
  });

  test('refuses a password made of the member’s e-mail name or name, with the field error, and creates nothing', async () => {
    const message = 'Please choose a password that does not contain your name or e-mail address.';
    for (const password of ['zubair.search', 'Zubair#2026', 'search-zubair-1', 'Khattak@Peshawar']) {
      const email = uniqueEmail('zubair.search');
      const res = await send(ctx.app, accountContract.registerMember, { body: { name: 'Zubair Khattak', email, phone: '0300 1234567', password } });
      assert.equal(res.status, 422, password);
      assert.equal(res.body.message, message);
      assert.deepEqual(res.body.data.errors, { password: message });
      assert.equal(await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined);
      assert.equal((await outboxFor(ctx.db, email)).length, 0, 'no welcome e-mail');
    }
  });

  test('sends a welcome e-mail whose unsubscribe link works, and can be used again', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const [mail] = await outboxFor(ctx.db, member.email);
    assert.match(mail.subject, /Welcome/);
    const link = new RegExp(`${PUBLIC_URL}/unsubscribe\\?id=([A-Za-z0-9_-]{43})`).exec(mail.text);
    assert.ok(link, mail.text);
    assert.ok(mail.html.includes(link[0]));
    const id: string = link[1];
    for (let i = 0; i < 2; i++) {
      const res = await send(ctx.app, accountFeatureContract.unsubscribe, { body: { id } });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'You have been unsubscribed.');
    }
    const user = await ctx.db.selectFrom('users').select(['marketing_opt_out', 'unsubscribe_token_hash']).where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.equal(user.marketing_opt_out, true);
    assert.equal(user.unsubscribe_token_hash, sha256(id));
  });

  test('answers 404 for an unknown unsubscribe id, and 422 for none', async () => {
    const unknown = await send(ctx.app, accountFeatureContract.unsubscribe, { body: { id: 'x'.repeat(43) } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'This unsubscribe link is invalid.');
    const missing = await send(ctx.app, accountFeatureContract.unsubscribe, { body: {} });
    assert.equal(missing.status, 422);
  });

  test('limits registrations per IP address', async () => {
    const app = await ctx.another({ rateLimits: { registerPerIp: { max: 2, windowMs: 60_000 } } });
    const attempt = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/user/register', remoteAddress, payload: { name: 'A', email: uniqueEmail(), phone: '1', password: PASSWORD } });
    assert.equal((await attempt('10.0.0.1')).statusCode, 201);
    assert.equal((await attempt('10.0.0.1')).statusCode, 201);
    const limited = await attempt('10.0.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error, true);
    assert.match(limited.json().message, /^Too many attempts\. Please try again in/);
    assert.equal((await attempt('10.0.0.2')).statusCode, 201);
  });
});
