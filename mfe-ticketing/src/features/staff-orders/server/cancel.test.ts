import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, completeProfile, createEvent, post, type Registered, registerMember, send, startTestApp, type TestContext, TICKET_HOLDER } from '../../../../../server/src/test/kit.js';
import { staffOrdersContract } from '../contract.js';
import { bookingContract } from '../../order/contract.js';
import { eventContract } from '../../event/contract.js';
import { PAID_ORDER_CANCEL } from './routes.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

describe('a paid order leaves paid only through a refund: staff cancel pending orders only', () => {
  let ctx: TestContext;
  let staff: Registered;
  let admin: Registered;
  const as = (who: Registered) => bearer(who.token);
  const cancel = (orderId: number, by: Registered) => send(ctx.app, staffOrdersContract.cancelOrder, { params: { id: orderId } }, as(by));
  const orderRow = (id: number) => ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const seatsTaken = async (packageId: number) => (await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', packageId).executeTakeFirstOrThrow()).seats_taken;
  const auditOf = async (orderId: number) =>
    (await ctx.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'order').where('entity_id', '=', String(orderId)).orderBy('id').execute()).map((a) => [a.action, Number(a.actor_id)]);

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    admin = await registerMember(ctx.app, ctx.db, { name: 'Hamza Qureshi' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
  });
  after(() => ctx.close());

  /** A ticket ordered with a bill payment by `buyer`; paid when `paidBy` marks it received. */
  async function billOrder(buyer: Registered, title: string, paidBy?: Registered) {
    const event = await createEvent(ctx.db, { price: 3000, title });
    const ticketId = await bookThroughApi(ctx.app, buyer.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(buyer));
    assert.equal(placed.status, 201, placed.body.message);
    const orderId = placed.body.data.id as number;
    if (paidBy) assert.equal((await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: 'HBL-77' } }, as(paidBy))).status, 200);
    return { event, orderId };
  }

  test('a paid ticket order is not cancelled by staff or an admin, on a member’s order or their own: the seat stays taken, nothing is recorded', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const cases = [
      { who: staff, buyer: member, title: 'Multan Paid Evening' },
      { who: admin, buyer: member, title: 'Multan Paid Morning' },
      // Their own order, marked paid by the other.
      { who: staff, buyer: staff, title: 'Multan Staff Evening', marker: admin },
      { who: admin, buyer: admin, title: 'Multan Admin Evening', marker: staff },
    ];
    for (const { who, buyer, title, marker } of cases) {
      const { event, orderId } = await billOrder(buyer, title, marker ?? staff);
      const before = await auditOf(orderId);
      const res = await cancel(orderId, who);
      assert.deepEqual([res.status, res.body.message], [409, PAID_ORDER_CANCEL], title);
      const row = await orderRow(orderId);
      assert.deepEqual([row.status, row.cancelled_at], ['paid', null], title);
      assert.equal(await seatsTaken(event.packageId), 1, `${title}: the seat stays taken`);
      assert.deepEqual(await auditOf(orderId), before, `${title}: nothing is recorded`);
    }
    // The refund is still asked for as usual.
    const { orderId } = await billOrder(member, 'Multan Refund Evening', staff);
    const asked = await send(ctx.app, staffOrdersContract.requestRefund, { params: { id: orderId }, body: { reason: 'Cannot attend.', method: 'manual', reference: 'HBL-RF-1' } }, as(staff));
    assert.equal(asked.status, 200, asked.body.message);
  });

  test('a paid membership order is not cancelled either: its year stays', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const surge = (await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow()).id;
    const bought = await post<string | { order: { id: number } }>(ctx.app, '/api/user/membership', { package_id: surge, payment_method: 5 }, as(member));
    assert.ok(typeof bought.body.data !== 'string' && bought.body.data.order, bought.body.message);
    const orderId = bought.body.data.order.id;
    assert.equal((await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: 'HBL-78' } }, as(staff))).status, 200);
    for (const who of [staff, admin]) assert.deepEqual([(await cancel(orderId, who)).body.message], [PAID_ORDER_CANCEL]);
    assert.equal((await orderRow(orderId)).status, 'paid');
    assert.ok(await ctx.db.selectFrom('memberships').select('id').where('order_id', '=', orderId).executeTakeFirst(), 'the year stays');
  });

  test('a pending order is cancelled, on a member’s order or the staff member’s own: the seat goes back, audited', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    for (const [buyer, title] of [
      [member, 'Quetta Pending Evening'],
      [staff, 'Quetta Staff Pending'],
    ] as const) {
      const { event, orderId } = await billOrder(buyer, title);
      assert.equal(await seatsTaken(event.packageId), 1);
      const res = await cancel(orderId, staff);
      assert.deepEqual([res.status, res.body.message, res.body.data.status], [200, 'The order is cancelled and its seat is free again.', 'cancelled']);
      assert.equal(await seatsTaken(event.packageId), 0);
      assert.deepEqual(await auditOf(orderId), [['order.cancel', staff.userId]]);
      assert.deepEqual([(await cancel(orderId, staff)).body.message], ['This order is already cancelled.']);
    }
  });

  test('a free registration (no money paid) can still be cancelled to free its seat', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, member);
    const free = await createEvent(ctx.db, { price: 0, title: 'Free Evening in Okara' });
    const enrolled = await send(ctx.app, eventContract.enrollInEvent, { params: { id: free.eventId } }, as(member));
    assert.equal(enrolled.status, 200, enrolled.body.message);
    const orderId = enrolled.body.data.order_id as number;
    assert.equal((await orderRow(orderId)).status, 'paid');
    const res = await cancel(orderId, staff);
    assert.deepEqual([res.status, res.body.data.status], [200, 'cancelled']);
    assert.equal(await seatsTaken(free.packageId), 0);
    assert.deepEqual(await auditOf(orderId), [['order.cancel', staff.userId]]);
  });
});
