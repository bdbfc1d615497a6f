// The API's documentation at /api/docs: anyone's on a developer's machine, staff's only in production, where staff open
// it signed in on the site (its session cookie) or with their token.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../test/app.js';
import { bearer, registerMember } from '../test/http.js';

const ADDRESSES = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html', '/api/docs/static/swagger-ui.css'];

describe('the API documentation', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('is anyone’s to read outside production', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(doc.statusCode, 200);
    assert.ok(doc.json().paths['/api/user/login']);
  });

  test('in production is refused to a visitor at every address of it, and to a member who is not staff', async () => {
    const app = await ctx.another({ production: true, serveSite: false, roles: ['web'] });
    for (const url of ADDRESSES) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
      assert.deepEqual(res.json(), { error: true, message: 'Please sign in again.', data: null }, url);
      assert.doesNotMatch(res.body, /\/api\/user\/login/, url);
    }
    const member = await registerMember(app, ctx.db);
    for (const headers of [bearer(member.token), { cookie: `auth=${member.token}` }]) {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'You do not have access to this page.');
    }
  });

  test('in production is served to staff, signed in on the site or with their token', async () => {
    const app = await ctx.another({ production: true, serveSite: false, roles: ['web'] });
    const staff = await registerMember(app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(staff.token) });
    assert.equal(doc.statusCode, 200);
    assert.ok(doc.json().paths['/api/user/login']);
    // A browser opening the page sends the session cookie, as it does for the site's own pages.
    const page = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: `auth=${staff.token}` } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /swagger-ui/);
    assert.equal((await app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: `auth=${staff.token}` } })).statusCode, 200);
  });
});
