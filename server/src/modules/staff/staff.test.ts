import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Role } from '../../../../shared-api/src/types.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, get, post, registerMember, type Registered } from '../../test/http.js';
import { staffChange } from './audit.js';

describe('staff area: roles, permissions and the audit log', () => {
  let ctx: TestContext;
  let admin: Registered;
  let staff: Registered;
  let member: Registered;
  const roleOf = async (userId: number) => (await ctx.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow()).role;
  const give = async (account: Registered, role: Role) => ctx.db.updateTable('users').set({ role }).where('id', '=', account.userId).execute();
  const auditCount = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  before(async () => {
    ctx = await startTestApp();
    [admin, staff, member] = [await registerMember(ctx.app, ctx.db), await registerMember(ctx.app, ctx.db), await registerMember(ctx.app, ctx.db)];
    await give(admin, 'admin');
    await give(staff, 'staff');
  });
  after(() => ctx.close());

  test('the role travels with user_details on sign-in', async () => {
    const res = await post(ctx.app, '/api/user/login', { email: staff.email, password: staff.password });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.role, 'staff');
    const plain = await post(ctx.app, '/api/user/login', { email: member.email, password: member.password });
    assert.equal(plain.body.data.role, 'member');
  });

  test('the audit log answers 401 to a visitor and 403 to a member', async () => {
    const visitor = await get(ctx.app, '/api/staff/audit-log');
    assert.equal(visitor.status, 401);
    assert.equal(visitor.body.error, true);
    const plain = await get(ctx.app, '/api/staff/audit-log', bearer(member.token));
    assert.equal(plain.status, 403);
    assert.equal(plain.body.message, 'You do not have access to this page.');
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

  test('a role the browser claims is never trusted: the account in the database decides', async () => {
    const res = await get(ctx.app, '/api/staff/audit-log', { ...bearer(member.token), 'x-role': 'admin', cookie: 'user_details={"role":"admin"}' });
    assert.equal(res.status, 403);
  });

  test('an admin gives a role; the change and its audit entry are recorded together', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    const res = await post(ctx.app, `/api/staff/members/${target.memberId}/role`, { role: 'staff' }, bearer(admin.token));
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual(res.body.data, { member_id: target.memberId, role: 'staff' });
    assert.equal(await roleOf(target.userId), 'staff');

    const log = await get(ctx.app, '/api/staff/audit-log?entity=user', bearer(staff.token));
    assert.equal(log.status, 200);
    const entry = log.body.data.items[0];
    assert.equal(entry.action, 'user.role');
    assert.equal(entry.entity_id, target.memberId);
    assert.deepEqual(entry.before, { role: 'member' });
    assert.deepEqual(entry.after, { role: 'staff' });
    assert.equal(entry.actor.member_id, admin.memberId);
    assert.match(entry.at, /^\d{4}-\d\d-\d\dT/);
    assert.equal(log.body.data.pagination.current_page, 1);
  });

  test('the new role takes effect on the next call of an already signed-in account', async () => {
    const target = await registerMember(ctx.app, ctx.db);
    assert.equal((await get(ctx.app, '/api/staff/audit-log', bearer(target.token))).status, 403);
    await post(ctx.app, `/api/staff/members/${target.memberId}/role`, { role: 'staff' }, bearer(admin.token));
    assert.equal((await get(ctx.app, '/api/staff/audit-log', bearer(target.token))).status, 200);
  });

  test('an admin cannot change their own role, an unknown role or an unknown member', async () => {
    const own = await post(ctx.app, `/api/staff/members/${admin.memberId}/role`, { role: 'member' }, bearer(admin.token));
    assert.equal(own.status, 422);
    assert.equal(await roleOf(admin.userId), 'admin');
    const bad = await post(ctx.app, `/api/staff/members/${member.memberId}/role`, { role: 'owner' }, bearer(admin.token));
    assert.equal(bad.status, 422);
    assert.equal(bad.body.message, 'Please choose a role: member, staff or admin.');
    const wrongType = await post(ctx.app, `/api/staff/members/${member.memberId}/role`, { role: ['admin'] }, bearer(admin.token));
    assert.ok([400, 422].includes(wrongType.status), `status ${wrongType.status}`);
    assert.equal((await post(ctx.app, '/api/staff/members/nobody/role', { role: 'staff' }, bearer(admin.token))).status, 404);
    assert.equal(await roleOf(member.userId), 'member');
  });

  test('a staff change that fails after its audit entry keeps neither', async () => {
    const before = await auditCount();
    await assert.rejects(
      staffChange(ctx.db, admin.userId, async (trx, audit) => {
        await trx.updateTable('users').set({ role: 'staff' }).where('id', '=', member.userId).execute();
        await audit({ action: 'user.role', entity: 'user', entityId: member.memberId, before: { role: 'member' }, after: { role: 'staff' } });
        throw new Error('the change failed half-way');
      }),
      /half-way/,
    );
    assert.equal(await roleOf(member.userId), 'member');
    assert.equal(await auditCount(), before);
  });

  test('the audit log pages newest first and refuses a malformed filter', async () => {
    for (const role of ['staff', 'member', 'staff'] as const) {
      await post(ctx.app, `/api/staff/members/${member.memberId}/role`, { role }, bearer(admin.token));
    }
    const page = await get(ctx.app, '/api/staff/audit-log?per_page=2', bearer(admin.token));
    assert.equal(page.body.data.items.length, 2);
    const [newest, older] = page.body.data.items;
    assert.ok(newest.id > older.id);
    assert.deepEqual(newest.after, { role: 'staff' });
    assert.equal((await get(ctx.app, '/api/staff/audit-log?entity=%3Cscript%3E', bearer(admin.token))).status, 400);
    await give(member, 'member');
  });
});
