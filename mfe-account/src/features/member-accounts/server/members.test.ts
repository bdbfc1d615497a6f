import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_DISABLED,
  bearer,
  createPasswordReset,
  get,
  memberWithProfile,
  NO_ACCESS,
  outboxFor,
  post,
  readAuditLog,
  registerMember,
  send,
  signIn,
  startTestApp,
  unchecked,
  uniqueEmail,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { accountContract } from '../../../../../shared-api/src/contracts/account.js';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import { memberAccountContract } from '../contract.js';
import { ACCESS_CHANGED } from './account-changes.js';
import { ADMIN_ONLY, LAST_ADMIN, LAST_ADMIN_DISABLE, OWN_ACCOUNT } from './routes.js';
import { accountFeatureContract } from '../../account/contract.js';

/** The peer directory is mfe-network's: read at its address, as a member's browser reads it. */
const peers = (app: FastifyInstance, q: string, viewer: Registered) => get<{ items: { id: string }[] }>(app, `/api/peers?q=${q}`, bearer(viewer.token));

const REASON = 'Asked by the member to close their account';

describe('staff: members’ accounts', () => {
  let ctx: TestContext;
  let admin: Registered;
  let staff: Registered;
  let member: Registered;
  const give = (account: Registered, role: Role) => ctx.db.updateTable('users').set({ role }).where('id', '=', account.userId).execute();
  const account = (userId: number) => ctx.db.selectFrom('users').select(['role', 'disabled_at', 'disabled_by', 'status_reason']).where('id', '=', userId).executeTakeFirstOrThrow();
  const roleOf = async (userId: number) => (await account(userId)).role;
  const auditCount = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const liveTokens = async (userId: number) =>
    Number((await ctx.db.selectFrom('api_tokens').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirstOrThrow()).n);
  const disable = (target: Registered, by: Registered, reason = REASON) => send(ctx.app, memberAccountContract.disableMember, { params: { memberId: target.memberId }, body: { reason } }, bearer(by.token));
  const enable = (target: Registered, by: Registered, reason = 'Spoke to the member') => send(ctx.app, memberAccountContract.enableMember, { params: { memberId: target.memberId }, body: { reason } }, bearer(by.token));
  const search = async (query: string, by = staff) => {
    const res = await get(ctx.app, `/api/staff/members?${query}`, bearer(by.token));
    assert.equal(res.status, 200, res.body.message);
    return res.body.data as { items: Array<{ member_id: string; name: string; role: Role; status: string }>; pagination: { total: number } };
  };

  before(async () => {
    ctx = await startTestApp();
    admin = await registerMember(ctx.app, ctx.db, { name: 'Ayesha Admin' });
    staff = await registerMember(ctx.app, ctx.db, { name: 'Saad Staff' });
    member = await registerMember(ctx.app, ctx.db, { name: 'Mehwish Plainmember' });
    await give(admin, 'admin');
    await give(staff, 'staff');
  });
  after(() => ctx.close());

  test('every members call answers 401 to a visitor and 403 to a member, and changes nothing', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    const before = await auditCount();
    const base = `/api/staff/members/${target.memberId}`;
    for (const [method, url, body] of [
      ['GET', '/api/staff/members'],
      ['GET', base],
      ['POST', `${base}/role`, { role: 'staff' }],
      ['POST', `${base}/disable`, { reason: REASON }],
      ['POST', `${base}/enable`, { reason: REASON }],
    ] as const) {
      const call = (headers: Record<string, string> = {}) => (method === 'GET' ? get(ctx.app, url, headers) : post(ctx.app, url, body, headers));
      assert.equal((await call()).status, 401, `${method} ${url} as a visitor`);
      const asMember = await call(bearer(member.token));
      assert.equal(asMember.status, 403, `${method} ${url} as a member`);
      assert.equal(asMember.body.message, 'You do not have access to this page.');
    }
    assert.deepEqual(await account(target.userId), { role: 'member', disabled_at: null, disabled_by: null, status_reason: null });
    assert.equal(await liveTokens(target.userId), 1);
    assert.equal(await auditCount(), before);
  });

  test('staff find a member by name, e-mail, phone or MEMBER ID', async () => {
    const email = uniqueEmail('zarmeen.qadir');
    const found = await registerMember(ctx.app, ctx.db, { name: 'Zarmeen Qadirzada', email, phone: '0333 7654321' });
    const { membership_id } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', found.userId).executeTakeFirstOrThrow();
    for (const q of ['zarmeen qadir', 'Qadirzada', email.slice(0, 16), email.toUpperCase(), '+92 333 7654321', '03337654321', membership_id, membership_id.toLowerCase(), found.memberId]) {
      const { items } = await search(`q=${encodeURIComponent(q)}`);
      assert.deepEqual(
        items.map((m) => m.member_id),
        [found.memberId],
        `"${q}" finds the member and nobody else`,
      );
    }
    assert.equal((await search('q=nobody-by-this-name')).items.length, 0);
  });

  test('the list filters by role and status and sorts by name, either way', async () => {
    const admins = await search('role=admin');
    assert.ok(admins.items.some((m) => m.member_id === admin.memberId));
    assert.ok(admins.items.every((m) => m.role === 'admin'));
    assert.ok(!admins.items.some((m) => m.member_id === staff.memberId));
    assert.ok((await search('role=staff')).items.every((m) => m.role === 'staff'));
    for (const name of ['Sortcheck Beta', 'Sortcheck Alpha', 'Sortcheck Gamma']) await registerMember(ctx.app, ctx.db, { name });
    const names = async (query: string) => (await search(`q=sortcheck&${query}`)).items.map((m) => m.name);
    assert.deepEqual(await names('sort=name&dir=asc'), ['Sortcheck Alpha', 'Sortcheck Beta', 'Sortcheck Gamma']);
    assert.deepEqual(await names('sort=name&dir=desc'), ['Sortcheck Gamma', 'Sortcheck Beta', 'Sortcheck Alpha']);
    assert.deepEqual(await names('sort=joined_at&dir=asc'), ['Sortcheck Beta', 'Sortcheck Alpha', 'Sortcheck Gamma']);
    const paged = await search('q=sortcheck&per_page=2&page=2');
    assert.deepEqual([paged.items.length, paged.pagination.total], [1, 3]);
    const target = await registerMember(ctx.app, ctx.db, { name: 'Farrukh Statusfilter' });
    assert.equal((await disable(target, staff)).status, 200);
    assert.deepEqual((await search('status=disabled&q=Statusfilter')).items.map((m) => [m.member_id, m.status]), [[target.memberId, 'disabled']]);
    assert.equal((await search('status=active&q=Statusfilter')).items.length, 0);
  });

  test('the member’s record has their profile, membership, role, status and last sign-in', async () => {
    const target = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Rabia Recordholder' });
    const before = await send(ctx.app, memberAccountContract.getMember, { params: { memberId: target.memberId } }, bearer(staff.token));
    assert.equal(before.status, 200, before.body.message);
    assert.equal(before.body.data.last_sign_in_at, null, 'registering is not a sign-in');
    await signIn(ctx.app, target.email, target.password);
    const res = await send(ctx.app, memberAccountContract.getMember, { params: { memberId: target.memberId } }, bearer(staff.token));
    const record = res.body.data;
    assert.equal(record.name, 'Rabia Recordholder');
    assert.equal(record.email, target.email);
    assert.equal(record.role, 'member');
    assert.equal(record.status, 'active');
    assert.equal(record.disabled, null);
    assert.equal(record.profile_complete, true);
    assert.match(record.member_id_formatted, /^FAP-/);
    assert.equal(record.membership.package, 'Seed');
    assert.equal(record.membership.ends, 'Never expires');
    assert.ok(Date.now() - Date.parse(record.last_sign_in_at!) < 60_000, 'the sign-in is recorded');
    assert.equal((await send(ctx.app, memberAccountContract.getMember, { params: { memberId: 'no-such-member' } }, bearer(staff.token))).status, 404);
  });

  test('a role change is refused to a visitor, a member and staff, and changes nothing', async () => {
    const before = await auditCount();
    const url = `/api/staff/members/${member.memberId}/role`;
    assert.equal((await post(ctx.app, url, { role: 'admin' })).status, 401);
    assert.equal((await post(ctx.app, url, { role: 'admin' }, bearer(member.token))).status, 403);
    assert.equal((await post(ctx.app, url, { role: 'admin' }, bearer(staff.token))).status, 403);
    assert.equal(await roleOf(member.userId), 'member');
    assert.equal(await auditCount(), before);
  });

  test('an admin gives a role; the change and its audit entry are recorded together', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'staff' } }, bearer(admin.token));
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual(res.body.data, { member_id: target.memberId, role: 'staff' });
    assert.equal(await roleOf(target.userId), 'staff');

    const log = await readAuditLog(ctx.app, { entity: 'user' }, bearer(staff.token));
    assert.equal(log.status, 200);
    const entry = log.body.data.items[0];
    assert.equal(entry.action, 'user.role');
    assert.equal(entry.entity_id, target.memberId);
    assert.deepEqual(entry.before, { role: 'member' });
    assert.deepEqual(entry.after, { role: 'staff' });
    assert.equal(entry.actor!.member_id, admin.memberId);
    assert.match(entry.at, /^\d{4}-\d\d-\d\dT/);
    assert.equal(log.body.data.pagination.current_page, 1);
  });

  test('the new role takes effect on the next call of an already signed-in account', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    assert.equal((await readAuditLog(ctx.app, {}, bearer(target.token))).status, 403);
    await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'staff' } }, bearer(admin.token));
    assert.equal((await readAuditLog(ctx.app, {}, bearer(target.token))).status, 200);
  });

  test('an admin cannot change their own role, an unknown role or an unknown member', async () => {
    const own = await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: admin.memberId }, body: { role: 'member' } }, bearer(admin.token));
    assert.equal(own.status, 422);
    assert.equal(await roleOf(admin.userId), 'admin');
    const bad = await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: member.memberId }, body: unchecked({ role: 'owner' }) }, bearer(admin.token));
    assert.equal(bad.status, 422);
    assert.equal(bad.body.message, 'Please choose a role: member, staff or admin.');
    const wrongType = await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: member.memberId }, body: unchecked({ role: ['admin'] }) }, bearer(admin.token));
    assert.ok([400, 422].includes(wrongType.status), `status ${wrongType.status}`);
    assert.equal((await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: 'nobody' }, body: { role: 'staff' } }, bearer(admin.token))).status, 404);
    assert.equal(await roleOf(member.userId), 'member');
  });

  test('an admin cannot change their own role, and the last admin keeps theirs when two admins demote each other at once', async () => {
    const own = await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: admin.memberId }, body: { role: 'member' } }, bearer(admin.token));
    assert.equal(own.status, 422);
    assert.equal(own.body.data.errors?.role, 'You cannot change your own role; ask another admin.');
    const other = await registerMember(ctx.app, ctx.db, { name: 'Omer Otheradmin' });
    await give(other, 'admin');
    // Only these two are admins for this test (the demo data has its own).
    const demoAdmins = await ctx.db.updateTable('users').set({ role: 'staff' }).where('role', '=', 'admin').where('id', 'not in', [admin.userId, other.userId]).returning('id').execute();
    const answers = await Promise.all([
      send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: other.memberId }, body: { role: 'staff' } }, bearer(admin.token)),
      send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: admin.memberId }, body: { role: 'staff' } }, bearer(other.token)),
    ]);
    assert.deepEqual(answers.map((a) => a.status).filter((s) => s === 200), [200], 'exactly one demotion goes through');
    const refused = answers.find((a) => a.status !== 200)!;
    // Refused either as the last admin (both were admins when they called) or as no longer an admin.
    if (refused.status === 422) assert.equal(refused.body.data.errors?.role, LAST_ADMIN);
    else assert.equal(refused.status, 403);
    const admins = await ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    assert.equal(admins.length, 1, 'one admin is left');
    // Whoever is left is the admin for the tests that follow.
    if (admins[0].id !== admin.userId) {
      await give(admin, 'admin');
      await give(other, 'staff');
    }
    if (demoAdmins.length) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', 'in', demoAdmins.map((a) => a.id)).execute();
  });

  test('disabling ends every session at once, refuses sign-in with its message and takes the member out of the directory', async () => {
    const target = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Gulalai Disabledtest' });
    const second = await signIn(ctx.app, target.email, target.password);
    const viewer = await registerMember(ctx.app, ctx.db);
    const listed = async () => (await peers(ctx.app, 'gulalai', viewer)).body.data.items.map((p) => p.id);
    assert.deepEqual(await listed(), [target.memberId]);
    const resetToken = await createPasswordReset(ctx.db, target.userId);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, bearer(target.token))).status, 200);

    const res = await disable(target, staff);
    assert.equal(res.status, 200, res.body.message);
    assert.equal(res.body.message, 'The account has been disabled.');
    assert.equal(res.body.data.status, 'disabled');
    assert.equal(res.body.data.disabled!.reason, REASON);
    assert.deepEqual(res.body.data.disabled!.by, { member_id: staff.memberId, name: 'Saad Staff' });

    for (const token of [target.token, second]) {
      assert.equal((await send(ctx.app, accountContract.getSession, {}, bearer(token))).status, 401, 'an existing bearer token is refused on its next call');
      assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(token))).status, 401);
    }
    assert.equal(await liveTokens(target.userId), 0);
    const login = await send(ctx.app, accountContract.signIn, { body: { email: target.email, password: target.password } });
    assert.equal(login.status, 403);
    assert.equal(login.body.message, ACCOUNT_DISABLED);
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: target.email, password: 'Wrong#Password1' } })).body.message, 'The e-mail address or password is not right. Please try again.', 'a wrong password learns nothing');
    const reset = await send(ctx.app, accountFeatureContract.resetPassword, { body: { reset_token: resetToken, password: 'Quetta#Winter2026', password_confirmation: 'Quetta#Winter2026' } });
    assert.equal(reset.status, 400, 'a reset link mailed before no longer works');
    const mailsBefore = (await outboxFor(ctx.db, target.email)).length;
    await send(ctx.app, accountFeatureContract.requestPasswordReset, { body: { email: target.email } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await outboxFor(ctx.db, target.email)).length, mailsBefore, 'no new reset link is sent');
    assert.deepEqual(await listed(), []);
    assert.equal((await get(ctx.app, `/api/member/${target.memberId}`, bearer(viewer.token))).status, 404, 'no public profile');

    const log = await readAuditLog(ctx.app, { entity: 'user' }, bearer(staff.token));
    const entry = log.body.data.items.find((e: { action: string; entity_id: string }) => e.action === 'user.disable' && e.entity_id === target.memberId);
    assert.ok(entry);
    assert.deepEqual(entry.before, { status: 'active', reason: null });
    assert.deepEqual(entry.after, { status: 'disabled', reason: REASON });
    assert.equal(entry.actor!.member_id, staff.memberId);
    assert.deepEqual(entry.record, { name: 'Gulalai Disabledtest', path: `/staff/members/${target.memberId}` });
  });

  test('enabling lets the member sign in again, without their old sessions, and puts them back in the directory', async () => {
    const target = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Shehzad Reenabled' });
    const viewer = await registerMember(ctx.app, ctx.db);
    assert.equal((await disable(target, staff)).status, 200);
    const res = await enable(target, staff, 'Confirmed by phone');
    assert.equal(res.status, 200, res.body.message);
    assert.equal(res.body.message, 'The account has been enabled.');
    assert.equal(res.body.data.status, 'active');
    assert.equal(res.body.data.disabled, null);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, bearer(target.token))).status, 401, 'the old token stays revoked');
    const token = await signIn(ctx.app, target.email, target.password);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, bearer(token))).status, 200);
    const listed = (await peers(ctx.app, 'shehzad', viewer)).body.data.items.map((p) => p.id);
    assert.deepEqual(listed, [target.memberId]);
    const entry = (await readAuditLog(ctx.app, { entity: 'user' }, bearer(staff.token))).body.data.items[0];
    assert.equal(entry.action, 'user.enable');
    assert.deepEqual(entry.before, { status: 'disabled', reason: REASON });
    assert.deepEqual(entry.after, { status: 'active', reason: 'Confirmed by phone' });
    const again = await enable(target, staff);
    assert.equal(again.status, 409);
  });

  test('staff cannot disable an admin or themselves; an admin can disable an admin', async () => {
    const before = await auditCount();
    const byStaff = await disable(admin, staff);
    assert.equal(byStaff.status, 403);
    assert.equal(byStaff.body.message, ADMIN_ONLY);
    const self = await disable(staff, staff);
    assert.equal(self.status, 403);
    assert.equal(self.body.message, OWN_ACCOUNT);
    assert.equal((await disable(admin, admin)).body.message, OWN_ACCOUNT);
    assert.equal((await account(admin.userId)).disabled_at, null);
    assert.equal((await account(staff.userId)).disabled_at, null);
    assert.equal(await auditCount(), before);
    const otherAdmin = await registerMember(ctx.app, ctx.db);
    await give(otherAdmin, 'admin');
    assert.equal((await disable(otherAdmin, admin)).status, 200);
  });

  test('only an admin disables or enables the account of a staff member or an admin; staff do it for members', async () => {
    const colleague = await registerMember(ctx.app, ctx.db, { name: 'Kamran Colleague' });
    await give(colleague, 'staff');
    const secondAdmin = await registerMember(ctx.app, ctx.db);
    await give(secondAdmin, 'admin');
    const before = await auditCount();
    const byStaff = await disable(colleague, staff);
    assert.deepEqual([byStaff.status, byStaff.body.message], [403, ADMIN_ONLY]);
    assert.deepEqual(await account(colleague.userId), { role: 'staff', disabled_at: null, disabled_by: null, status_reason: null });
    assert.equal(await liveTokens(colleague.userId), 1, 'their session goes on');
    assert.equal(await auditCount(), before);

    // Disabled by an admin, they stay disabled until an admin enables them again.
    for (const target of [colleague, secondAdmin]) {
      assert.equal((await disable(target, admin)).status, 200);
      const enabledByStaff = await enable(target, staff);
      assert.deepEqual([enabledByStaff.status, enabledByStaff.body.message], [403, ADMIN_ONLY]);
      assert.notEqual((await account(target.userId)).disabled_at, null);
      assert.equal((await enable(target, admin)).status, 200);
      assert.equal((await account(target.userId)).disabled_at, null);
    }

    const plain = await registerMember(ctx.app, ctx.db);
    assert.equal((await disable(plain, staff)).status, 200);
    assert.equal((await enable(plain, staff)).status, 200);
  });

  test('bad input is refused (422 for a form, 400 for the address) and changes nothing', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    const before = await auditCount();
    const base = `/api/staff/members/${target.memberId}`;
    const empty = await post(ctx.app, `${base}/disable`, { reason: '   ' }, bearer(staff.token));
    assert.equal(empty.status, 422);
    assert.equal(empty.body.data.errors?.reason, 'Please give the reason');
    const long = await post(ctx.app, `${base}/disable`, { reason: 'x'.repeat(501) }, bearer(staff.token));
    assert.equal(long.status, 422);
    assert.equal(long.body.data.errors?.reason, 'Please keep the reason under 500 characters');
    assert.equal((await post(ctx.app, `${base}/disable`, {}, bearer(staff.token))).status, 422);
    assert.equal((await post(ctx.app, `${base}/enable`, { reason: '' }, bearer(staff.token))).status, 422);
    assert.equal((await post(ctx.app, `${base}/role`, { role: 'owner' }, bearer(admin.token))).status, 422);
    // A malformed address (query) is a bad request, a malformed form a 422, as everywhere on the site.
    for (const query of ['status=gone', 'role=owner', 'sort=password', 'dir=up', 'page=0', 'per_page=500']) {
      assert.equal((await get(ctx.app, `/api/staff/members?${query}`, bearer(staff.token))).status, 400, query);
    }
    assert.deepEqual(await account(target.userId), { role: 'member', disabled_at: null, disabled_by: null, status_reason: null });
    assert.equal(await liveTokens(target.userId), 1);
    assert.equal(await auditCount(), before);
  });

  test('the session call answers the account’s role as it is now', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, bearer(target.token))).body.data.role, 'member');
    assert.equal((await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'staff' } }, bearer(admin.token))).status, 200);
    const now = await send(ctx.app, accountContract.getSession, {}, bearer(target.token));
    assert.equal(now.body.data.role, 'staff');
    assert.equal(now.body.data.member_id, target.memberId);
  });
});

describe('staff: one admin who can sign in always remains, whatever admins do at the same moment', { skip: process.env.DATABASE_URL ? false : 'runs on PostgreSQL only: DATABASE_URL is not set' }, () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  const activeAdmins = async () => (await ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).execute()).map((u) => u.id);
  const disableBy = (app: FastifyInstance, target: Registered, by: Registered) => send(app, memberAccountContract.disableMember, { params: { memberId: target.memberId }, body: { reason: REASON } }, bearer(by.token));
  const demoteBy = (app: FastifyInstance, target: Registered, by: Registered) => send(app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'staff' } }, bearer(by.token));
  type Move = (app: FastifyInstance, target: Registered, by: Registered) => ReturnType<typeof disableBy> | ReturnType<typeof demoteBy>;

  /** Admins of their own: every admin before them, the demo data's included, is staff from now on. */
  async function onlyAdmins(count: number) {
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('role', '=', 'admin').execute();
    const admins: Registered[] = [];
    for (let i = 0; i < count; i++) admins.push(await registerMember(ctx.app, ctx.db, { name: `Race Admin ${i + 1}` }));
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', 'in', admins.map((a) => a.userId)).execute();
    return admins;
  }

  before(async () => {
    ctx = await startTestApp();
    // A second server over the same database: the two requests of a race do not share a process.
    other = await ctx.another({});
  });
  after(() => ctx.close());

  for (const [name, first, second] of [
    ['disable each other', disableBy, disableBy],
    ['demote each other', demoteBy, demoteBy],
    ['one disables while the other demotes', disableBy, demoteBy],
  ] as Array<[string, Move, Move]>) {
    test(`two admins who ${name} at once: one change goes through, the other is refused as the last admin`, async () => {
      for (let round = 0; round < 6; round++) {
        const [a, b] = await onlyAdmins(2);
        const answers = await Promise.all([first(ctx.app, b, a), second(other, a, b)]);
        const left = await activeAdmins();
        assert.equal(left.length, 1, `round ${round}: one admin who can sign in is left (${answers.map((x) => `${x.status} ${x.body.message}`).join('; ')})`);
        assert.deepEqual(answers.map((x) => x.status).filter((s) => s === 200), [200], `round ${round}: exactly one change goes through`);
        const refused = answers.find((x) => x.status !== 200)!;
        // Refused as the last admin, or, when the other change was made before this request was read, because the
        // account that sent it is no longer an admin (403) or was disabled (401: its sessions ended).
        if (refused.status === 409) assert.equal(refused.body.message, LAST_ADMIN_DISABLE, `round ${round}`);
        else if (refused.status === 422) assert.equal(refused.body.data.errors?.role, LAST_ADMIN, `round ${round}`);
        else assert.ok([401, 403].includes(refused.status), `round ${round}: ${refused.status} ${refused.body.message}`);
      }
    });
  }

  test('four admins disabling and demoting one another, eight requests at once, leave at least one admin every time', async () => {
    for (let round = 0; round < 5; round++) {
      const admins = await onlyAdmins(4);
      const next = (i: number, step: number) => admins[(i + step) % admins.length];
      const answers = await Promise.all(
        admins.flatMap((admin, i) => [disableBy(i % 2 ? other : ctx.app, next(i, 1), admin), demoteBy(i % 2 ? ctx.app : other, next(i, 2), admin)]),
      );
      assert.ok((await activeAdmins()).length >= 1, `round ${round}: ${answers.map((x) => `${x.status} ${x.body.message}`).join('; ')}`);
      assert.ok(answers.every((x) => x.status < 500), `round ${round}: no request fails`);
      // Each refused request says why: the last admin, or the sender's own account changed by another request (demoted
      // before this request was read: no longer an admin, so not one who may disable an account).
      const said = new Set([LAST_ADMIN, LAST_ADMIN_DISABLE, ADMIN_ONLY, ACCESS_CHANGED, NO_ACCESS, 'Please sign in again.']);
      for (const refused of answers.filter((x) => x.status !== 200)) assert.ok(said.has(refused.body.message), `round ${round}: ${refused.status} ${refused.body.message}`);
    }
  });
});
