import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, completeProfile, createEvent, get, post, registerMember, send, startTestApp, TICKET_HOLDER, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { homeContract } from '../contract.js';

const ISSUE = { title: 'Invoice template for a US client', topic: 'Banking', description: 'Which details must an invoice carry for a bank to release the payment?' } as const;
const DAY = 86_400_000;

describe('the member’s dashboard home', () => {
  let ctx: TestContext;
  let member: Registered;
  let other: Registered;
  let staff: Registered;
  const as = (who: Registered) => bearer(who.token);
  const home = async (who: Registered) => {
    const res = await send(ctx.app, homeContract.getMemberHome, {}, as(who));
    assert.equal(res.status, 200, res.body.message);
    return res.body.data;
  };

  /** A ticket of `who` for the event with an order in that status (booked and paid as the order pages leave them). */
  async function ticket(who: Registered, event: Awaited<ReturnType<typeof createEvent>>, status: 'paid' | 'pending' | 'expired' = 'paid') {
    const key = `k-${Math.random().toString(36).slice(2)}`;
    const { id: ticketId } = await ctx.db
      .insertInto('tickets')
      .values({ user_id: who.userId, event_id: event.eventId, package_id: event.packageId, idempotency_key: key, price: 2500, discounted_price: null, ...TICKET_HOLDER })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { company: _company, position: _position, ...holder } = TICKET_HOLDER;
    await ctx.db
      .insertInto('orders')
      .values({ user_id: who.userId, ticket_id: ticketId, event_id: event.eventId, package_id: event.packageId, idempotency_key: key, payment_method: 5, status, subtotal: 2500, grand_total: 2500, paid_at: status === 'paid' ? new Date() : null, ...holder })
      .execute();
  }
  const startingIn = async (days: number, title: string) => {
    const event = await createEvent(ctx.db, { title });
    await ctx.db.updateTable('events').set({ start_date: new Date(Date.now() + days * DAY), end_date: new Date(Date.now() + days * DAY + 3_600_000) }).where('id', '=', event.eventId).execute();
    return event;
  };

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db, { name: 'Bilal Ahmed' });
    other = await registerMember(ctx.app, ctx.db, { name: 'Hina Baig' });
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  test('a visitor is asked to sign in', async () => {
    assert.equal((await send(ctx.app, homeContract.getMemberHome)).status, 401);
  });

  test('a new member sees their membership, an incomplete profile, and no events or issues', async () => {
    const fresh = await registerMember(ctx.app, ctx.db, { name: 'Sana Malik' });
    const data = await home(fresh);
    const user = await ctx.db.selectFrom('users').select(['membership_id', 'created_at']).where('id', '=', fresh.userId).executeTakeFirstOrThrow();
    assert.equal(data.name, 'Sana Malik');
    assert.deepEqual(data.membership, { member_id: fresh.memberId, membership_id: user.membership_id, member_since: user.created_at.toISOString() });
    assert.equal(data.profile_completed, false);
    assert.deepEqual(data.events, []);
    assert.deepEqual(data.issues, { open: 0, unread: 0, items: [] });
  });

  test('says when the profile is complete', async () => {
    const fresh = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, fresh);
    assert.equal((await home(fresh)).profile_completed, true);
  });

  test('lists the next three events the member holds paid tickets for, soonest first, with how many tickets', async () => {
    const later = await startingIn(40, 'Karachi Design Day');
    const soon = await startingIn(3, 'Lahore Freelancers Meetup');
    const third = await startingIn(20, 'Islamabad Tax Clinic');
    const fourth = await startingIn(60, 'Peshawar Code Camp');
    const past = await createEvent(ctx.db, { past: true, title: 'Last year’s summit' });
    const unpaid = await startingIn(1, 'Unpaid hold');
    const expired = await startingIn(2, 'Expired order');
    const theirs = await startingIn(1, 'Another member’s event');
    for (const event of [later, soon, third, fourth, past]) await ticket(member, event);
    await ticket(member, soon);
    await ticket(member, unpaid, 'pending');
    await ticket(member, expired, 'expired');
    await ticket(other, theirs);

    const { events } = await home(member);
    assert.deepEqual(
      events.map((e: { event: { id: number; title: string }; tickets: number }) => [e.event.id, e.event.title, e.tickets]),
      [
        [soon.eventId, 'Lahore Freelancers Meetup', 2],
        [third.eventId, 'Islamabad Tax Clinic', 1],
        [later.eventId, 'Karachi Design Day', 1],
      ],
    );
    assert.equal(events[0].event.slug, soon.slug, 'the page links to the event by its slug and id');
    assert.deepEqual((await home(other)).events.map((e: { event: { id: number } }) => e.event.id), [theirs.eventId], 'only the member’s own tickets');
  });

  test('lists only the member’s open issues, newest first, with unread staff replies counted and marked', async () => {
    // The issues are the safety net's (mfe-safety-net's issues feature): this test reaches them at their addresses.
    const raise = async (who: Registered, title: string) => (await post<{ id: number }>(ctx.app, '/api/user/issues', { ...ISSUE, title }, as(who))).body.data.id;
    const answered = await raise(member, 'Answered by staff');
    const waiting = await raise(member, 'Waiting for staff');
    const resolved = await raise(member, 'Resolved already');
    await raise(other, 'Someone else’s question');
    assert.equal((await post(ctx.app, `/api/user/issues/${resolved}/resolve`, {}, as(member))).status, 200);
    assert.equal((await post(ctx.app, `/api/staff/issues/${answered}/comments`, { description: 'Here is a template.' }, as(staff))).status, 201);

    const { issues } = await home(member);
    assert.equal(issues.open, 2);
    assert.equal(issues.unread, 1);
    assert.deepEqual(
      issues.items.map((i: { id: number; title: string; unread: boolean }) => [i.id, i.title, i.unread]),
      [
        [waiting, 'Waiting for staff', false],
        [answered, 'Answered by staff', true],
      ],
    );

    // What the issue's page does: it reads the conversation, then marks the newest comment it showed as seen.
    const shown = (await get<Array<{ id: number }>>(ctx.app, `/api/user/issues/${answered}/comments`, as(member))).body.data.at(-1)!.id;
    assert.equal((await post(ctx.app, `/api/user/issues/${answered}/seen`, { last_comment_id: shown }, as(member))).status, 200);
    const after = (await home(member)).issues;
    assert.equal(after.unread, 0);
    assert.equal(after.items.find((i: { id: number }) => i.id === answered)!.unread, false);
  });

  test('shows at most five open issues and counts them all', async () => {
    const busy = await registerMember(ctx.app, ctx.db);
    for (let i = 1; i <= 6; i++) await ctx.db.insertInto('issues').values({ user_id: busy.userId, title: `Question ${i}`, topic: 'Banking', description: 'A question.' }).execute();
    const { issues } = await home(busy);
    assert.equal(issues.open, 6);
    assert.deepEqual(issues.items.map((i: { title: string }) => i.title), ['Question 6', 'Question 5', 'Question 4', 'Question 3', 'Question 2']);
  });
});
