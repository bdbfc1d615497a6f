import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PUBLIC_URL, startTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerMember } from '../../test/http.js';
import { send } from '../../test/api.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';

/** The sign-in page's form as a browser posts it, from this site's page unless `origin` says otherwise. */
const post = (ctx: TestContext, fields: Record<string, string>, { url = '/login', origin = PUBLIC_URL as string | null, cookie = '' } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });

const cookiesOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []) as string[];
};

describe('the sign-in page’s own form, posted without its script (decision 038)', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('signs in: the two session cookies as the page’s script sets them, then on to the member’s landing page', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await post(ctx, { email: member.email.toUpperCase(), password: member.password });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/dashboard/membership');
    const [auth, details] = cookiesOf(res);
    assert.match(auth, /^auth=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax$/);
    assert.deepEqual(JSON.parse(decodeURIComponent(details.split(';')[0].slice('user_details='.length))), { member_id: member.memberId, is_profile_completed: false, role: 'member' });
    // The cookie's token is a session the API knows.
    const token = auth.split(';')[0].slice('auth='.length);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, bearer(token))).status, 200);
  });

  test('goes on to the referrer on this site, in the page’s language; another site’s referrer is ignored', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const kept = await post(ctx, { email: member.email, password: member.password, referrer: '/dashboard/events?page=2' });
    assert.equal(kept.headers.location, '/dashboard/events?page=2');
    const urdu = await post(ctx, { email: member.email, password: member.password, referrer: '/dashboard/events' }, { url: '/ur/login' });
    assert.equal(urdu.headers.location, '/ur/dashboard/events');
    for (const referrer of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await post(ctx, { email: member.email, password: member.password, referrer });
      assert.equal(res.headers.location, '/dashboard/membership', referrer);
    }
  });

  test('a refusal goes back to the page, which says why, with no cookie: wrong password, nothing given', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const wrong = await post(ctx, { email: member.email, password: 'not the password', referrer: '/dashboard/events' });
    assert.equal(wrong.statusCode, 303);
    assert.equal(wrong.headers.location, '/login?referrer=%2Fdashboard%2Fevents&failed=credentials');
    assert.deepEqual(cookiesOf(wrong), []);
    const empty = await post(ctx, { email: '', password: '' }, { url: '/ur/login' });
    assert.equal(empty.headers.location, '/ur/login?failed=missing');
    // The API's one rule for a sign-in: an address that is not one is refused before any account is looked for.
    assert.equal((await post(ctx, { email: 'not-an-address', password: 'x' })).headers.location, '/login?failed=missing');
    const malformed = await ctx.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL }, payload: 'email=%E0%A4%A&password' });
    assert.equal(malformed.statusCode, 303);
    assert.equal(malformed.headers.location, '/login?failed=missing');
  });

  test('a disabled account is told so, only with its right password', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', member.userId).execute();
    assert.equal((await post(ctx, { email: member.email, password: member.password })).headers.location, '/login?failed=disabled');
    assert.equal((await post(ctx, { email: member.email, password: 'not it' })).headers.location, '/login?failed=credentials');
  });

  test('keeps the member’s language as the page’s script does: the account’s becomes the browser’s, a choice not yet saved goes to the account', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ language: 'ur' }).where('id', '=', member.userId).execute();
    const fresh = await post(ctx, { email: member.email, password: member.password });
    assert.ok(cookiesOf(fresh).some((cookie) => /^lang=ur; Path=\/; SameSite=Lax; Max-Age=31536000$/.test(cookie)), cookiesOf(fresh).join(' | '));
    const same = await post(ctx, { email: member.email, password: member.password }, { cookie: 'lang=ur' });
    assert.ok(!cookiesOf(same).some((cookie) => cookie.startsWith('lang')), 'nothing to change');

    const chose = await post(ctx, { email: member.email, password: member.password }, { cookie: 'lang=en; lang_pending=1' });
    assert.ok(cookiesOf(chose).some((cookie) => /^lang_pending=; .*Max-Age=0/.test(cookie)));
    const account = await ctx.db.selectFrom('users').select('language').where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.equal(account.language, 'en');
  });

  test('another site’s page cannot post it, nor a post that does not say where it comes from', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await post(ctx, { email: member.email, password: member.password }, { origin });
      assert.equal(res.statusCode, 403, String(origin));
      assert.deepEqual(cookiesOf(res), []);
    }
  });

  test('shares the API’s limit on failures for one account from one address', async () => {
    const limited = await startTestApp({ rateLimits: { loginFailuresPerAddress: { max: 2, windowMs: 60_000 } } });
    try {
      const member = await registerMember(limited.app, limited.db);
      for (let i = 0; i < 2; i++) assert.equal((await post(limited, { email: member.email, password: 'wrong' })).headers.location, '/login?failed=credentials');
      assert.equal((await post(limited, { email: member.email, password: member.password })).headers.location, '/login?failed=wait');
      assert.equal((await send(limited.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 429, 'and the API counts the form’s failures');
    } finally {
      await limited.close();
    }
  });
});
