import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, get, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { issueContract } from '../contract.js';

const ISSUE = { title: 'My Payoneer transfer is stuck', topic: 'Banking', description: 'A client paid me on the 3rd and the money has not reached my bank.' } as const;

describe('unread staff replies on a member’s issues', () => {
  let ctx: TestContext;
  let member: Registered;
  let other: Registered;
  let staff: Registered;
  const as = (who: Registered) => bearer(who.token);
  const raise = async (who: Registered) => (await send(ctx.app, issueContract.createIssue, { body: ISSUE }, as(who))).body.data.id as number;
  const staffReply = async (id: number, description = 'We have asked the bank; expect an answer by Friday.') => {
    const res = await send(ctx.app, issueContract.replyToIssue, { params: { issueId: id }, body: { description } }, as(staff));
    assert.equal(res.status, 201, res.body.message);
  };
  const memberComment = async (who: Registered, id: number) => {
    const res = await send(ctx.app, issueContract.addIssueComment, { params: { issueId: id }, body: { description: 'Thank you, I will wait.' } }, as(who));
    assert.equal(res.status, 201, res.body.message);
  };
  /** What the issue's page does: reads the conversation, then marks the newest comment it showed as seen. */
  const open = async (who: Registered, id: number) => {
    const comments = await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(who));
    if (comments.status !== 200) return comments;
    const last = comments.body.data.at(-1);
    if (last) {
      const seen = await send(ctx.app, issueContract.markIssueSeen, { params: { issueId: id }, body: { last_comment_id: last.id } }, as(who));
      assert.equal(seen.status, 200, seen.body.message);
    }
    return comments;
  };
  /** What the member's list says of the issue, and what its own answer says. */
  const unreadIn = async (who: Registered, id: number) => {
    const list = await send(ctx.app, issueContract.getIssues, {}, as(who));
    const inList = list.body.data.items.find((i: { id: number }) => i.id === id);
    assert.ok(inList);
    const one = await send(ctx.app, issueContract.getIssue, { params: { issueId: id } }, as(who));
    assert.equal(inList.unread, one.body.data.unread, 'the list and the issue agree');
    return inList.unread as boolean;
  };

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db, { name: 'Bilal Ahmed' });
    other = await registerMember(ctx.app, ctx.db, { name: 'Hina Baig' });
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  test('a new issue is not unread; a staff reply makes it unread', async () => {
    const id = await raise(member);
    assert.equal(await unreadIn(member, id), false);
    await staffReply(id);
    assert.equal(await unreadIn(member, id), true);
  });

  test('opening the issue reads the reply; a later reply is unread again', async () => {
    const id = await raise(member);
    await staffReply(id);
    const comments = await open(member, id);
    assert.equal(comments.status, 200);
    assert.equal(comments.body.data.length, 1);
    assert.equal(await unreadIn(member, id), false);
    await staffReply(id, 'The bank has released the transfer.');
    assert.equal(await unreadIn(member, id), true);
    await open(member, id);
    assert.equal(await unreadIn(member, id), false);
  });

  test('reading the conversation changes nothing by itself: only the page’s seen call reads the replies', async () => {
    const id = await raise(member);
    await staffReply(id);
    const comments = await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(member));
    assert.equal(comments.status, 200);
    assert.equal(await unreadIn(member, id), true);
    await send(ctx.app, issueContract.markIssueSeen, { params: { issueId: id }, body: { last_comment_id: comments.body.data.at(-1)!.id } }, as(member));
    assert.equal(await unreadIn(member, id), false);
  });

  test('a reply written after the newest comment the page showed stays unread', async () => {
    const id = await raise(member);
    await staffReply(id);
    const shown = (await send(ctx.app, issueContract.getIssueComments, { params: { issueId: id } }, as(member))).body.data.at(-1)!.id;
    await staffReply(id, 'One more thing: the bank needs your CNIC copy.');
    await send(ctx.app, issueContract.markIssueSeen, { params: { issueId: id }, body: { last_comment_id: shown } }, as(member));
    assert.equal(await unreadIn(member, id), true);
    // An older comment later does not move the marker back.
    await open(member, id);
    await send(ctx.app, issueContract.markIssueSeen, { params: { issueId: id }, body: { last_comment_id: shown } }, as(member));
    assert.equal(await unreadIn(member, id), false);
  });

  test('the member’s own comments never make the issue unread', async () => {
    const id = await raise(member);
    await memberComment(member, id);
    assert.equal(await unreadIn(member, id), false);
    await staffReply(id);
    await open(member, id);
    await memberComment(member, id);
    assert.equal(await unreadIn(member, id), false);
  });

  test('a staff member’s own issue is not unread from their own words, written as a member or as staff', async () => {
    const id = await raise(staff);
    await memberComment(staff, id);
    await staffReply(id, 'Adding the bank’s reference for the team.');
    assert.equal(await unreadIn(staff, id), false);
  });

  test('another member’s unread issue is never reported to the member, and the member cannot mark it read', async () => {
    const theirs = await raise(other);
    await staffReply(theirs);
    const list = await send(ctx.app, issueContract.getIssues, { query: { per_page: '50' } }, as(member));
    assert.ok(!list.body.data.items.some((i: { id: number }) => i.id === theirs));
    assert.equal((await send(ctx.app, issueContract.getIssue, { params: { issueId: theirs } }, as(member))).status, 404);
    assert.equal((await open(member, theirs)).status, 404);
    assert.equal((await send(ctx.app, issueContract.markIssueSeen, { params: { issueId: theirs }, body: { last_comment_id: 999999 } }, as(member))).status, 404);
    assert.equal(await unreadIn(other, theirs), true, 'still unread for its member');
    // The dashboard home (mfe-account's home feature), at its address.
    const home = await get<{ issues: { items: Array<{ id: number }> } }>(ctx.app, '/api/user/home', as(member));
    assert.ok(!home.body.data.issues.items.some((i) => i.id === theirs));
  });

  test('staff reading the conversation does not read it for the member', async () => {
    const id = await raise(member);
    await staffReply(id);
    assert.equal((await send(ctx.app, issueContract.getStaffIssueComments, { params: { issueId: id } }, as(staff))).status, 200);
    assert.equal(await unreadIn(member, id), true);
  });
});
