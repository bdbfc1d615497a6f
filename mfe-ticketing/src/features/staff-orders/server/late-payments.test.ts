import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, createEvent, get, outboxFor, post, type Registered, registerMember, send, startTestApp, type TestContext, TICKET_HOLDER } from '../../../../../server/src/test/kit.js';
import { bookingContract } from '../../order/contract.js';
import { staffOrdersContract } from '../contract.js';
import { OWN_LATE_PAYMENT } from './routes.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;
const HOUR = 3_600_000;

describe('staff: holds about to expire and card payments approved too late', () => {
  let ctx: TestContext;
  let member: Registered;
  let staff: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  const noToken = bearer('');
  const staffGet = (url: string) => get(ctx.app, url, bearer(staff.token));
  const staffPost = (url: string) => post(ctx.app, url, undefined, bearer(staff.token));
  const orderStatus = async (id: number) => (await ctx.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function order(paymentMethod: 3 | 5, { title = 'Quetta Freelancers Day', capacity = 100, by = member } = {}) {
    const event = await createEvent(ctx.db, { price: 3000, title, capacity });
    const ticketId = await bookThroughApi(ctx.app, by.token, event);
    const { status, body } = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: paymentMethod } }, bearer(by.token));
    assert.equal(status, 201, body.message);
    return { orderId: body.data.id as number, ticketId, event, redirect: body.data.redirect_url as string | null };
  }

  /** A card order whose hold expired while the member was on the payment page, its seat then taken by someone else. */
  async function expiredCardOrder(title: string, by = member) {
    const placed = await order(3, { title, capacity: 1, by });
    await ctx.db.updateTable('orders').set({ status: 'expired', expires_at: null }).where('id', '=', placed.orderId).execute();
    return placed;
  }

  /** The member approves the payment on the gateway's page; answers where they were sent. */
  async function approve(redirect: string) {
    const decided = await ctx.app.inject({ method: 'POST', url: redirect, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    const back = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    return back.headers.location as string;
  }

  test('lists pending holds that expire within 24 hours, soonest first, with their count', async () => {
    const before = (await staffGet('/api/staff/orders/attention')).body.data.expiring_soon as number;
    const soon = await order(5, { title: 'Sukkur Meetup' });
    const sooner = await order(5, { title: 'Hyderabad Meetup' });
    const later = await order(5, { title: 'Abbottabad Meetup' });
    const now = Date.now();
    await ctx.db.updateTable('orders').set({ expires_at: new Date(now + 20 * HOUR) }).where('id', '=', soon.orderId).execute();
    await ctx.db.updateTable('orders').set({ expires_at: new Date(now + 2 * HOUR) }).where('id', '=', sooner.orderId).execute();
    await ctx.db.updateTable('orders').set({ expires_at: new Date(now + 50 * HOUR) }).where('id', '=', later.orderId).execute();

    const counts = await staffGet('/api/staff/orders/attention');
    assert.equal(counts.status, 200);
    assert.equal(counts.body.data.expiring_soon, before + 2);
    const list = await staffGet('/api/staff/orders/expiring?per_page=50');
    assert.equal(list.status, 200);
    const items = list.body.data.items as Array<{ id: number; status: string; expires_at: string; holder: string; member_id: string }>;
    const mine = items.filter((o) => [soon.orderId, sooner.orderId, later.orderId].includes(o.id));
    assert.deepEqual(mine.map((o) => o.id), [sooner.orderId, soon.orderId]);
    assert.ok(items.every((o) => o.status === 'pending'));
    const times = items.map((o) => new Date(o.expires_at).getTime());
    assert.deepEqual(times, [...times].sort((a, b) => a - b), 'soonest first');
    assert.equal(list.body.data.pagination.total, counts.body.data.expiring_soon);
    assert.equal(mine[0].holder, 'Ayesha Siddiqui');
  });

  test('a card payment approved after its seat went to someone else is kept for staff, with the order, member and amount', async () => {
    const late = await expiredCardOrder('Gwadar Freelancers Day');
    const before = (await staffGet('/api/staff/orders/attention')).body.data.paid_late as number;
    // The one seat is taken by another booking meanwhile.
    await ctx.db.updateTable('event_packages').set({ seats_taken: 1 }).where('id', '=', late.event.packageId).execute();
    const landing = await approve(late.redirect!);
    assert.equal(landing, `/ticket/${late.ticketId}/order?payment=late`);
    assert.equal(await orderStatus(late.orderId), 'expired');

    assert.equal((await staffGet('/api/staff/orders/attention')).body.data.paid_late, before + 1);
    const list = await staffGet('/api/staff/late-payments?per_page=50');
    assert.equal(list.status, 200);
    const entry = (list.body.data.items as Array<{ id: number; status: string; amount: number; order: { id: number; member_id: string; holder: string; event_name: string; grand_total: number } }>).find(
      (l) => l.order.id === late.orderId,
    );
    assert.ok(entry);
    assert.deepEqual([entry.status, entry.amount, entry.order.holder, entry.order.event_name], ['open', 3000, 'Ayesha Siddiqui', 'Gwadar Freelancers Day']);
    const memberId = (await ctx.db.selectFrom('users').select('member_id').where('id', '=', member.userId).executeTakeFirstOrThrow()).member_id;
    assert.equal(entry.order.member_id, memberId);

    // Honouring needs a seat: refused with the reason while the package is full, and nothing changes.
    const full = await staffPost(`/api/staff/late-payments/${entry.id}/honour`);
    assert.deepEqual([full.status, full.body.message], [409, 'No seat is left in Standard, so this payment cannot be honoured: record a refund instead.']);
    assert.equal(await orderStatus(late.orderId), 'expired');

    // A seat frees up: honoured, the order is paid, the member gets the ticket, and the change is audited.
    await ctx.db.updateTable('event_packages').set({ seats_taken: 0 }).where('id', '=', late.event.packageId).execute();
    const honoured = await staffPost(`/api/staff/late-payments/${entry.id}/honour`);
    assert.deepEqual([honoured.status, honoured.body.message], [200, 'The payment is honoured: the order is paid and the member has been sent their ticket.']);
    assert.deepEqual([honoured.body.data.status, honoured.body.data.order.status], ['honoured', 'paid']);
    assert.equal(await orderStatus(late.orderId), 'paid');
    const pkg = await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', late.event.packageId).executeTakeFirstOrThrow();
    assert.equal(pkg.seats_taken, 1);
    assert.equal((await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes('Gwadar Freelancers Day')).length, 1);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(late.orderId)).execute();
    assert.deepEqual(audit.map((a) => [a.action, a.actor_id]), [['order.honour_late_payment', staff.userId]]);
    assert.deepEqual(audit[0].after, { late_payment: 'honoured', decided_at: (audit[0].after as { decided_at: string }).decided_at, status: 'paid', paid_at: (audit[0].after as { paid_at: string }).paid_at });

    // Decided once: a second decision is refused, and it has left the open list.
    const again = await staffPost(`/api/staff/late-payments/${entry.id}/refund`);
    assert.deepEqual([again.status, again.body.message], [409, 'This late payment was already honoured.']);
    const open = (await staffGet('/api/staff/late-payments?per_page=50')).body.data.items as Array<{ id: number }>;
    assert.ok(!open.some((l) => l.id === entry.id));
    const honouredList = (await staffGet('/api/staff/late-payments?status=honoured')).body.data.items as Array<{ id: number }>;
    assert.ok(honouredList.some((l) => l.id === entry.id));
  });

  test('a late payment for a ticket the member ordered again cannot be honoured twice over: staff record the refund', async () => {
    const first = await expiredCardOrder('Sialkot Freelancers Day');
    await ctx.db.updateTable('event_packages').set({ seats_taken: 0 }).where('id', '=', first.event.packageId).execute();
    // The member orders the same ticket again (a bill payment) before the card's approval arrives.
    const again = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId: first.ticketId }, body: { ...ORDER_HOLDER, payment_method: 5, idempotency_key: 'second-order' } }, bearer(member.token));
    assert.equal(again.status, 201, again.body.message);
    assert.equal(await approve(first.redirect!), `/ticket/${first.ticketId}/order?payment=late`);
    const late = await ctx.db.selectFrom('late_payments').select(['id', 'status']).where('order_id', '=', first.orderId).executeTakeFirstOrThrow();
    assert.equal(late.status, 'open');

    const honour = await staffPost(`/api/staff/late-payments/${late.id}/honour`);
    assert.deepEqual([honour.status, honour.body.message], [409, `The member has ordered this ticket again (order #${again.body.data.id}, pending): cancel that order first, or record a refund.`]);
    const refund = await staffPost(`/api/staff/late-payments/${late.id}/refund`);
    assert.equal(refund.status, 200, refund.body.message);
    assert.deepEqual([refund.body.data.status, refund.body.message], ['refunded', 'The refund is recorded.']);
    assert.equal(await orderStatus(first.orderId), 'expired');
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'order').where('entity_id', '=', String(first.orderId)).execute();
    assert.deepEqual(audit.map((a) => [a.action, a.actor_id]), [['order.refund_late_payment', staff.userId]]);
  });

  test('nobody honours or refunds a late payment on their own account: another staff member decides it', async () => {
    const late = await expiredCardOrder('Kohat Freelancers Day', staff);
    assert.equal(await approve(late.redirect!), `/ticket/${late.ticketId}/order?payment=late`);
    const { id } = await ctx.db.selectFrom('late_payments').select('id').where('order_id', '=', late.orderId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('event_packages').set({ seats_taken: 0 }).where('id', '=', late.event.packageId).execute();
    for (const decision of ['honour', 'refund']) {
      const own = await staffPost(`/api/staff/late-payments/${id}/${decision}`);
      assert.deepEqual([own.status, own.body.message], [403, OWN_LATE_PAYMENT], decision);
    }
    const row = await ctx.db.selectFrom('late_payments').select(['status', 'decided_by']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'open', decided_by: null });
    assert.equal(await orderStatus(late.orderId), 'expired');
    assert.equal((await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', late.event.packageId).executeTakeFirstOrThrow()).seats_taken, 0, 'no seat was taken');
    assert.deepEqual(await ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'order').where('entity_id', '=', String(late.orderId)).execute(), []);

    const colleague = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', colleague.userId).execute();
    const honoured = await send(ctx.app, staffOrdersContract.honourLatePayment, { params: { id } }, bearer(colleague.token));
    assert.equal(honoured.status, 200, honoured.body.message);
    assert.equal(await orderStatus(late.orderId), 'paid');
  });

  test('only staff see and decide, and bad input is a clear 4xx', async () => {
    for (const url of ['/api/staff/orders/attention', '/api/staff/orders/expiring', '/api/staff/late-payments']) {
      assert.equal((await get(ctx.app, url, bearer(member.token))).status, 403, url);
      assert.equal((await get(ctx.app, url, noToken)).status, 401, url);
    }
    assert.equal((await send(ctx.app, staffOrdersContract.recordLateRefund, { params: { id: 1 } }, bearer(member.token))).status, 403);
    assert.equal((await staffPost('/api/staff/late-payments/99999999/honour')).status, 404);
    for (const id of ['abc', '0', '99999999999999999999', '1.5']) assert.equal((await staffPost(`/api/staff/late-payments/${id}/refund`)).status, 400, id);
    assert.equal((await staffGet('/api/staff/late-payments?status=lost')).status, 400);
    assert.equal((await staffGet('/api/staff/orders/expiring?page=99999999999999999999')).status, 400);
  });
});
