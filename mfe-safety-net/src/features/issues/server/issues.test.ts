import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ISSUE_TOPICS, type IssueStatus, type MemberService } from '../../../../../shared-api/src/enums.js';
import { bearer, outboxFor, ownedRecords, post, PUBLIC_URL, registerMember, send, startTestApp, unchecked, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { issueContract } from '../contract.js';

const ISSUE = { title: 'My Payoneer transfer is stuck', topic: 'Banking', description: 'A client paid me on the 3rd and the money has not reached my bank.' };

describe('support issues', () => {
  let ctx: TestContext;
  let member: Registered;
  let other: Registered;
  let staff: Registered;
  const as = (who: Registered) => bearer(who.token);
  const raise = async (who: Registered, body: object = ISSUE) => send(ctx.app, issueContract.createIssue, { body: body }, as(who));
  const counts = async () => {
    const [issues, comments] = await Promise.all([
      ctx.db.selectFrom('issues').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('issue_comments').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return [Number(issues.n), Number(comments.n)];
  };

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db, { name: 'Bilal Ahmed' });
    other = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  test('a member raises issues and reads them, newest first, with their name and the Open status', async () => {
    const first = await raise(member, { ...ISSUE, title: `  ${ISSUE.title}  ` });
    assert.equal(first.status, 201, first.body.message);
    assert.equal(first.body.data.title, ISSUE.title, 'trimmed');
    assert.deepEqual(first.body.data.status, { name: 'Open' });
    assert.deepEqual(first.body.data.author, { name: 'Bilal Ahmed', avatar: null, role: 'member' });
    const second = await raise(member, { ...ISSUE, title: 'Company registration', topic: 'Company Formaton & Taxation' });
    const list = await send(ctx.app, issueContract.getIssues, {}, as(member));
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.data.items.map((i: { id: number }) => i.id), [second.body.data.id, first.body.data.id]);
    const one = await send(ctx.app, issueContract.getIssue, { params: { issueId: first.body.data.id } }, as(member));
    assert.equal(one.body.data.description, ISSUE.description);
  });

  test('each of the spec’s messages for a missing field, a topic off the list, wrong types: 422 and nothing written', async () => {
    const before = await counts();
    const cases: Array<[object, string, string]> = [
      [{ ...ISSUE, title: '  ' }, 'title', 'Please enter your title'],
      [{ ...ISSUE, topic: undefined }, 'topic', 'Please select your relevant topic'],
      [{ ...ISSUE, topic: 'Loans' }, 'topic', 'Please select your relevant topic'],
      [{ ...ISSUE, description: '' }, 'description', 'Please explain your problem further'],
      [{ ...ISSUE, description: 'x'.repeat(5001) }, 'description', 'Please keep it under 5000 characters'],
      [{ ...ISSUE, title: ['a'] }, 'title', 'title must be text'],
    ];
    for (const [body, field, message] of cases) {
      const res = await raise(member, body);
      assert.equal(res.status, 422, JSON.stringify(body).slice(0, 60));
      assert.equal(res.body.data.errors?.[field], message);
    }
    for (const topic of ISSUE_TOPICS) assert.equal((await raise(other, { ...ISSUE, topic })).status, 201, topic);
    assert.deepEqual((await counts())[1], before[1]);
    assert.equal((await counts())[0], before[0] + ISSUE_TOPICS.length);
  });

  test('another member’s issue answers exactly what a missing one does, and stays as it was', async () => {
    const theirs = (await raise(other)).body.data.id;
    for (const [method, url, body] of [
      ['GET', `/api/user/issues/${theirs}`],
      ['GET', `/api/user/issues/${theirs}/comments`],
      ['POST', `/api/user/issues/${theirs}/resolve`],
      ['POST', `/api/user/issues/${theirs}/comments/create`, { description: 'Hello' }],
    ] as Array<[string, string, object?]>) {
      const res = await ctx.app.inject({ method: method as 'GET', url, headers: as(member), payload: body });
      const missing = await ctx.app.inject({ method: method as 'GET', url: url.replace(String(theirs), '999999999'), headers: as(member), payload: body });
      assert.deepEqual([res.statusCode, res.json().message], [404, 'This issue does not exist.'], url);
      assert.deepEqual([missing.statusCode, missing.json().message], [404, 'This issue does not exist.']);
    }
    const row = await ctx.db.selectFrom('issues').select('status').where('id', '=', theirs).executeTakeFirstOrThrow();
    assert.equal(row.status, 'Open');
    assert.equal((await send(ctx.app, issueContract.getIssues, {}, as(member))).body.data.items.some((i: { id: number }) => i.id === theirs), false);
  });

  test('the status machine: resolve, close and reopen from where they may start; anything else is refused and changes nothing', async () => {
    const id = (await raise(member)).body.data.id;
    const act = (action: string) => post(ctx.app, `/api/user/issues/${id}/${action}`, undefined, as(member));
    const status = async () => (await ctx.db.selectFrom('issues').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    assert.deepEqual([(await act('open')).status, (await act('open')).body.message], [409, 'This issue is already open.']);
    const resolved = await act('resolve');
    assert.deepEqual([resolved.status, resolved.body.data.status.name, resolved.body.message], [200, 'Resolved', 'The issue is now Resolved.']);
    assert.deepEqual([(await act('resolve')).status, await status()], [409, 'Resolved']);
    assert.equal((await act('close')).body.data.status.name, 'Closed');
    const refused = await act('resolve');
    assert.deepEqual([refused.status, refused.body.message, await status()], [409, 'An issue that is Closed cannot be marked resolved. Reopen it first.', 'Closed']);
    assert.equal((await act('open')).body.data.status.name, 'Open');
  });

  test('comments oldest first, with the author’s name and role; a Closed issue takes none and a refused one writes nothing', async () => {
    const id = (await raise(member)).body.data.id;
    const comment = (description: string) => send(ctx.app, issueContract.addIssueComment, { params: { issueId: id }, body: { description } }, as(member));
    assert.equal((await comment('')).body.data.errors?.description, 'Please enter a comment');
    const added = await comment('  Here is the transaction reference: 8812.  ');
    assert.equal(added.status, 201);
    assert.deepEqual([added.body.data.description, added.body.data.author.name, added.body.data.author.role, added.body.data.reopened], ['Here is the transaction reference: 8812.', 'Bilal Ahmed', 'member', false]);
    assert.equal(added.body.message, 'Your comment has been added.');
    await comment('And a screenshot is on its way.');
    await send(ctx.app, issueContract.closeIssue, { params: { issueId: id } }, as(member));
    const before = await counts();
    const refused = await comment('One more thing');
    assert.deepEqual([refused.status, refused.body.message], [409, 'This issue is Closed, so it takes no more comments. If you still need help, reopen it from Change Status first.']);
    assert.deepEqual(await counts(), before);
    const row = await ctx.db.selectFrom('issues').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'Closed', 'a refused comment does not reopen a Closed issue');
    const list = await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(member));
    assert.deepEqual(list.body.data.map((c: { description: string }) => c.description), ['Here is the transaction reference: 8812.', 'And a screenshot is on its way.']);
  });

  test('a member’s comment on a Resolved issue reopens it: it waits for staff again, with new activity, and the comment says so', async () => {
    const id = (await raise(member)).body.data.id;
    await send(ctx.app, issueContract.replyAndResolveIssue, { params: { issueId: id }, body: { description: 'The transfer has been traced; it will arrive tomorrow.' } }, as(staff));
    const seen = await send(ctx.app, issueContract.getStaffIssue, { params: { issueId: id } }, as(staff));
    await send(ctx.app, issueContract.markStaffIssueSeen, { params: { issueId: id }, body: { member_activity: seen.body.data.member_activity } }, as(staff));
    const answered = await send(ctx.app, issueContract.getStaffIssue, { params: { issueId: id } }, as(staff));
    assert.deepEqual([answered.body.data.status.name, answered.body.data.waiting_since, answered.body.data.new_activity], ['Resolved', null, false]);

    const reply = await send(ctx.app, issueContract.addIssueComment, { params: { issueId: id }, body: { description: 'It has not arrived yet.' } }, as(member));
    assert.deepEqual([reply.status, reply.body.message, reply.body.data.reopened], [201, 'Your comment has been added and the issue is open again.', true]);
    const mine = await send(ctx.app, issueContract.getIssue, { params: { issueId: id } }, as(member));
    assert.equal(mine.body.data.status.name, 'Open');
    const theirs = await send(ctx.app, issueContract.getStaffIssue, { params: { issueId: id } }, as(staff));
    assert.equal(theirs.body.data.status.name, 'Open');
    assert.ok(theirs.body.data.waiting_since, 'it waits for staff again');
    assert.equal(theirs.body.data.new_activity, true);
    const waiting = await send(ctx.app, issueContract.getStaffIssues, { query: { view: 'waiting', q: String(id) } }, as(staff));
    assert.deepEqual(waiting.body.data.items.map((i: { id: number }) => i.id), [id]);
    const thread = await send(ctx.app, issueContract.getStaffIssueComments, { params: { issueId: id } }, as(staff));
    assert.deepEqual(thread.body.data.map((c) => c.reopened), [false, true]);
    // A comment on the issue, Open again, is an ordinary one.
    const next = await send(ctx.app, issueContract.addIssueComment, { params: { issueId: id }, body: { description: 'Still nothing.' } }, as(member));
    assert.deepEqual([next.body.data.reopened, next.body.message], [false, 'Your comment has been added.']);
  });

  test('Tickets & payments is a topic, and an issue names the member’s own order; another member’s order is refused and nothing written', async () => {
    assert.ok((ISSUE_TOPICS as readonly string[]).includes('Tickets & payments'));
    const orderId = Number(await ownedRecords.order.create(ctx.app, ctx.db, member));
    const theirOrder = Number(await ownedRecords.order.create(ctx.app, ctx.db, other));
    const raised = await raise(member, { ...ISSUE, topic: 'Tickets & payments', order_id: orderId });
    assert.equal(raised.status, 201, raised.body.message);
    assert.deepEqual([raised.body.data.topic, raised.body.data.order_id], ['Tickets & payments', orderId]);
    // The order number as Order History shows it.
    const typed = await raise(member, { ...ISSUE, order_id: unchecked(`#${orderId}`) });
    assert.equal(typed.body.data.order_id, orderId);
    assert.equal((await raise(member, ISSUE)).body.data.order_id, null);
    const staffView = await send(ctx.app, issueContract.getStaffIssue, { params: { issueId: raised.body.data.id } }, as(staff));
    assert.equal(staffView.body.data.order_id, orderId);

    const before = await counts();
    const refused = await raise(member, { ...ISSUE, order_id: theirOrder });
    assert.deepEqual([refused.status, refused.body.data.errors?.order_id], [422, `You have no order #${theirOrder}. Please check its number in your Order History.`]);
    const missing = await raise(member, { ...ISSUE, order_id: 999999999 });
    assert.equal(missing.body.data.errors?.order_id, refused.body.data.errors?.order_id?.replace(String(theirOrder), '999999999'));
    const garbled = await raise(member, { ...ISSUE, order_id: unchecked('forty-one') });
    assert.deepEqual([garbled.status, garbled.body.data.errors?.order_id], [422, 'Please enter an order number from your Order History, such as 41']);
    assert.deepEqual(await counts(), before);
  });

  describe('for staff', () => {
    test('the inbox puts waiting issues first, longest waiting first, and filters by status, topic and age', async () => {
      const ids: number[] = [];
      for (const title of ['Waited longest', 'Waited less', 'Answered']) ids.push((await raise(member, { ...ISSUE, title, topic: 'Event Request' })).body.data.id);
      await ctx.db.updateTable('issues').set({ waiting_since: sql`now() - interval '3 days'`, created_at: sql`now() - interval '3 days'` }).where('id', '=', ids[0]).execute();
      await ctx.db.updateTable('issues').set({ waiting_since: sql`now() - interval '1 day'` }).where('id', '=', ids[1]).execute();
      await send(ctx.app, issueContract.replyToIssue, { params: { issueId: ids[2] }, body: { description: 'We are on it.' } }, as(staff));
      const inbox = await send(ctx.app, issueContract.getStaffIssues, { query: { topic: 'Event Request', per_page: '50' } }, as(staff));
      assert.equal(inbox.status, 200);
      const order = inbox.body.data.items.map((i: { id: number }) => i.id);
      assert.ok(order.indexOf(ids[0]) < order.indexOf(ids[1]) && order.indexOf(ids[1]) < order.indexOf(ids[2]), order.join());
      const answered = inbox.body.data.items.find((i: { id: number }) => i.id === ids[2]);
      assert.ok(answered);
      assert.deepEqual([answered.waiting_since, answered.comments, answered.member_id], [null, 1, member.memberId]);
      const old = (await send(ctx.app, issueContract.getStaffIssues, { query: { older_than_days: '2', topic: 'Event Request', per_page: '50' } }, as(staff))).body.data.items.map((i: { id: number }) => i.id);
      assert.deepEqual(ids.map((id) => old.includes(id)), [true, false, false]);
      assert.equal((await send(ctx.app, issueContract.getStaffIssues, { query: { status: 'Pending' } }, as(staff))).status, 400);
      assert.equal((await send(ctx.app, issueContract.getStaffIssues, {}, as(member))).status, 403);
    });

    test('a staff reply shows to the member with the staff label, is audited, and the member is told by e-mail without the reply’s text', async () => {
      const id = (await raise(member)).body.data.id;
      const reply = await send(ctx.app, issueContract.replyToIssue, { params: { issueId: id }, body: { description: 'Please send us the transfer receipt.' } }, as(staff));
      assert.equal(reply.status, 201, reply.body.message);
      const comments = await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(member));
      assert.deepEqual(comments.body.data.at(-1)!.author, { name: 'Zainab Hussain', avatar: null, role: 'staff' });
      const mail = (await outboxFor(ctx.db, member.email)).at(-1)!;
      assert.equal(mail.subject, `A reply to your issue #${id}`);
      assert.ok(mail.text.includes(`${PUBLIC_URL}/dashboard/issues/${id}`));
      assert.ok(!mail.text.includes('transfer receipt') && !mail.text.includes(ISSUE.title));
      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'issue').where('entity_id', '=', String(id)).execute();
      assert.deepEqual([audit.length, audit[0].action, audit[0].actor_id], [1, 'issue.reply', staff.userId]);
    });

    test('staff move a status only where the move applies: audited, the member told; the same status or Closed to Resolved refused, changing nothing', async () => {
      const id = (await raise(member)).body.data.id;
      const set = (status: IssueStatus) => send(ctx.app, issueContract.setIssueStatus, { params: { issueId: id }, body: { status } }, as(staff));
      assert.deepEqual([(await set('Open')).status, (await set('Open')).body.message], [409, 'This issue is already open.']);
      const resolved = await set('Resolved');
      assert.deepEqual([resolved.status, resolved.body.data.status.name, resolved.body.data.waiting_since], [200, 'Resolved', null]);
      assert.deepEqual([(await set('Resolved')).status, (await set('Resolved')).body.message, (await set(unchecked('Pending'))).status], [409, 'This issue is already resolved.', 422]);
      const mail = (await outboxFor(ctx.db, member.email)).at(-1)!;
      assert.equal(mail.subject, `Your issue #${id} is Resolved`);
      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'issue').where('entity_id', '=', String(id)).where('action', '=', 'issue.status').executeTakeFirstOrThrow();
      assert.deepEqual([audit.before, audit.after], [{ status: 'Open' }, { status: 'Resolved' }]);
      // The member reopens: the issue waits for the association again.
      await send(ctx.app, issueContract.openIssue, { params: { issueId: id } }, as(member));
      const row = await ctx.db.selectFrom('issues').select('waiting_since').where('id', '=', id).executeTakeFirstOrThrow();
      assert.ok(row.waiting_since);

      // Closed, it can only be reopened: resolving it (alone or with a reply) is refused, and nothing is sent or kept.
      assert.equal((await set('Closed')).body.data.status.name, 'Closed');
      const mails = (await outboxFor(ctx.db, member.email)).length;
      const audited = await ctx.db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).where('entity', '=', 'issue').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
      const closedToResolved = await set('Resolved');
      assert.deepEqual([closedToResolved.status, closedToResolved.body.message], [409, 'An issue that is Closed cannot be marked resolved. Reopen it first.']);
      const replyAndResolve = await send(ctx.app, issueContract.replyAndResolveIssue, { params: { issueId: id }, body: { description: 'Resolved now.' } }, as(staff));
      assert.deepEqual([replyAndResolve.status, replyAndResolve.body.message], [409, 'An issue that is Closed cannot be marked resolved. Reopen it first.']);
      assert.equal((await set('Closed')).body.message, 'This issue is already closed.');
      const after = await ctx.db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).where('entity', '=', 'issue').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
      assert.deepEqual([(await outboxFor(ctx.db, member.email)).length, after.n], [mails, audited.n]);
      const comments = await send(ctx.app, issueContract.getStaffIssueComments, { params: { issueId: id } }, as(staff));
      assert.equal(comments.body.data.length, 0, 'the refused reply was not kept');
      assert.equal((await set('Open')).body.data.status.name, 'Open');
    });
  });

  describe('member services', () => {
    test('asking to be told is kept once per service and counted for staff', async () => {
      const ask = (who: Registered, service: MemberService) => send(ctx.app, issueContract.notifyWhenServiceOpens, { body: { service } }, as(who));
      assert.deepEqual((await ask(member, 'insurance')).body.data, ['insurance']);
      assert.deepEqual((await ask(member, 'insurance')).body.data, ['insurance']);
      assert.deepEqual((await ask(member, 'jobs')).body.data, ['insurance', 'jobs']);
      await ask(other, 'insurance');
      assert.equal((await ask(member, unchecked('loans'))).status, 422);
      assert.deepEqual((await send(ctx.app, issueContract.getServiceInterests, {}, as(other))).body.data, ['insurance']);
      const counts = (await send(ctx.app, issueContract.getServiceInterestCounts, {}, as(staff))).body.data;
      assert.deepEqual(counts.find((c: { service: string }) => c.service === 'insurance'), { service: 'insurance', members: 2 });
    });
  });
});
