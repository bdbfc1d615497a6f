import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { countEvents, slowdownMs } from '../../http/rate-events.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerMember, signIn, uniqueEmail } from '../../test/http.js';
import { send } from '../../test/api.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { profileContract } from '../../../../shared-api/src/contracts/profile.js';

const BAD = 'The e-mail address or password is not right. Please try again.';

describe('signing in and out', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('signs in with the right password, whatever the e-mail’s case', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountContract.signIn, { body: { email: member.email.toUpperCase(), password: member.password } });
    assert.equal(res.status, 200);
    assert.match(res.body.data.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(res.body.data.member_id, member.memberId);
    assert.equal('password_hash' in res.body.data, false);
    assert.equal((await send(ctx.app, profileContract.refreshProfileCompleted, {}, bearer(res.body.data.token))).status, 200);
  });

  test('gives the same 401 for a wrong password and for an unknown e-mail', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const wrong = await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: 'not the password' } });
    const unknown = await send(ctx.app, accountContract.signIn, { body: { email: uniqueEmail('nobody'), password: 'not the password' } });
    for (const res of [wrong, unknown]) {
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { error: true, message: BAD, data: null });
    }
  });

  test('asks to sign in again without a token, with a malformed one, or with an expired one', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Basic ${member.token}` }, bearer('A'.repeat(43))]) {
      const res = await send(ctx.app, profileContract.getProfile, {}, headers);
      assert.equal(res.status, 401);
      assert.equal(res.body.message, 'Please sign in again.');
    }
    await ctx.db.updateTable('api_tokens').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', member.userId).execute();
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).status, 401);
  });

  test('logout revokes the token, and answers 200 even when it is already invalid', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const other = await signIn(ctx.app, member.email, member.password);
    const res = await send(ctx.app, accountContract.signOut, {}, bearer(member.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Logged out Successfully');
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).status, 401);
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(other))).status, 200, 'other sessions stay');
    assert.equal((await send(ctx.app, accountContract.signOut, {}, bearer(member.token))).status, 200);
    assert.equal((await send(ctx.app, accountContract.signOut)).status, 200);
  });

  test('limits sign-in attempts per IP address', async () => {
    const app = await ctx.another({ rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } });
    const attempt = () => app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.1.0.1', payload: { email: uniqueEmail(), password: 'whatever1' } });
    for (let i = 0; i < 3; i++) assert.equal((await attempt()).statusCode, 401);
    const limited = await attempt();
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error, true);
  });

  test('refuses the address that keeps failing, never the owner signing in from another address', async () => {
    const app = await ctx.another({ rateLimits: { loginFailuresPerAddress: { max: 3, windowMs: 15 * 60_000 } } });
    const member = await registerMember(app, ctx.db);
    const login = (email: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email, password } });
    for (let i = 0; i < 3; i++) assert.equal((await login(member.email, 'wrong-password', '10.2.0.1')).statusCode, 401);
    // The guessing address is refused for this account, even with the right password…
    const refused = await login(member.email, member.password, '10.2.0.1');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many failed sign-in attempts/);
    // …and another instance sharing the database agrees,
    const instance2 = await ctx.another({ rateLimits: { loginFailuresPerAddress: { max: 3, windowMs: 15 * 60_000 } } });
    assert.equal((await instance2.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.2.0.1', payload: { email: member.email, password: member.password } })).statusCode, 429);
    // but the owner, from an address with no failures, signs in.
    assert.equal((await login(member.email, member.password, '10.2.1.1')).statusCode, 200);
    await ctx.db.updateTable('rate_events').set({ created_at: sql`now() - interval '16 minutes'` }).execute();
    assert.equal((await login(member.email, member.password, '10.2.0.1')).statusCode, 200);
  });

  test('guesses at one account from many addresses slow it down without refusing the right password', async () => {
    const slowdown = { max: 2, windowMs: 15 * 60_000 };
    const app = await ctx.another({ rateLimits: { loginFailuresPerAddress: { max: 3, windowMs: 15 * 60_000 }, loginSlowdownPerAccount: slowdown } });
    const member = await registerMember(app, ctx.db);
    for (let i = 0; i < 3; i++) {
      const guess = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: `10.5.0.${i}`, payload: { email: member.email, password: 'wrong-password' } });
      assert.equal(guess.statusCode, 401);
    }
    assert.equal(await countEvents(ctx.db, 'login-failure-account', member.email, slowdown.windowMs), 3);
    assert.equal(slowdownMs(3, slowdown), 500);
    const owner = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.5.1.1', payload: { email: member.email, password: member.password } });
    assert.equal(owner.statusCode, 200);
  });

  test('waits nothing under the limit, then doubles from a quarter second up to eight', () => {
    const rule = { max: 10, windowMs: 60_000 };
    assert.deepEqual([0, 9, 10, 11, 12, 15, 40].map((n) => slowdownMs(n, rule)), [0, 0, 250, 500, 1000, 8000, 8000]);
  });

  test('holds the per-address limit when guesses arrive all at once', async () => {
    const app = await ctx.another({ rateLimits: { loginFailuresPerAddress: { max: 3, windowMs: 15 * 60_000 } } });
    const member = await registerMember(app, ctx.db);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.4.0.1', payload: { email: member.email, password: `guess-${i}-wrong` } }),
      ),
    );
    assert.deepEqual(guesses.map((r) => r.statusCode).sort(), [401, 401, 401, 429, 429, 429, 429, 429]);
  });

  test('a successful sign-in clears earlier failures', async () => {
    const app = await ctx.another({ rateLimits: { loginFailuresPerAddress: { max: 2, windowMs: 15 * 60_000 } } });
    const member = await registerMember(app, ctx.db);
    assert.equal((await send(app, accountContract.signIn, { body: { email: member.email, password: 'wrong-password' } })).status, 401);
    assert.equal((await send(app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 200);
    assert.equal((await send(app, accountContract.signIn, { body: { email: member.email, password: 'wrong-password' } })).status, 401);
    assert.equal((await send(app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 200);
  });
});
