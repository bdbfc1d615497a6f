// The bad-input net: every route of the OpenAPI document, signed in and not, is sent a corpus of malformed
// path parameters, queries and bodies. No answer may be a 5xx, every answer under /api is the envelope with
// the security headers and echoes none of the input, and a refused request changes no record. A new route
// is covered the day it is added, without a test of its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { defaultRateLimits, type RateLimits } from '../config.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { registerMember } from '../test/http.js';
import { apiRoutes, plausibleBody, probedRoutes, withParams, type ApiRoute } from '../test/routes.js';

const MARK = 'zq<mark>'; // never part of a real answer: an echo of the input is easy to find
const deep = (n: number): unknown => (n === 0 ? MARK : { a: deep(n - 1) });

/** What each named query parameter is sent besides the general ones: past the integers, twice, as an array or object. */
const perParameter = (name: string) => [`${name}=2147483648`, `${name}=99999999999999999999`, `${name}=-9223372036854775809`, `${name}=1&${name}=2`, `${name}[]=1`, `${name}[a]=1`, `${name}=`];

/** Values a field of any type might be sent instead of what it expects. */
const values: unknown[] = [
  ['a', 'b'],
  { nested: MARK },
  null,
  true,
  -1,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e20,
  1.5,
  '',
  `${MARK}\u0000`,
  `${MARK}\u0007\u001b[2J`,
  '\u202e\u0645\u0631\u062d\u0628\u0627 🧑🏽‍💻',
  MARK.repeat(20_000),
  deep(64),
];

const pathValues = ['0', '-1', '2147483648', '99999999999999999999', 'abc', '%00', `${encodeURIComponent(MARK)}%00`, '%E0%A4%A', '__proto__', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(3000)];

const queryValues = ['page=-1', 'page=2147483648', 'page=99999999999999999999', 'page=9223372036854775808', 'page=abc', 'page=1&page=2', 'per_page=100000', '__proto__=x', 'constructor[prototype][x]=1', `q=${encodeURIComponent(MARK)}%00`, 'q=%E0%A4%A', `skills=${'a+'.repeat(2000)}`];

describe('bad input, on every route', { concurrency: false }, () => {
  let ctx: TestContext;
  let token: string;
  let routes: ApiRoute[];
  let refusedChanges: string[];
  const failures: string[] = [];

  // What a refused request must not change: the rows of every table a request can write (the rate limiter's
  // own counts excepted), and the member's account and profile field by field.
  const fingerprint = async () => {
    const { rows } = await sql<{ f: string }>`
      select concat_ws(',',
        (select count(*) from users), (select count(*) from api_tokens), (select count(*) from password_resets),
        (select count(*) from publication_requests), (select count(*) from outbox), (select count(*) from uploads),
        (select count(*) from audit_log), (select count(*) from user_skills),
        (select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) from users u),
        (select md5(coalesce(string_agg(p::text, '|' order by p.user_id), '')) from profiles p)) as f`.execute(ctx.db);
    return rows[0].f;
  };
  let last = '';

  before(async () => {
    // Generous limits: the net is about answers, not about the limiter (which has its own tests).
    const roomy = Object.fromEntries(Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, max: 1_000_000 }]));
    ctx = await startTestApp({ rateLimits: roomy as unknown as RateLimits, paymentSimulators: true, messagingSimulators: true });
    token = (await registerMember(ctx.app, ctx.db)).token;
    await ctx.app.ready();
    routes = apiRoutes(ctx.app);
    // What starting the app and registering queued (the welcome mail, the day's renewal reminders) is done before
    // the net starts, so it is not taken for a change a refused request made.
    await ctx.app.jobs.idle();
    refusedChanges = [];
    last = await fingerprint();
  });
  after(() => ctx.close());

  async function send(label: string, options: InjectOptions) {
    const res = await ctx.app.inject(options);
    const where = `${label} ${options.method} ${String(options.url).slice(0, 120)}`;
    if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) {
      failures.push(`${where} → ${res.statusCode} not JSON (${type})`);
      return;
    }
    if (res.headers['x-content-type-options'] !== 'nosniff' || !res.headers['content-security-policy']) failures.push(`${where} → no security headers`);
    let body: { error?: unknown; message?: unknown };
    try {
      body = res.json();
    } catch {
      failures.push(`${where} → body is not JSON`);
      return;
    }
    if (typeof body.error !== 'boolean' || typeof body.message !== 'string' || !('data' in body)) failures.push(`${where} → not the envelope`);
    if (res.statusCode >= 400 && (res.body.includes('zq<mark>') || res.body.includes('zq\\u003cmark>'))) failures.push(`${where} → ${res.statusCode} echoes the input`);
    const now = await fingerprint();
    if (res.statusCode >= 400 && now !== last) refusedChanges.push(`${where} → ${res.statusCode}`);
    last = now;
  }

  test('the OpenAPI document lists the routes the net walks', () => {
    assert.ok(routes.length >= 25, `only ${routes.length} routes`);
    assert.ok(routes.some((r) => r.method === 'POST' && r.url === '/api/user/register' && r.fields.includes('email')));
  });

  test('path parameters and queries', async () => {
    for (const route of probedRoutes(routes)) {
      for (const auth of [{}, { authorization: `Bearer ${token}` }]) {
        const label = auth.authorization ? 'member' : 'visitor';
        if (route.url.includes('{')) {
          for (const value of pathValues) await send(label, { method: route.method as never, url: withParams(route.url, value), headers: auth });
        }
        if (route.method === 'GET') {
          for (const query of [...queryValues, ...route.query.flatMap(perParameter)]) await send(label, { method: 'GET', url: `${route.url.replace(/\{[^}]+\}/g, '1')}?${query}`, headers: auth });
        }
      }
    }
  });

  test('bodies: every field given every wrong type, and whole bodies that are not objects', async () => {
    for (const route of probedRoutes(routes).filter((r) => r.method !== 'GET')) {
      const url = withParams(route.url, '1');
      for (const auth of [{}, { authorization: `Bearer ${token}` }]) {
        const label = auth.authorization ? 'member' : 'visitor';
        const json = (payload: string) => send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'application/json' }, payload });
        for (const raw of ['[]', '"text"', 'null', '12', '{', '{"a":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) await json(raw);
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'text/plain' }, payload: MARK });
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: MARK });
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\ncut' });
        // A part without the boundary the header should name, and a body that stops inside an image.
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--x--' });
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG' });
        // No body at all, though the header says JSON (a call that takes none must accept it; one that takes one refuses it).
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'application/json' } });
        await send(label, { method: route.method as never, url, headers: { ...auth, 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(2_000_000)}"}` });
        for (const field of route.fields) {
          for (const value of values) {
            await json(JSON.stringify({ [field]: value }));
            await json(JSON.stringify({ ...plausibleBody(route), [field]: value }));
          }
          await json(`{"${field}":"a","${field}":["b"]}`);
        }
      }
    }
  });

  test('no answer was a 5xx, left the envelope, lacked the security headers or echoed the input', () => {
    if (process.env.BAD_INPUT_LOG) fs.writeFileSync(process.env.BAD_INPUT_LOG, failures.join('\n'));
    assert.deepEqual(failures.slice(0, 40), [], `${failures.length} bad answers`);
  });

  test('no refused request changed a record', () => {
    assert.deepEqual(refusedChanges.slice(0, 20), [], `${refusedChanges.length} refused requests changed records`);
  });
});
