// The authorization suite: every API route, read from the app, probed by visitors, dead tokens, a member, staff and
// member A against member B's records (see test/authorization.ts for the rules). A route added by the next module
// joins it without a test of its own; a route naming a member's record in its path must say what it names
// (`config.owns`) and test/owned-records.ts must know how to make one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { ok } from './envelope.js';
import { notFound } from './errors.js';
import { yupSchema } from './yup-schema.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { probeAuthorization, type Cast, type Member } from '../test/authorization.js';
import { INCOMPLETE_PROFILE_MESSAGE } from '../../../shared-api/src/enums.js';
import { bearer, call, registerMember, signIn } from '../test/http.js';
import { completeProfile } from '../test/profile.js';
import { apiRoutes, plausibleBody, probedRoutes, withParams } from '../test/routes.js';
import { send } from '../test/api.js';
import { accountContract } from '../../../shared-api/src/contracts/account.js';

/** Routes built wrong on purpose, each the way a real one could be. */
const wrongRoutes: FastifyPluginAsync = async (api) => {
  // Reads any member's upload by its name, without asking whose it is.
  api.get<{ Params: { key: string } }>('/user/wrong/uploads/:key', { config: { access: 'member', owns: 'upload' } }, async (request) => {
    const row = await api.db.selectFrom('uploads').select(['name', 'mime']).where('name', '=', request.params.key).executeTakeFirst();
    if (!row) throw notFound('This file does not exist.');
    return ok(row);
  });
  // Renames whichever member the body names.
  api.post<{ Body: { member_id: string } }>(
    '/user/wrong/rename',
    { config: { access: 'member', owns: 'self' }, schema: { body: yupSchema(yup.object({ member_id: yup.string().required() })) } },
    async (request) => {
      await api.db.updateTable('users').set({ name: 'Renamed Member' }).where('member_id', '=', request.body.member_id).execute();
      return ok(null);
    },
  );
  // A list of members that shows their e-mail addresses.
  api.get('/user/wrong/peers', { config: { access: 'member' } }, async () => ok(await api.db.selectFrom('users').select(['name', 'email']).execute()));
  // Names a record in its path without saying whose.
  api.get('/user/wrong/notes/:id', { config: { access: 'member' } }, async () => ok(null));
};

describe('authorization, on every route', { concurrency: false }, () => {
  let ctx: TestContext;
  let cast: Cast;

  const member = async (name: string, phone: string): Promise<Member> => ({ ...(await registerMember(ctx.app, ctx.db, { name, phone })), name });

  before(async () => {
    ctx = await startTestApp();
    const a = await member('Sana Malik', '+92 300 1112233');
    const b = await member('Bushra Qaiserani', '+92 321 7654321');
    await completeProfile(ctx.app, b, { birthdate: '1991-07-13' });
    const staff = await member('Zainab Staffer', '+92 333 4445566');
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const gone = await member('Omar Signedout', '+92 345 9998877');
    await send(ctx.app, accountContract.signOut, {}, { authorization: `Bearer ${gone.token}` });
    cast = { app: ctx.app, db: ctx.db, a, b, staff, revokedToken: gone.token };
  });
  after(() => ctx.close());

  test('every API route says who may call it, and the OpenAPI document says the same', () => {
    const routes = apiRoutes(ctx.app);
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const documented = Object.entries(doc.paths).flatMap(([url, methods]) => (url.startsWith('/api/') && !url.startsWith('/api/docs') ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`) : []));
    assert.deepEqual(routes.map((r) => `${r.method} ${r.url}`).sort(), documented.sort());
    for (const route of routes) {
      const security = doc.paths[route.url][route.method.toLowerCase()].security;
      assert.equal(Boolean(security?.length), route.access !== 'public', `${route.method} ${route.url} is ${route.access} but the document says otherwise`);
    }
    assert.ok(['member', 'staff', 'admin'].every((access) => routes.some((r) => r.access === access)));
  });

  test('a route that does not say who may call it stops the server from starting', async () => {
    await assert.rejects(
      ctx.another({}, async (api) => {
        api.get('/user/unsaid', async () => ok(null));
      }),
      /GET \/api\/user\/unsaid does not say who may call it/,
    );
  });

  test('no visitor reaches a member route, no member a staff route, and member A never reaches member B', async () => {
    const problems = await probeAuthorization(cast, probedRoutes(apiRoutes(ctx.app)));
    assert.deepEqual(problems, []);
  });

  test('the probe catches routes built wrong', async () => {
    const app = await ctx.another({}, wrongRoutes);
    const problems = await probeAuthorization({ ...cast, app }, apiRoutes(app).filter((r) => r.url.includes('/wrong/')));
    const expected = [
      /^A with B's record: GET \/api\/user\/wrong\/uploads\/\{key\} → 200/,
      /^A with B's .* in member_id: POST \/api\/user\/wrong\/rename → 200 changed another member's records/,
      /^A: GET \/api\/user\/wrong\/peers → the answer carries B's private detail/,
      /^GET \/api\/user\/wrong\/notes\/\{id\}: a member route names a record in its path but does not say whose/,
    ];
    for (const pattern of expected) assert.ok(problems.some((p) => pattern.test(p)), `${pattern} not among:\n${problems.join('\n')}`);
    // The renamed member is put back for the tests that follow.
    await ctx.db.updateTable('users').set({ name: cast.b.name }).where('id', '=', cast.b.userId).execute();
  });

  test('a call that needs a complete profile asks the database, not the token: completing it on one device opens it on another at once', async () => {
    const gated = apiRoutes(ctx.app).filter((route) => route.profile === 'complete');
    assert.deepEqual(gated.map((r) => `${r.method} ${r.url}`).sort(), [
      'GET /api/discount/{promotionId}/claim',
      'POST /api/course',
      'POST /api/user/bank-account-lead',
      'POST /api/user/event/{id}/enroll',
      'POST /api/user/volunteer',
    ]);
    const laptop = await member('Faisal Twodevices', '+92 301 2223344');
    const phone = { token: await signIn(ctx.app, laptop.email, laptop.password) };
    const send = (route: (typeof gated)[number]) =>
      call(ctx.app, { method: route.method, url: withParams(route.url, '1'), ...(route.method === 'GET' ? {} : { payload: plausibleBody(route) }), headers: bearer(phone.token) });
    for (const route of gated) {
      const res = await send(route);
      assert.equal(res.status, 403, `${route.method} ${route.url}`);
      assert.equal(res.body.message, INCOMPLETE_PROFILE_MESSAGE);
    }
    await completeProfile(ctx.app, laptop);
    for (const route of gated) {
      const res = await send(route);
      assert.notEqual(res.body.message, INCOMPLETE_PROFILE_MESSAGE, `${route.method} ${route.url} still refuses the phone's session`);
    }
  });

  test('a public route cannot need a complete profile', async () => {
    await assert.rejects(
      ctx.another({}, async (api) => {
        api.post('/wrong/gated', { config: { access: 'public', profile: 'complete' } }, async () => ok(null));
      }),
      /a public route cannot need a complete profile/,
    );
  });
});
