// Per-address limits are counted in the database: every instance on it counts the same requests.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestContext } from '../test/app.js';
import { uniqueEmail } from '../test/http.js';
import { countHit } from './rate-counters.js';

describe('per-address limits across instances', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  const attempt = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email: uniqueEmail(), password: 'whatever1' } });
  const limits = { rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } };

  test('two instances with one limit count one address together; another address keeps its own count', async () => {
    const [a, b] = [await ctx.another(limits), await ctx.another(limits)];
    assert.equal((await attempt(a, '10.9.0.1')).statusCode, 401);
    assert.equal((await attempt(b, '10.9.0.1')).statusCode, 401);
    assert.equal((await attempt(a, '10.9.0.1')).statusCode, 401);
    const refused = await attempt(b, '10.9.0.1');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many attempts\. Please try again in a minute\.$/);
    assert.equal((await attempt(a, '10.9.0.2')).statusCode, 401);
    // No address is kept as it is.
    const keys = await ctx.db.selectFrom('rate_counters').select('key').execute();
    assert.ok(keys.length > 0 && keys.every(({ key }) => /^[0-9a-f]{64}$/.test(key)));
  });

  test('requests at once on two instances are each counted: exactly the limit gets through', async () => {
    const [a, b] = [await ctx.another(limits), await ctx.another(limits)];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? a : b, '10.9.0.3')));
    assert.equal(answers.filter((res) => res.statusCode === 401).length, 3);
    assert.equal(answers.filter((res) => res.statusCode === 429).length, 7);
  });

  test('a window starts with its first request and counts afresh once it has ended', async () => {
    const first = await countHit(ctx.db, 'window-test', 60_000);
    assert.equal(first.current, 1);
    assert.ok(first.ttl > 59_000 && first.ttl <= 60_000, `ttl ${first.ttl}`);
    assert.equal((await countHit(ctx.db, 'window-test', 60_000)).current, 2);
    await ctx.db.updateTable('rate_counters').set({ resets_at: new Date(Date.now() - 1000) }).where('key', '=', 'window-test').execute();
    assert.equal((await countHit(ctx.db, 'window-test', 60_000)).current, 1);
  });
});
