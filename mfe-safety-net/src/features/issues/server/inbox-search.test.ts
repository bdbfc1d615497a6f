import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, outboxFor, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { issueContract } from '../contract.js';

describe('the staff inbox: search and closing several issues at once', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const ids: number[] = [];

  const search = async (q: string) => {
    const res = await send(ctx.app, issueContract.getStaffIssues, { query: { q } }, bearer(staff.token));
    assert.equal(res.status, 200, res.body.message);
    return (res.body.data.items as Array<{ id: number }>).map((i) => i.id).sort((a, b) => a - b);
  };

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Shahzaib Durrani', phone: '+92 312 9988776' });
    for (const title of ['Upwork withdrawal blocked', 'Invoice from a client in Dubai', 'Tax certificate for freelancers']) {
      const made = await send(ctx.app, issueContract.createIssue, { body: { title, topic: 'Banking', description: 'Please help me with this, it has been a week.' } }, bearer(member.token));
      assert.equal(made.status, 201, made.body.message);
      ids.push(made.body.data.id);
    }
  });
  after(() => ctx.close());

  test('staff find issues by number, title words, or the member’s name, e-mail, phone or MEMBER ID', async () => {
    assert.deepEqual(await search(String(ids[1])), [ids[1]]);
    assert.deepEqual(await search('upwork withdraw'), [ids[0]]);
    for (const q of ['durrani', member.email.slice(0, 14), '03129988776', member.memberId]) assert.deepEqual(await search(q), ids, `searching "${q}"`);
    assert.deepEqual(await search('nothing like this'), []);
  });

  test('closing several issues closes each, audited and told to the member; one already closed is left alone', async () => {
    await send(ctx.app, issueContract.setIssueStatus, { params: { issueId: ids[0] }, body: { status: 'Closed' } }, bearer(staff.token));
    const mailsBefore = (await outboxFor(ctx.db, member.email)).length;
    const res = await send(ctx.app, issueContract.closeIssues, { body: { ids: [ids[0], ids[1], ids[2]] } }, bearer(staff.token));
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual(res.body.data, { changed: 2, unchanged: 1 });
    const statuses = await ctx.db.selectFrom('issues').select(['id', 'status']).where('id', 'in', ids).execute();
    assert.ok(statuses.every((i) => i.status === 'Closed'));
    for (const id of ids.slice(1)) {
      const audits = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'issue.status').where('entity_id', '=', String(id)).execute();
      assert.equal(audits.length, 1, `issue ${id} has its audit entry`);
    }
    assert.equal((await outboxFor(ctx.db, member.email)).length, mailsBefore + 2, 'each member is told once per closed issue');
    const member2 = await registerMember(ctx.app, ctx.db);
    assert.equal((await send(ctx.app, issueContract.closeIssues, { body: { ids: [ids[1]] } }, bearer(member2.token))).status, 403);
  });
});
