import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { staffChange, writeAudit } from '../../../../../server/src/kit.js';
import { bearer, post, readAuditLog, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { accountContract } from '../../../../../shared-api/src/contracts/account.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import { memberAccountContract } from '../../member-accounts/contract.js';
import { auditLogContract } from '../contract.js';

describe('the audit log, and who may read it', () => {
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
    const res = await send(ctx.app, accountContract.signIn, { body: { email: staff.email, password: staff.password } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.role, 'staff');
    const plain = await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } });
    assert.equal(plain.body.data.role, 'member');
  });

  test('the audit log answers 401 to a visitor and 403 to a member', async () => {
    const visitor = await send(ctx.app, auditLogContract.getAuditLog);
    assert.equal(visitor.status, 401);
    assert.equal(visitor.body.error, true);
    const plain = await readAuditLog(ctx.app, {}, bearer(member.token));
    assert.equal(plain.status, 403);
    assert.equal(plain.body.message, 'You do not have access to this page.');
  });

  test('a role the browser claims is never trusted: the account in the database decides', async () => {
    const res = await readAuditLog(ctx.app, {}, { ...bearer(member.token), 'x-role': 'admin', cookie: 'user_details={"role":"admin"}' });
    assert.equal(res.status, 403);
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

  test('filtering by person answers only the changes that staff member made', async () => {
    const other = await registerMember(ctx.app, ctx.db);
    await give(other, 'admin');
    const target = await registerMember(ctx.app, ctx.db);
    await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'staff' } }, bearer(other.token));
    await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'member' } }, bearer(admin.token));
    await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: target.memberId }, body: { role: 'admin' } }, bearer(other.token));

    const mine = await readAuditLog(ctx.app, { actor: other.memberId }, bearer(staff.token));
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.data.items.map((e) => [e.actor?.member_id, e.after]),
      [
        [other.memberId, { role: 'admin' }],
        [other.memberId, { role: 'staff' }],
      ],
    );
    assert.equal(mine.body.data.pagination.total, 2);
    const record = mine.body.data.items[0].record;
    assert.deepEqual(record, { name: (await ctx.db.selectFrom('users').select('name').where('id', '=', target.userId).executeTakeFirstOrThrow()).name, path: `/staff/members/${target.memberId}` });

    const people = await send(ctx.app, auditLogContract.getAuditPeople, {}, bearer(staff.token));
    assert.equal(people.status, 200);
    const ids = people.body.data.map((p: { member_id: string }) => p.member_id);
    assert.ok(ids.includes(other.memberId) && ids.includes(admin.memberId) && ids.includes(staff.memberId), 'staff and admins are offered');
    assert.ok(!ids.includes(member.memberId), 'a member who never acted is not');
    assert.equal((await readAuditLog(ctx.app, { actor: 'nobody' }, bearer(staff.token))).body.data.pagination.total, 0);
  });

  test('every audited kind is a filter, bank-account requests included; each entry names its record, or keeps the id once it is gone', async () => {
    const applicant = await registerMember(ctx.app, ctx.db, { name: 'Ayesha Siddiqui' });
    const lead = await ctx.db
      .insertInto('bank_account_leads')
      .values({ user_id: applicant.userId, city: 'Lahore', state: 'Punjab', preferred_bank: 'Meezan Bank', consent_text: 'I agree', consent_ip: '127.0.0.1', consent_user_agent: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The bank-account requests are mfe-safety-net's: staff mark one sent at its address, as their page does.
    assert.equal((await post(ctx.app, `/api/staff/leads/${lead.id}/sent`, {}, bearer(staff.token))).status, 200);

    const log = await readAuditLog(ctx.app, { entity: 'bank-account-lead' }, bearer(staff.token));
    assert.equal(log.status, 200, JSON.stringify(log.body));
    assert.equal(log.body.data.items.length, 1);
    const [entry] = log.body.data.items;
    assert.equal(entry.action, 'bank-lead.sent');
    assert.deepEqual(entry.before, { sent_at: null, sent_by: null });
    assert.equal(entry.after!.sent_by, (await ctx.db.selectFrom('users').select('name').where('id', '=', staff.userId).executeTakeFirstOrThrow()).name);
    assert.deepEqual(entry.record, { name: "Ayesha Siddiqui's request to Meezan Bank", path: '/staff/leads?bank=Meezan%20Bank' });

    await staffChange(ctx.db, admin.userId, (trx) => writeAudit(trx, admin.userId, { action: 'event.update', entity: 'event', entityId: 999999, before: { title: 'Old' }, after: { title: 'New' } }));
    const gone = (await readAuditLog(ctx.app, { entity: 'event' }, bearer(staff.token))).body.data.items[0];
    assert.equal(gone.entity_id, '999999');
    assert.equal(gone.record, null);
  });

  test('filtering by days takes Karachi days, both included', async () => {
    const at = (iso: string) => ctx.db.insertInto('audit_log').values({ at: new Date(iso), actor_id: admin.userId, action: 'promotion.close', entity: 'promotion', entity_id: '424242', before: null, after: null }).execute();
    await at('2020-03-09T18:59:00Z'); // 23:59 on 9 March in Karachi
    await at('2020-03-09T19:00:00Z'); // 00:00 on 10 March
    await at('2020-03-11T18:59:00Z'); // 23:59 on 11 March
    await at('2020-03-11T19:00:00Z'); // 00:00 on 12 March
    const days = await readAuditLog(ctx.app, { entity: 'promotion', from: '2020-03-10', to: '2020-03-11' }, bearer(staff.token));
    assert.equal(days.status, 200);
    assert.deepEqual(days.body.data.items.map((e: { at: string }) => e.at), ['2020-03-11T18:59:00.000Z', '2020-03-09T19:00:00.000Z']);
    assert.equal((await readAuditLog(ctx.app, { from: '2020-03-11', to: '2020-03-10' }, bearer(staff.token))).status, 400);
    assert.equal((await readAuditLog(ctx.app, { from: '2020-02-30' }, bearer(staff.token))).status, 400);
    assert.equal((await readAuditLog(ctx.app, { from: '', to: '' }, bearer(staff.token))).status, 200, 'empty days are no filter');
  });

  test('the audit log pages newest first and refuses a malformed filter', async () => {
    for (const role of ['staff', 'member', 'staff'] as const) {
      await send(ctx.app, memberAccountContract.setMemberRole, { params: { memberId: member.memberId }, body: { role } }, bearer(admin.token));
    }
    const page = await readAuditLog(ctx.app, { per_page: '2' }, bearer(admin.token));
    assert.equal(page.body.data.items.length, 2);
    const [newest, older] = page.body.data.items;
    assert.ok(newest.id > older.id);
    assert.deepEqual(newest.after, { role: 'staff' });
    assert.equal((await readAuditLog(ctx.app, { entity: '<script>' }, bearer(admin.token))).status, 400);
    await give(member, 'member');
  });

  test('the audit log reads oldest first when asked, filters kept; it sorts by nothing but time', async () => {
    for (const at of ['2019-07-01T10:00:00Z', '2019-07-01T04:00:00Z', '2019-07-01T15:00:00Z']) {
      await ctx.db.insertInto('audit_log').values({ at: new Date(at), actor_id: admin.userId, action: 'event.update', entity: 'event', entity_id: '515151', before: null, after: null }).execute();
    }
    const read = async (order: { sort?: 'at'; dir?: 'asc' | 'desc' } = {}) => {
      const res = await readAuditLog(ctx.app, { entity: 'event', from: '2019-07-01', to: '2019-07-01', ...order }, bearer(staff.token));
      assert.equal(res.status, 200, res.body.message);
      return res.body.data.items.map((e: { at: string }) => e.at.slice(11, 16));
    };
    assert.deepEqual(await read({ sort: 'at', dir: 'asc' }), ['04:00', '10:00', '15:00']);
    assert.deepEqual(await read(), ['15:00', '10:00', '04:00'], 'newest first unless asked');
    const first = await readAuditLog(ctx.app, { dir: 'asc', per_page: '1' }, bearer(staff.token));
    const second = await readAuditLog(ctx.app, { dir: 'asc', per_page: '1', page: '2' }, bearer(staff.token));
    assert.ok(first.body.data.items[0].at <= second.body.data.items[0].at, 'pages go on oldest first');
    assert.equal((await readAuditLog(ctx.app, { sort: 'action' }, bearer(staff.token))).status, 400);
    assert.equal((await readAuditLog(ctx.app, { dir: 'up' }, bearer(staff.token))).status, 400);
  });
});
