import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  apiRoutes,
  bearer,
  get,
  outboxFor,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  withParams,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { issueContract } from '../contract.js';

const ISSUE = { title: 'My Payoneer transfer is stuck', topic: 'Banking', description: 'A client paid me on the 3rd and the money has not reached my bank.' };
const NOTE = 'Internal: the bank confirmed a compliance hold zq7731; do not tell the member the reason yet.';

describe('the staff’s helpdesk on member issues', () => {
  let ctx: TestContext;
  let member: Registered;
  let staff: Registered;
  let colleague: Registered;
  const as = (who: Registered) => bearer(who.token);
  const raise = async (who: Registered = member, body: object = ISSUE) => {
    const res = await send(ctx.app, issueContract.createIssue, { body: body }, as(who));
    assert.equal(res.status, 201, res.body.message);
    return res.body.data.id as number;
  };
  const staffIssue = async (id: number, who: Registered = staff) => (await send(ctx.app, issueContract.getStaffIssue, { params: { issueId: id } }, as(who))).body.data;
  const auditOf = (id: number, action?: string) => {
    let q = ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'issue').where('entity_id', '=', String(id));
    if (action) q = q.where('action', '=', action);
    return q.orderBy('id').execute();
  };
  const count = async (table: 'issue_comments' | 'issue_notes' | 'outbox' | 'audit_log' | 'saved_replies') =>
    Number((await ctx.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db, { name: 'Bilal Ahmed' });
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    colleague = await registerMember(ctx.app, ctx.db, { name: 'Asad Mehmood' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', colleague.userId).execute();
  });
  after(() => ctx.close());

  describe('internal notes', () => {
    test('staff read them with their author, oldest first; they do not answer the member or put the issue in the queue', async () => {
      const id = await raise();
      await send(ctx.app, issueContract.replyToIssue, { params: { issueId: id }, body: { description: 'We have asked the bank.' } }, as(staff));
      const first = await send(ctx.app, issueContract.addIssueNote, { params: { issueId: id }, body: { description: `  ${NOTE}  ` } }, as(staff));
      assert.equal(first.status, 201, first.body.message);
      await send(ctx.app, issueContract.addIssueNote, { params: { issueId: id }, body: { description: 'Called the bank again on Monday.' } }, as(colleague));
      const notes = (await send(ctx.app, issueContract.getIssueNotes, { params: { issueId: id } }, as(staff))).body.data;
      assert.deepEqual(
        notes.map((n: { description: string; author: { name: string; role: string } }) => [n.description, n.author.name, n.author.role]),
        [
          [NOTE, 'Zainab Hussain', 'staff'],
          ['Called the bank again on Monday.', 'Asad Mehmood', 'admin'],
        ],
      );
      const issue = await staffIssue(id);
      assert.deepEqual([issue.notes, issue.comments, issue.waiting_since], [2, 1, null], 'a note is no answer and no comment');
      const staffComments = (await send(ctx.app, issueContract.getStaffIssueComments, { params: { issueId: id } }, as(staff))).body.data;
      assert.ok(!JSON.stringify(staffComments).includes('zq7731'), 'the conversation with the member holds no note');
      assert.equal((await send(ctx.app, issueContract.addIssueNote, { params: { issueId: id }, body: { description: ' ' } }, as(staff))).body.data.errors?.description, 'Please write the note');
    });

    test('no member answer carries a note, nothing the member sees changes, and no mail is sent', async () => {
      const id = await raise();
      await send(ctx.app, issueContract.replyToIssue, { params: { issueId: id }, body: { description: 'We have asked the bank.' } }, as(staff));
      const comments = await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(member));
      await send(ctx.app, issueContract.markIssueSeen, { params: { issueId: id }, body: { last_comment_id: comments.body.data.at(-1)!.id } }, as(member));
      // Every read a member or a visitor can make, with the issue's number wherever a path takes a record.
      const reads = apiRoutes(ctx.app).filter((r) => r.method === 'GET' && (r.access === 'member' || r.access === 'public'));
      assert.ok(reads.some((r) => r.url === '/api/user/issues/{issueId}/comments'));
      const readAll = async () => {
        const bodies: string[] = [];
        for (const route of reads) {
          const res = await ctx.app.inject({ method: 'GET', url: withParams(route.url, String(id)), headers: as(member) });
          bodies.push(`${route.url} ${res.statusCode} ${res.body}`);
        }
        return bodies;
      };
      const before = await readAll();
      const mails = (await outboxFor(ctx.db, member.email)).length;
      assert.equal((await send(ctx.app, issueContract.addIssueNote, { params: { issueId: id }, body: { description: NOTE } }, as(staff))).status, 201);
      const afterNote = await readAll();
      for (const body of afterNote) assert.ok(!body.includes('zq7731'), body.slice(0, 80));
      // Not its updated_at, not its New reply marker, not its count of comments: the member cannot tell a note was written.
      assert.deepEqual(afterNote, before);
      assert.equal((await outboxFor(ctx.db, member.email)).length, mails);
      assert.equal((await send(ctx.app, issueContract.getIssueNotes, { params: { issueId: id } }, as(member))).status, 403);
    });

    test('a note is audited with its first words', async () => {
      const id = await raise();
      await send(ctx.app, issueContract.addIssueNote, { params: { issueId: id }, body: { description: NOTE } }, as(staff));
      const [entry] = await auditOf(id, 'issue.note');
      assert.equal(entry.actor_id, staff.userId);
      assert.deepEqual([entry.before, entry.after], [
        { internal_notes: 0, latest_note: null },
        { internal_notes: 1, latest_note: NOTE },
      ]);
    });
  });

  describe('assignment', () => {
    test('staff give an issue to themself, to a colleague and to nobody, each audited; the member sees nothing change', async () => {
      const id = await raise();
      const memberView = async () => (await send(ctx.app, issueContract.getIssue, { params: { issueId: id } }, as(member))).body.data;
      const seenByMember = await memberView();
      const assign = (assignee: string | null) => send(ctx.app, issueContract.assignIssue, { params: { issueId: id }, body: { assignee } }, as(staff));
      const mine = await assign(staff.memberId);
      assert.equal(mine.status, 200, mine.body.message);
      assert.deepEqual(mine.body.data.assignee, { member_id: staff.memberId, name: 'Zainab Hussain' });
      assert.equal(mine.body.message, 'The issue is now Zainab Hussain’s.');
      assert.deepEqual((await assign(colleague.memberId)).body.data.assignee, { member_id: colleague.memberId, name: 'Asad Mehmood' });
      const none = await assign(null);
      assert.deepEqual([none.body.data.assignee, none.body.message], [null, 'The issue is now unassigned.']);
      const entries = await auditOf(id, 'issue.assign');
      assert.deepEqual(
        entries.map((e) => [e.actor_id, e.before, e.after]),
        [
          [staff.userId, { assignee: null }, { assignee: `Zainab Hussain (${staff.memberId})` }],
          [staff.userId, { assignee: `Zainab Hussain (${staff.memberId})` }, { assignee: `Asad Mehmood (${colleague.memberId})` }],
          [staff.userId, { assignee: `Asad Mehmood (${colleague.memberId})` }, { assignee: null }],
        ],
      );
      assert.deepEqual(await memberView(), seenByMember);
    });

    test('only staff and admins can be given an issue: a member or an unknown id is refused and nothing is written', async () => {
      const id = await raise();
      const audits = await count('audit_log');
      for (const assignee of [member.memberId, 'nobody0000000000']) {
        const res = await send(ctx.app, issueContract.assignIssue, { params: { issueId: id }, body: { assignee } }, as(staff));
        assert.deepEqual([res.status, res.body.data.errors?.assignee], [422, 'Please choose a staff member']);
      }
      assert.equal((await staffIssue(id)).assignee, null);
      assert.equal(await count('audit_log'), audits);
      const people = (await send(ctx.app, issueContract.getIssueAssignees, {}, as(staff))).body.data.map((p: { member_id: string }) => p.member_id);
      assert.ok(people.includes(staff.memberId) && people.includes(colleague.memberId));
      assert.ok(!people.includes(member.memberId));
    });

    test('the list shows what is assigned to me, to nobody, or to any staff member', async () => {
      const [toMe, toColleague, unassigned] = [await raise(), await raise(), await raise()];
      await send(ctx.app, issueContract.assignIssue, { params: { issueId: toMe }, body: { assignee: staff.memberId } }, as(staff));
      await send(ctx.app, issueContract.assignIssue, { params: { issueId: toColleague }, body: { assignee: colleague.memberId } }, as(staff));
      const list = async (query: string, who: Registered = staff) => {
        const res = await get(ctx.app, `/api/staff/issues?per_page=50&${query}`, as(who));
        assert.equal(res.status, 200, res.body.message);
        return res.body.data.items as Array<{ id: number; assignee: { member_id: string } | null }>;
      };
      const ours = (items: Array<{ id: number }>) => items.map((i) => i.id).filter((id) => [toMe, toColleague, unassigned].includes(id));

      const mine = await list('assignee=me');
      assert.deepEqual(ours(mine), [toMe]);
      assert.ok(mine.every((i) => i.assignee?.member_id === staff.memberId));
      assert.deepEqual(ours(await list('assignee=me', colleague)), [toColleague], '“me” is whoever asks');
      const nobodys = await list('assignee=none');
      assert.deepEqual(ours(nobodys), [unassigned]);
      assert.ok(nobodys.every((i) => i.assignee === null));
      assert.deepEqual(ours(await list(`assignee=${colleague.memberId}`)), [toColleague]);
      assert.deepEqual(ours(await list('')).sort(), [toMe, toColleague, unassigned].sort());
    });
  });

  test('the waiting view: open issues whose member spoke last, the longest waiting first', async () => {
    const raised = await raise();
    const answered = await raise();
    await send(ctx.app, issueContract.replyToIssue, { params: { issueId: answered }, body: { description: 'Done, please check.' } }, as(staff));
    const followedUp = await raise();
    await send(ctx.app, issueContract.replyToIssue, { params: { issueId: followedUp }, body: { description: 'Which bank?' } }, as(staff));
    await send(ctx.app, issueContract.addIssueComment, { params: { issueId: followedUp }, body: { description: 'Meezan Bank.' } }, as(member));
    const settledByMember = await raise();
    await send(ctx.app, issueContract.resolveIssue, { params: { issueId: settledByMember } }, as(member));
    const reopened = await raise();
    await send(ctx.app, issueContract.setIssueStatus, { params: { issueId: reopened }, body: { status: 'Resolved' } }, as(staff));
    await send(ctx.app, issueContract.openIssue, { params: { issueId: reopened } }, as(member));
    const waitedDays = { [raised]: 1, [followedUp]: 5, [reopened]: 3 };
    for (const [id, days] of Object.entries(waitedDays)) {
      await ctx.db.updateTable('issues').set({ waiting_since: sql`now() - make_interval(days => ${days})` }).where('id', '=', Number(id)).execute();
    }
    const res = await send(ctx.app, issueContract.getStaffIssues, { query: { view: 'waiting', per_page: '50' } }, as(staff));
    assert.equal(res.status, 200, res.body.message);
    const items = res.body.data.items as Array<{ id: number; status: { name: string }; waiting_since: string | null }>;
    assert.ok(items.every((i) => i.status.name === 'Open' && i.waiting_since !== null));
    const times = items.map((i) => Date.parse(i.waiting_since!));
    assert.deepEqual(times, [...times].sort((a, b) => a - b), 'oldest first');
    const ids = items.map((i) => i.id);
    assert.deepEqual(
      ids.filter((id) => [raised, answered, followedUp, settledByMember, reopened].includes(id)),
      [followedUp, reopened, raised],
    );
    assert.equal((await send(ctx.app, issueContract.getStaffIssues, { query: { view: 'everything' } }, as(staff))).status, 400);
  });

  describe('reply and resolve', () => {
    test('sends the reply and resolves the issue at once: one audit entry and one mail', async () => {
      const id = await raise();
      const mails = (await outboxFor(ctx.db, member.email)).length;
      const res = await send(ctx.app, issueContract.replyAndResolveIssue, { params: { issueId: id }, body: { description: 'The bank released your transfer today.' } }, as(staff));
      assert.equal(res.status, 200, res.body.message);
      assert.deepEqual([res.body.data.status.name, res.body.data.waiting_since, res.body.data.comments], ['Resolved', null, 1]);
      assert.equal(res.body.message, 'Your reply has been sent and the issue is now Resolved.');
      const comments = (await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(member))).body.data;
      assert.deepEqual([comments.length, comments[0].description, comments[0].author.role], [1, 'The bank released your transfer today.', 'staff']);
      assert.equal((await send(ctx.app, issueContract.getIssue, { params: { issueId: id } }, as(member))).body.data.unread, true, 'the member’s New reply marker');
      const sent = (await outboxFor(ctx.db, member.email)).slice(mails);
      assert.equal(sent.length, 1);
      assert.equal(sent[0].subject, `A reply to your issue #${id}`);
      assert.ok(sent[0].text.includes('marked it Resolved') && !sent[0].text.includes('released your transfer'));
      const entries = await auditOf(id);
      assert.deepEqual(
        entries.map((e) => [e.action, e.before, e.after]),
        [['issue.reply-and-resolve', { status: 'Open', staff_replies: 0, latest_reply: null }, { status: 'Resolved', staff_replies: 1, latest_reply: 'The bank released your transfer today.' }]],
      );
    });

    test('an issue already resolved is refused and nothing is written or sent', async () => {
      const id = await raise();
      await send(ctx.app, issueContract.setIssueStatus, { params: { issueId: id }, body: { status: 'Resolved' } }, as(staff));
      const before = [await count('issue_comments'), await count('outbox'), await count('audit_log')];
      const res = await send(ctx.app, issueContract.replyAndResolveIssue, { params: { issueId: id }, body: { description: 'Anything else?' } }, as(staff));
      assert.deepEqual([res.status, res.body.message], [409, 'This issue is already resolved.']);
      assert.deepEqual([await count('issue_comments'), await count('outbox'), await count('audit_log')], before);
    });

    test('when resolving fails, the reply is not kept, not mailed and not audited', async () => {
      const id = await raise();
      // The status change fails after the reply was written: the one transaction must take the reply back.
      await sql`create or replace function refuse_resolving() returns trigger language plpgsql as $$ begin raise exception 'resolving refused for the test'; end $$`.execute(ctx.db);
      await sql`create trigger refuse_resolving before update of status on issues for each row when (new.id = ${sql.lit(id)}) execute function refuse_resolving()`.execute(ctx.db);
      try {
        const before = [await count('issue_comments'), await count('outbox'), await count('audit_log')];
        const res = await send(ctx.app, issueContract.replyAndResolveIssue, { params: { issueId: id }, body: { description: 'Resolved on our side.' } }, as(staff));
        assert.equal(res.status, 500);
        assert.deepEqual([await count('issue_comments'), await count('outbox'), await count('audit_log')], before);
        const issue = await staffIssue(id);
        assert.deepEqual([issue.status.name, issue.comments, issue.waiting_since !== null], ['Open', 0, true]);
      } finally {
        await sql`drop trigger refuse_resolving on issues`.execute(ctx.db);
        await sql`drop function refuse_resolving()`.execute(ctx.db);
      }
    });
  });

  describe('new activity for staff (one marker per issue, shared by all staff)', () => {
    test('set by a new issue, the member’s comments and reopening; cleared by opening the issue; staff’s own words never set it', async () => {
      const id = await raise();
      const marker = async (who: Registered = staff) => {
        const one = await staffIssue(id, who);
        const inList = (await send(ctx.app, issueContract.getStaffIssues, { query: { per_page: '50' } }, as(who))).body.data.items.find((i: { id: number }) => i.id === id);
        assert.ok(inList);
        assert.equal(inList.new_activity, one.new_activity, 'the list and the issue agree');
        return one as { new_activity: boolean; member_activity: number };
      };
      const open = async (shown: number, who: Registered = staff) => {
        const res = await send(ctx.app, issueContract.markStaffIssueSeen, { params: { issueId: id }, body: { member_activity: shown } }, as(who));
        assert.equal(res.status, 200, res.body.message);
        return res.body.data;
      };
      let issue = await marker();
      assert.equal(issue.new_activity, true, 'a new issue');
      assert.equal((await open(issue.member_activity)).new_activity, false);
      assert.equal((await marker(colleague)).new_activity, false, 'opened by one is seen for all');

      await send(ctx.app, issueContract.replyToIssue, { params: { issueId: id }, body: { description: 'Which bank?' } }, as(staff));
      await send(ctx.app, issueContract.addIssueNote, { params: { issueId: id }, body: { description: 'Probably Meezan.' } }, as(staff));
      assert.equal((await marker()).new_activity, false, 'staff’s reply and note');

      const shown = (await marker()).member_activity;
      await send(ctx.app, issueContract.addIssueComment, { params: { issueId: id }, body: { description: 'Meezan Bank.' } }, as(member));
      assert.equal((await marker()).new_activity, true, 'the member’s comment');
      await open(shown);
      assert.equal((await marker()).new_activity, true, 'a comment written while the page was on its way stays new');
      issue = await marker();
      await open(issue.member_activity);
      assert.equal((await marker()).new_activity, false);

      await send(ctx.app, issueContract.setIssueStatus, { params: { issueId: id }, body: { status: 'Resolved' } }, as(staff));
      assert.equal((await marker()).new_activity, false, 'staff resolving it');
      await send(ctx.app, issueContract.openIssue, { params: { issueId: id } }, as(member));
      assert.equal((await marker()).new_activity, true, 'the member reopening it');
    });

    test('marking more than the member did does not hide what they do next', async () => {
      const id = await raise();
      await send(ctx.app, issueContract.markStaffIssueSeen, { params: { issueId: id }, body: { member_activity: 1000 } }, as(staff));
      assert.equal((await staffIssue(id)).new_activity, false);
      await send(ctx.app, issueContract.addIssueComment, { params: { issueId: id }, body: { description: 'Any news?' } }, as(member));
      assert.equal((await staffIssue(id)).new_activity, true);
    });
  });

  describe('saved replies', () => {
    const title = 'Ask for the withdrawal slip';
    const body = 'Could you send us the transfer reference, the date and the amount?';

    test('staff save, edit and delete them, each audited, and list them by title', async () => {
      const created = await send(ctx.app, issueContract.createSavedReply, { body: { title: `  ${title} `, body } }, as(staff));
      assert.equal(created.status, 201, created.body.message);
      const id = created.body.data.id as number;
      assert.deepEqual([created.body.data.title, created.body.data.body], [title, body]);
      await send(ctx.app, issueContract.createSavedReply, { body: { title: 'Account closed', body: 'Your account is closed.' } }, as(colleague));
      const titles = (await send(ctx.app, issueContract.getSavedReplies, {}, as(colleague))).body.data.map((r: { title: string }) => r.title);
      assert.deepEqual(titles, [...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
      assert.ok(titles.includes(title), 'shared by all staff');

      const changed = await ctx.app.inject({ method: 'POST', url: `/api/staff/saved-replies/${id}`, payload: { title, body: `${body} Thank you.` }, headers: as(colleague) });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().data.body, `${body} Thank you.`);
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/staff/saved-replies/${id}`, headers: as(staff) });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.ok(!(await send(ctx.app, issueContract.getSavedReplies, {}, as(staff))).body.data.some((r: { id: number }) => r.id === id));

      const entries = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'saved-reply').where('entity_id', '=', String(id)).orderBy('id').execute();
      assert.deepEqual(
        entries.map((e) => [e.action, e.actor_id, e.before, e.after]),
        [
          ['saved-reply.create', staff.userId, null, { title, body }],
          ['saved-reply.update', colleague.userId, { body }, { body: `${body} Thank you.` }],
          ['saved-reply.delete', staff.userId, { title, body: `${body} Thank you.` }, null],
        ],
      );
      const again = await ctx.app.inject({ method: 'DELETE', url: `/api/staff/saved-replies/${id}`, headers: as(staff) });
      assert.deepEqual([again.statusCode, again.json().message], [404, 'This saved reply does not exist.']);
    });

    test('a title taken in any case, or an empty field, is refused with its message and nothing is written', async () => {
      await send(ctx.app, issueContract.createSavedReply, { body: { title: 'Freelancer tax rate', body: 'Register with PSEB for the 0.25% rate.' } }, as(staff));
      const before = [await count('saved_replies'), await count('audit_log')];
      const cases: Array<[object, number, string, string]> = [
        [{ title: 'freelancer TAX rate', body: 'Another text.' }, 409, 'title', 'Another saved reply has this title. Please choose another.'],
        [{ title: ' ', body: 'Text.' }, 422, 'title', 'Please give the saved reply a title'],
        [{ title: 'Empty', body: '' }, 422, 'body', 'Please write the reply'],
        [{ title: 'x'.repeat(121), body: 'Text.' }, 422, 'title', 'Please keep the title under 120 characters'],
      ];
      for (const [payload, status, field, message] of cases) {
        const res = await send(ctx.app, issueContract.createSavedReply, { body: payload }, as(staff));
        assert.deepEqual([res.status, res.body.data?.errors?.[field]], [status, message], JSON.stringify(payload).slice(0, 40));
      }
      const other = (await send(ctx.app, issueContract.createSavedReply, { body: { title: 'Other', body: 'Other text.' } }, as(staff))).body.data.id;
      const renamed = await send(ctx.app, issueContract.updateSavedReply, { params: { replyId: other }, body: { title: 'Freelancer Tax Rate', body: 'Other text.' } }, as(staff));
      assert.equal(renamed.status, 409);
      assert.equal((await send(ctx.app, issueContract.updateSavedReply, { params: { replyId: 999999999 }, body: { title: 'Gone', body: 'Gone.' } }, as(staff))).status, 404);
      assert.deepEqual([await count('saved_replies'), await count('audit_log')], [before[0] + 1, before[1] + 1]);
      assert.equal((await send(ctx.app, issueContract.getSavedReplies, {}, as(member))).status, 403);
    });

    test('the audit log names a saved reply by its title and links the staff page of saved replies', async () => {
      const id = (await send(ctx.app, issueContract.createSavedReply, { body: { title: 'Welcome back', body: 'Good to hear from you again.' } }, as(staff))).body.data.id;
      const log = await readAuditLog(ctx.app, { entity: 'saved-reply', per_page: '50' }, as(staff));
      const entry = log.body.data.items.find((e: { entity_id: string }) => e.entity_id === String(id));
      assert.ok(entry);
      assert.deepEqual(entry.record, { name: 'Saved reply: Welcome back', path: '/staff/issues/saved-replies' });
    });
  });
});
