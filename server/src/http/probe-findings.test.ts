// The requests an outside probe answered with 500, each kept as it was sent: every one is the sender's mistake and
// must be refused with a 4xx in the envelope, and a call that takes no body accepts an empty JSON one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestContext } from '../test/app.js';
import { bearer, registerMember } from '../test/http.js';

let ctx: TestContext;
let auth: Record<string, string>;
before(async () => {
  ctx = await startTestApp();
  auth = bearer((await registerMember(ctx.app, ctx.db)).token);
});
after(() => ctx.close());

const refused = async (options: InjectOptions, status: number, message: RegExp) => {
  const res = await ctx.app.inject(options);
  assert.equal(res.statusCode, status, `${options.method} ${options.url}: ${res.body.slice(0, 200)}`);
  assert.match(res.json().message, message);
};

test('a page number past any list is refused, not sent to SQL', async () => {
  await refused({ method: 'GET', url: '/api/public-peers?page=99999999999999999999' }, 400, /^page must be at most 100000$/);
  await refused({ method: 'GET', url: '/api/peers?page=99999999999999999999', headers: auth }, 400, /^page must be at most 100000$/);
  await refused({ method: 'GET', url: '/api/events?page=9223372036854775808' }, 400, /^page must be at most/);
});

test('a query key sent twice where one value is expected is refused', async () => {
  await refused({ method: 'GET', url: '/api/public-peers?cursor=1&cursor=2' }, 400, /^cursor must be given once$/);
  await refused({ method: 'GET', url: '/api/peers?cursor=1&cursor=2', headers: auth }, 400, /^cursor must be given once$/);
});

test('an id past the database integers is refused', async () => {
  await refused({ method: 'GET', url: '/api/secondary-skills?parent_id=2147483648' }, 400, /^parent_id is out of range$/);
  // In a path, a number that names no record is simply not found.
  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/event/2147483648' })).statusCode, 404);
});

test('a malformed upload is the sender’s mistake: no boundary, or a body cut short', async () => {
  const part = '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  await refused({ method: 'POST', url: '/api/upload-image', headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: `${part}abc\r\n--x--` }, 400, /^The upload is malformed/);
  await refused({ method: 'POST', url: '/api/upload-image', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, payload: `${part}\u0089PNG` }, 400, /^The upload is malformed/);
});

test('a call that takes no body accepts an empty JSON one; a call that takes one still asks for it', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...auth, 'content-type': 'application/json' } });
  assert.equal(res.statusCode, 200, res.body);
  await refused({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' } }, 422, /./);
});
