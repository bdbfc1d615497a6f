// The log as an operator reads it: JSON lines, one per request with its route and id, the id carried into the jobs the
// request queued, the staff member on staff calls, and no password, token, CNIC or phone number in full.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { memberAccountContract } from '../../../mfe-account/src/features/member-accounts/contract.js';
import { uploadExpiry } from '../modules/uploads/jobs.js';
import { send } from '../test/api.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { bearer, get, PASSWORD, post, registerMember, uniqueEmail } from '../test/http.js';
import { freePort } from '../test/postgres-cluster.js';
import { loggerOptions, MASK, redact, redactText, requestIdFactory, serializeError } from './logging.js';

describe('errors in the log', () => {
  test('keep their message, code and cause, however deep, masked', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const outer = new Error('The job queue could not fetch', { cause: inner });
    const line = serializeError(outer);
    assert.equal(line.type, 'Error');
    assert.equal(line.message, 'The job queue could not fetch');
    assert.deepEqual((line.cause as Record<string, unknown>).code, 'ECONNREFUSED');
    assert.equal((line.cause as Record<string, unknown>).message, 'connect ECONNREFUSED 127.0.0.1:5432');
    assert.equal(serializeError(new Error('for 03001234567')).message.includes('03001234567'), false);
  });

  test('a plain object shaped like an error is logged by its message and code, never as [object Object]', () => {
    const line = serializeError({ message: 'terminating connection due to administrator command', code: '57P01', name: 'DatabaseError' });
    assert.equal(line.type, 'DatabaseError');
    assert.equal(line.message, 'terminating connection due to administrator command');
    assert.equal(line.code, '57P01');
    assert.doesNotMatch(JSON.stringify(serializeError({ reason: 'gone', token: 'abc' })), /object Object|abc/);
  });

  test('an aggregate (a host refused at each of its addresses) names each error', () => {
    const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const line = serializeError(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')], ''));
    assert.deepEqual(
      (line.errors as Array<{ message: string }>).map((e) => e.message),
      ['connect ECONNREFUSED ::1:5432', 'connect ECONNREFUSED 127.0.0.1:5432'],
    );
  });
});

describe('masking what the log must not hold', () => {
  test('a secret’s field goes whatever it holds, at any depth', () => {
    assert.deepEqual(redact({ email: 'sana@example.org', password: 'Karachi#2024', body: { new_password: 'x', api_token: 'abc', cnic: '4210112345671', phone: '+92 300 1234567' } }), {
      email: 'sana@example.org',
      password: MASK,
      body: { new_password: MASK, api_token: MASK, cnic: MASK, phone: MASK },
    });
  });

  test('CNICs and phone numbers in any text keep only their last two digits', () => {
    assert.equal(redactText('CNIC 42101-1234567-1 was refused'), 'CNIC *****-******7-1 was refused');
    assert.equal(redactText('call 0300-1234567 or +92 321 7654321'), 'call ****-*****67 or +** *** *****21');
    assert.equal(redactText('4210112345671'), '***********71');
    assert.equal(redactText('+44 20 7946 0958'), '+** ** **** **58');
    // Ids, amounts and times are no phone numbers.
    assert.equal(redactText('order 123456 of PKR 15000 at 10:30, member PFA-2024-00123'), 'order 123456 of PKR 15000 at 10:30, member PFA-2024-00123');
  });

  test('a token in an address or a header is masked, the rest of the address kept', () => {
    assert.equal(redactText('/reset-password?token=Zx81kQ_abc&next=/dashboard'), `/reset-password?token=${MASK}&next=/dashboard`);
    assert.equal(redactText('/undo-email-change?token=abc123'), `/undo-email-change?token=${MASK}`);
    assert.equal(redactText('Authorization: Bearer abcdefghijklmnopqrstuvwxyz'), `Authorization: Bearer ${MASK}`);
  });

  test('a request id is taken from x-request-id only behind a trusted proxy, and only when it looks like one', () => {
    const request = (id?: string) => ({ headers: id ? { 'x-request-id': id } : {} }) as never;
    assert.equal(requestIdFactory({ trustHeader: true })(request('lb-7f3a9c21')), 'lb-7f3a9c21');
    assert.notEqual(requestIdFactory({ trustHeader: false })(request('lb-7f3a9c21')), 'lb-7f3a9c21');
    assert.notEqual(requestIdFactory({ trustHeader: true })(request('x"} {"level":"fatal')), 'x"} {"level":"fatal');
  });
});

describe('the server’s log', () => {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const stream = {
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line));
    },
  };
  let ctx: TestContext;
  let smtpUrl = '';
  // A staff call that queues a job, as staff actions do (a removal, a mail).
  const staffQueues: FastifyPluginAsync = async (api) => {
    api.post('/test/staff-queues', { config: { access: 'staff' } }, async () => {
      await api.jobs.queue(uploadExpiry, { name: 'notstored.png' }, { startAfterSeconds: 3600 });
      return { error: false, message: 'OK', data: null };
    });
  };
  const waitFor = async (found: () => Record<string, unknown> | undefined, what: string) => {
    for (let i = 0; i < 100; i++) {
      const line = found();
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail(`no log line ${what}`);
  };

  before(async () => {
    // An SMTP server that refuses connections: each delivery fails, and says so in the log.
    smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    ctx = await startTestApp({ logger: loggerOptions('info', stream), smtpUrl, mailRetry: { retryLimit: 0, retryDelay: 1 } });
  });
  after(() => ctx.close());

  test('a request is one JSON line with its route, status, time and id, answered as x-request-id', async () => {
    const res = await get(ctx.app, '/api/cities');
    const id = res.headers['x-request-id'];
    assert.ok(id);
    const line = lines.find((l) => l.reqId === id && l.msg === 'request completed');
    assert.ok(line, 'the request’s line');
    assert.equal(line.level, 'info');
    assert.match(String(line.time), /^\d{4}-\d\d-\d\dT/);
    assert.deepEqual(line.req, { method: 'GET', url: '/api/cities', route: '/api/cities', remoteAddress: '127.0.0.1' });
    assert.deepEqual(line.res, { statusCode: 200 });
    assert.equal(typeof line.responseTime, 'number');
    assert.equal(lines.filter((l) => l.reqId === id).length, 1, 'one line per request');
  });

  test('a sign-up’s password, phone and tokens are nowhere in the log, and its mail’s delivery carries its request id', async () => {
    const email = uniqueEmail();
    const res = await post(ctx.app, '/api/user/register', { name: 'Sana Malik', email, phone: '+92 300 7654321', password: PASSWORD });
    assert.equal(res.status, 201, res.body.message);
    const id = res.headers['x-request-id'];
    const failed = await waitFor(() => lines.find((l) => l.reqId === id && l.msg === 'mail delivery failed'), 'for the failed delivery');
    assert.equal(failed.job, 'mail.send');
    assert.ok(failed.jobId);
    await get(ctx.app, `/api/user/email-changes?token=${res.body.data.api_token}`);
    const all = raw.join('');
    assert.doesNotMatch(all, new RegExp(PASSWORD.replace(/[#]/g, '\\$&')));
    assert.doesNotMatch(all, /7654321/);
    assert.doesNotMatch(all, new RegExp(res.body.data.api_token));
  });

  test('a staff call’s line names the staff member, and so does the job it queued', async () => {
    const staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const list = await send(ctx.app, memberAccountContract.listMembers, { query: {} }, bearer(staff.token));
    assert.equal(list.status, 200);
    const line = lines.find((l) => l.reqId === list.headers['x-request-id'] && l.msg === 'request completed');
    assert.equal(line?.actor, staff.userId);

    const app = await ctx.another({ roles: ['web'] }, staffQueues);
    const queued = await app.inject({ method: 'POST', url: '/api/test/staff-queues', headers: bearer(staff.token) });
    assert.equal(queued.statusCode, 200);
    const { rows } = await sql<{ from: unknown }>`select data->'$queuedFrom' as from from pgboss.job where name = ${uploadExpiry.name} and data->>'name' = 'notstored.png'`.execute(ctx.db);
    assert.deepEqual(rows[0]?.from, { reqId: queued.headers['x-request-id'], actor: staff.userId });
    // A member's own calls name no actor.
    const member = await registerMember(ctx.app, ctx.db);
    const own = await get(ctx.app, '/api/user/session', bearer(member.token));
    assert.equal(lines.find((l) => l.reqId === own.headers['x-request-id'])?.actor, undefined);
  });
});
