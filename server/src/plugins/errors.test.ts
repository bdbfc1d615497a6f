import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../test/app.js';
import { call, get, post } from '../test/http.js';

describe('the envelope', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('answers malformed JSON with 400 in the envelope', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { error: true, message: 'The request body is not valid JSON.', data: null });
  });

  test('answers an unsupported content type with 415', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    assert.equal(res.status, 415);
    assert.equal(res.body.error, true);
  });

  test('answers a body over the limit with 413', async () => {
    const res = await post(ctx.app, '/api/user/login', { email: 'a@example.org', password: 'x'.repeat(200_000) });
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'The request body is too large.');
  });

  test('answers a JSON body that is not an object with 400', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'The request body must be a JSON object.');
  });

  test('answers an unknown /api route with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nothing-here'], ['POST', '/api/user/nothing'], ['DELETE', '/api/cities']] as const) {
      const res = await call(ctx.app, { method, url });
      assert.equal(res.status, 404, url);
      assert.deepEqual(res.body, { error: true, message: 'The requested resource was not found.', data: null });
    }
  });

  test('answers a broken rule with 422, the first message, and every field error', async () => {
    const res = await post(ctx.app, '/api/user/register', {});
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'Please enter your full name');
    assert.deepEqual(res.body.data.errors, {
      name: 'Please enter your full name',
      email: 'Please input your email',
      phone: 'Please input your contact number',
      password: 'Please input your password!',
    });
  });

  test('reports the health of the database', async () => {
    const res = await get(ctx.app, '/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { error: false, message: 'OK', data: { status: 'ok', database: 'ok' } });
  });

  test('sends the security headers with a CSP that allows no inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  test('documents every call in OpenAPI, with request bodies generated from the shared rules', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    for (const path of ['/api/user/register', '/api/user/login', '/api/user/profile', '/api/upload-image', '/api/secondary-skills']) {
      assert.ok(doc.paths[path], path);
    }
    const body = doc.paths['/api/user/register'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(body.required, ['name', 'email', 'phone', 'password']);
    assert.equal(body.properties.password.minLength, 8);
    assert.equal(body.properties.email.format, 'email');
  });
});
