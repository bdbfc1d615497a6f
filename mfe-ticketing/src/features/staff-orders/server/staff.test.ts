import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, createEvent, outboxFor, readAuditLog, type Registered, registerMember, send, startTestApp, type TestContext, TICKET_HOLDER, ticketCode } from '../../../../../server/src/test/kit.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../../order/contract.js';
import { eventAdminContract } from '../../staff-events/contract.js';
import { staffOrdersContract } from '../contract.js';
import { checkInContract } from '../../check-in/contract.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

describe('staff and event orders', () => {
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

  async function billOrder(title = 'Multan Freelancers Day', price = 2500) {
    const event = await createEvent(ctx.db, { price, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const { body } = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, bearer(member.token));
    return { orderId: body.data.id as number, ticketId, event };
  }

  test('a bill payment stays pending until staff mark it paid (audited); the member is sent the ticket and sees it paid', async () => {
    const order = await billOrder('Multan Freelancers Day');
    const list = await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { status: 'pending', event_id: order.event.eventId } }, bearer(staff.token));
    assert.deepEqual(
      (list.body.data.items as Array<{ id: number; holder: string; bill_reference: string }>).map((o) => [o.id, o.holder, o.bill_reference]),
      [[order.orderId, 'Ayesha Siddiqui', `10470${order.orderId}`]],
    );
    const marked = await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: order.orderId }, body: { reference: 'HBL-20270501-7731' } }, bearer(staff.token));
    assert.equal(marked.status, 200, marked.body.message);
    assert.equal(marked.body.data.status, 'paid');
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(order.orderId)).execute();
    assert.deepEqual(audit.map((a) => [a.action, a.actor_id]), [['order.paid', staff.userId]]);
    assert.equal((await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes('Multan Freelancers Day')).length, 1);
    const seen = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: order.orderId } }, bearer(member.token));
    assert.equal(seen.body.data.status, 'paid');
    const twice = await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: order.orderId }, body: { reference: 'HBL-20270501-7731' } }, bearer(staff.token));
    assert.deepEqual([twice.status, twice.body.message], [409, 'This order is paid: only a pending order can be marked paid.']);
    const paidOnly = await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { status: 'pending', event_id: order.event.eventId } }, bearer(staff.token));
    assert.equal(paidOnly.body.data.items.length, 0);
  });

  test('only a bill payment is marked paid by hand', async () => {
    const event = await createEvent(ctx.db, { price: 1000 });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const { body } = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, bearer(member.token));
    const res = await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: body.data.id }, body: { reference: 'HBL-20270501-7731' } }, bearer(staff.token));
    assert.equal(res.status, 409);
    assert.equal((await ctx.db.selectFrom('orders').select('status').where('id', '=', body.data.id).executeTakeFirstOrThrow()).status, 'pending');
  });

  test('cancelling gives the seat back (audited)', async () => {
    const order = await billOrder('Quetta Meetup');
    const seats = async () => (await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', order.event.packageId).executeTakeFirstOrThrow()).seats_taken;
    assert.equal(await seats(), 1);
    const res = await send(ctx.app, staffOrdersContract.cancelOrder, { params: { id: order.orderId } }, bearer(staff.token));
    assert.deepEqual([res.status, res.body.data.status], [200, 'cancelled']);
    assert.equal(await seats(), 0);
    assert.equal((await send(ctx.app, staffOrdersContract.cancelOrder, { params: { id: order.orderId } }, bearer(staff.token))).status, 409);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'order').where('entity_id', '=', String(order.orderId)).execute();
    assert.deepEqual(audit.map((a) => a.action), ['order.cancel']);
  });

  test('the attendees CSV lists the paid tickets of the event only', async () => {
    const order = await billOrder('Hyderabad Freelancers Meetup');
    const pending = await bookThroughApi(ctx.app, member.token, order.event, { ...TICKET_HOLDER, first_name: 'Pending', cnic: '3520212345672' });
    await send(ctx.app, bookingContract.placeOrder, { params: { ticketId: pending }, body: { payment_method: 5 } }, bearer(member.token));
    await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: order.orderId }, body: { reference: 'HBL-20270501-7731' } }, bearer(staff.token));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/staff/events/${order.event.eventId}/attendees.csv`, headers: bearer(staff.token) });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines.length, 2);
    assert.ok(lines[1].startsWith(`"${order.orderId}","${order.ticketId}","Ayesha","Siddiqui",`), lines[1]);
    assert.ok(!res.body.includes('Pending'));

    // The holders' CNICs and phones left the site: the audit log says who took them, of which event, and how many.
    const log = await readAuditLog(ctx.app, { entity: 'export' }, bearer(staff.token));
    const [entry] = log.body.data.items;
    assert.deepEqual([entry.action, entry.entity_id, entry.actor?.member_id], ['export.download', `attendees:${order.event.eventId}`, staff.memberId]);
    assert.deepEqual(entry.after, { event: 'Hyderabad Freelancers Meetup', rows: 1 });
    assert.deepEqual(entry.record, { name: 'Export of the attendees of Hyderabad Freelancers Meetup', path: `/staff/events/${order.event.eventId}` });
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/staff/events/${order.event.eventId}/attendees.csv`, headers: bearer(member.token) })).statusCode, 403);
    assert.equal((await readAuditLog(ctx.app, { entity: 'export' }, bearer(staff.token))).body.data.pagination.total, log.body.data.pagination.total, 'a refused export is no export');
  });

  test('check-in: the holder is marked in once, a second scan says when, a forged or unpaid code is refused', async () => {
    const order = await billOrder('Faisalabad Tech Evening');
    const code = await ticketCode(ctx.db, order.ticketId);
    const unpaid = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: order.event.eventId, code } }, bearer(staff.token));
    assert.equal(unpaid.status, 409);
    await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: order.orderId }, body: { reference: 'HBL-20270501-7731' } }, bearer(staff.token));
    const first = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: order.event.eventId, code } }, bearer(staff.token));
    assert.deepEqual([first.status, first.body.data.result, first.body.data.holder, first.body.data.event], [200, 'checked-in', 'Ayesha Siddiqui', 'Faisalabad Tech Evening']);
    const second = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: order.event.eventId, code } }, bearer(staff.token));
    assert.deepEqual([second.body.data.result, second.body.data.checked_in_at], ['already', first.body.data.checked_in_at]);
    assert.match(second.body.message, /^Ayesha Siddiqui was already checked in at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Karachi time\)\.$/);
    const forged = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: order.event.eventId, code: `${code.slice(0, -3)}xyz` } }, bearer(staff.token));
    assert.deepEqual([forged.status, forged.body.data.errors?.code], [422, 'This is not a valid ticket code.']);
    const list = await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { event_id: order.event.eventId } }, bearer(staff.token));
    assert.equal(list.body.data.items[0].checked_in_at, first.body.data.checked_in_at);
  });

  test('the staff event list counts paid and pending orders, and says when each event starts and ends (the door picks today’s)', async () => {
    const order = await billOrder('Sialkot Exporters and Freelancers');
    const res = await send(ctx.app, eventAdminContract.getStaffEvents, {}, bearer(staff.token));
    const row = res.body.data.find((e) => e.id === order.event.eventId)!;
    assert.deepEqual([row.paid, row.pending], [0, 1]);
    const saved = await ctx.db.selectFrom('events').select(['start_date', 'end_date']).where('id', '=', order.event.eventId).executeTakeFirstOrThrow();
    assert.deepEqual([row.start_date, row.end_date], [saved.start_date.toISOString(), saved.end_date.toISOString()]);
  });
});
