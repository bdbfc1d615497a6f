import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent } from '../../test/events.js';
import { bearer, registerMember, type Registered } from '../../test/http.js';
import { send } from '../../test/api.js';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import { staffOrdersContract } from '../../../../mfe-ticketing/src/features/staff-orders/contract.js';
import { issueContract } from '../../../../mfe-safety-net/src/features/issues/contract.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { learningContract } from '../../../../mfe-learning/src/features/learning/contract.js';
import { createCourse, enrolThroughApi } from '../../test/learning.js';
import { completeProfile } from '../../test/profile.js';

const BILL = 5;

describe('the staff home’s queues', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;

  const queues = async () => {
    const res = await send(ctx.app, staffContract.getStaffQueues, {}, bearer(staff.token));
    assert.equal(res.status, 200, res.body.message);
    return res.body.data;
  };
  const queue = async (key: string) => (await queues()).queues.find((q) => q.key === key)!;

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('members and visitors cannot read the queues', async () => {
    assert.equal((await send(ctx.app, staffContract.getStaffQueues)).status, 401);
    assert.equal((await send(ctx.app, staffContract.getStaffQueues, {}, bearer(member.token))).status, 403);
  });

  test('an issue waits for staff until they answer it, with how long it has waited', async () => {
    const before = (await queue('issues')).count;
    const made = await send(ctx.app, issueContract.createIssue, { body: { title: 'My payment is stuck', topic: 'Banking', description: 'A client payment has not arrived for two weeks.' } }, bearer(member.token));
    assert.equal(made.status, 201);
    const waiting = await queue('issues');
    assert.equal(waiting.count, before + 1);
    assert.ok(waiting.oldest_at, 'the longest wait is given');
    assert.match(waiting.path, /^\/staff\/issues\?/);
    await send(ctx.app, issueContract.replyToIssue, { params: { issueId: made.body.data.id }, body: { description: 'We are looking into it.' } }, bearer(staff.token));
    assert.equal((await queue('issues')).count, before);
  });

  test('a bill-payment order waits until it is paid, and its hold counts as expiring within its last day', async () => {
    const [bills, expiring] = [(await queue('bill-payments')).count, (await queue('expiring-holds')).count];
    const event = await createEvent(ctx.db, { price: 3000 });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const order = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { payment_method: BILL } }, bearer(member.token));
    assert.equal(order.status, 201, order.body.message);
    assert.equal((await queue('bill-payments')).count, bills + 1);
    // A bill payment is held for three days: it expires within 24 hours only on its last day.
    assert.equal((await queue('expiring-holds')).count, expiring);
    await ctx.db.updateTable('orders').set({ expires_at: new Date(Date.now() + 3_600_000) }).where('id', '=', order.body.data.id).execute();
    assert.equal((await queue('expiring-holds')).count, expiring + 1);
  });

  test('refunds waiting for a second staff member are counted for everyone, with how many the reader may decide, leading to the refunds list', async () => {
    const other = await registerMember(ctx.app, ctx.db, { name: 'Hamza Qureshi' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', other.userId).execute();
    const read = async (who: Registered) => (await send(ctx.app, staffContract.getStaffQueues, {}, bearer(who.token))).body.data.queues.find((q) => q.key === 'refunds')!;
    const before = await read(staff);
    assert.deepEqual([before.label, before.path], ['Refunds waiting for approval', '/staff/orders?view=refunds']);

    /** A ticket paid by bill payment, marked received by the other staff member, and its refund asked for by `asker`. */
    const askRefund = async (buyer: Registered, asker: Registered) => {
      const event = await createEvent(ctx.db, { price: 2000 });
      const ticketId = await bookThroughApi(ctx.app, buyer.token, event);
      const order = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { payment_method: BILL } }, bearer(buyer.token));
      const marker = buyer === other ? staff : other;
      assert.equal((await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: order.body.data.id }, body: { reference: 'HBL-5' } }, bearer(marker.token))).status, 200);
      const asked = await send(ctx.app, staffOrdersContract.requestRefund, { params: { id: order.body.data.id }, body: { reason: 'Paid twice.', method: 'manual', reference: 'HBL-RF-5' } }, bearer(asker.token));
      assert.equal(asked.status, 200, asked.body.message);
      return asked.body.data;
    };
    // One asked by the reader, one by the other staff member, one of an order on the reader's own account.
    await askRefund(member, staff);
    const second = await askRefund(member, other);
    await askRefund(staff, other);

    const forStaff = await read(staff);
    const forOther = await read(other);
    assert.deepEqual([forStaff.count, forOther.count], [before.count + 3, before.count + 3], 'counted for everyone');
    assert.deepEqual([forStaff.you_may_decide, forOther.you_may_decide], [(before.you_may_decide ?? 0) + 1, (before.you_may_decide ?? 0) + 1]);
    assert.ok(forStaff.oldest_at, 'the longest wait is given');
    // The list it leads to holds exactly what it counts.
    const listed = await send(ctx.app, staffOrdersContract.getRefunds, { query: { status: 'requested' } }, bearer(staff.token));
    assert.equal(listed.body.data.pagination.total, forStaff.count);
    assert.equal(listed.body.data.items.filter((r) => r.can_decide).length, forStaff.you_may_decide);

    assert.equal((await send(ctx.app, staffOrdersContract.rejectRefund, { params: { id: second.id } }, bearer(staff.token))).status, 200);
    assert.deepEqual([(await read(staff)).count, (await read(staff)).you_may_decide], [forStaff.count - 1, (forStaff.you_may_decide ?? 0) - 1]);
    // Other queues say nothing of deciding.
    assert.equal((await queue('issues')).you_may_decide, undefined);
  });

  test('enrolments waiting for a decision, in every course, lead to the list of exactly those; a decided one leaves it', async () => {
    const [first, second] = [await createCourse(ctx.db, { requiresAcceptance: true }), await createCourse(ctx.db, { requiresAcceptance: true })];
    const learner = await registerMember(ctx.app, ctx.db, { name: 'Sadia Rauf' });
    await completeProfile(ctx.app, learner);
    const before = (await queue('enrolments')).count;
    await enrolThroughApi(ctx.app, ctx.db, learner.token, first);
    await enrolThroughApi(ctx.app, ctx.db, learner.token, second);
    const waiting = await queue('enrolments');
    assert.equal(waiting.count, before + 2);
    // The queue's link is the staff list filtered to what it counts: the same number, in both courses.
    const link = new URL(waiting.path, 'http://site.test');
    assert.deepEqual([link.pathname, link.searchParams.get('status')], ['/staff/learning/enrolments', 'pending']);
    const listed = await send(ctx.app, learningContract.getStaffEnrolments, { query: { status: 'pending', q: 'Sadia Rauf' } }, bearer(staff.token));
    assert.equal(listed.status, 200, listed.body.message);
    assert.deepEqual(listed.body.data.items.map((e) => e.course.id).sort(), [first.courseId, second.courseId].sort());
    const all = await send(ctx.app, learningContract.getStaffEnrolments, { query: { status: 'pending' } }, bearer(staff.token));
    assert.equal(all.body.data.pagination.total, waiting.count);

    await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: listed.body.data.items[0].id }, body: { decision: 'accepted' } }, bearer(staff.token));
    assert.equal((await queue('enrolments')).count, before + 1);
  });

  test('this week’s events show tickets sold and checked in, each leading to its door', async () => {
    const event = await createEvent(ctx.db, { price: 3000 });
    await ctx.db.updateTable('events').set({ start_date: new Date(Date.now() + 2 * 86_400_000), end_date: new Date(Date.now() + 2 * 86_400_000 + 3_600_000) }).where('id', '=', event.eventId).execute();
    const listed = async () => (await queues()).events.find((e) => e.id === event.eventId);
    assert.deepEqual([(await listed())?.sold, (await listed())?.checked_in], [0, 0]);
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const order = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { payment_method: BILL } }, bearer(member.token));
    assert.equal((await listed())?.sold, 0, 'an unpaid order sells nothing');
    await ctx.db.updateTable('orders').set({ status: 'paid', paid_at: new Date() }).where('id', '=', order.body.data.id).execute();
    await ctx.db.insertInto('check_ins').values({ ticket_id: ticketId, staff_id: staff.userId }).execute();
    const found = await listed();
    assert.deepEqual([found?.sold, found?.checked_in, found?.path], [1, 1, `/staff/check-in?event=${event.eventId}`]);
    const later = await createEvent(ctx.db);
    assert.ok(!(await queues()).events.some((e) => e.id === later.eventId), 'an event a month away is not this week’s');
  });
});
