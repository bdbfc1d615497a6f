import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../test/app.js';
import { call, get } from '../test/http.js';
import { Refusal } from '../lib/domain-errors.js';
import { toEnvelope } from './errors.js';
import { send } from '../test/api.js';
import { accountContract } from '../../../shared-api/src/contracts/account.js';
import { healthContract } from '../../../shared-api/src/contracts/health.js';

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
    const res = await send(ctx.app, accountContract.signIn, { body: { email: 'a@example.org', password: 'x'.repeat(200_000) } });
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
    const res = await send(ctx.app, accountContract.registerMember, { body: {} });
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
    const res = await send(ctx.app, healthContract.getHealth);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { error: false, message: 'OK', data: { status: 'ok', database: 'ok' } });
  });

  test('sends the security headers with a CSP that allows no inline script but the pages\' first one, by its hash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
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

describe('answers made before any route runs', () => {
  let ctx: TestContext;
  let port: number;
  before(async () => {
    ctx = await startTestApp();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as import('node:net').AddressInfo).port;
  });
  after(() => ctx.close());

  /** Sends raw bytes and answers the status line, headers and body as the server wrote them. */
  const raw = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
    });

  const expectEnvelope = (res: { status: number; headers: string; body: string }, status: number) => {
    assert.equal(res.status, status);
    assert.match(res.headers, /x-content-type-options: nosniff/);
    assert.match(res.headers, /content-security-policy: [^\r]*default-src '(none|self)'/);
    const body = JSON.parse(res.body);
    assert.equal(body.error, true);
    assert.equal(body.data, null);
    assert.ok(!res.body.includes('evil'), 'echoes no input');
    return body;
  };

  test('a malformed encoding in the address', async () => {
    const body = expectEnvelope(await raw('GET /api/blogs/evil%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400);
    assert.equal(body.message, 'The address of the request is malformed.');
  });

  test('a path parameter longer than any id', async () => {
    expectEnvelope(await raw(`GET /api/blogs/${'evil'.repeat(1000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 414);
  });

  test('headers too large, a malformed header, chunked with a Content-Length', async () => {
    expectEnvelope(await raw(`GET /api/blogs HTTP/1.1\r\nHost: x\r\nX-Evil: ${'a'.repeat(20_000)}\r\n\r\n`), 431);
    expectEnvelope(await raw('GET /api/blogs HTTP/1.1\r\nHost: x\r\nX Evil: 1\r\n\r\n'), 400);
    expectEnvelope(await raw('POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'), 400);
  });

  test('a NUL byte, a prototype key or deep nesting in an otherwise valid request: 400, nothing stored', async () => {
    const email = `nul.${Date.now()}@example.org`;
    const nul = await send(ctx.app, accountContract.registerMember, { body: { name: 'Sana\u0000 Malik', email, phone: '0300 1234567', password: 'Karachi#2024' } });
    assert.equal(nul.status, 400);
    assert.equal(nul.body.message, 'The request contains a character that is not allowed.');
    assert.equal(await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined);
    assert.equal((await get(ctx.app, '/api/packages/Seed%00')).status, 400);
    assert.equal((await get(ctx.app, '/api/blogs?__proto__=x')).status, 400);
    const deep = await call(ctx.app, { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"a":'.repeat(40) + '1' + '}'.repeat(40) });
    assert.equal(deep.status, 400);
    assert.equal(deep.body.message, 'The request is nested too deeply.');
  });
});

test('a refusal from below the routes becomes its HTTP status, with the fields at fault', () => {
  assert.deepEqual(toEnvelope(new Refusal('conflicting', 'Taken.', { email: 'Taken.' })), { status: 409, message: 'Taken.', data: { errors: { email: 'Taken.' } } });
  assert.deepEqual(toEnvelope(new Refusal('missing', 'No such event.')), { status: 404, message: 'No such event.', data: null });
  assert.equal(toEnvelope(new Refusal('limited', 'Later.')).status, 429);
});
