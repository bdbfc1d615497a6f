import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createEvent, get, orderThroughApi, registerMember, send, startTestApp, TICKET_HOLDER, type Registered, type TestContext, type TestEvent } from '../../../../../server/src/test/kit.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { staffOrdersContract } from '../../staff-orders/contract.js';
import { myTicketsContract } from '../contract.js';

describe('My tickets', () => {
  let ctx: TestContext;
  let other: Registered;
  let staff: Registered;

  before(async () => {
    ctx = await startTestApp();
    other = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  const as = (m: Registered) => bearer(m.token);

  /** An order of `who` for the event's package: free (paid at once) or bill payment (pending). */
  const order = (who: Registered, event: TestEvent, method: 4 | 5) => orderThroughApi(ctx.app, who.token, event, method, { ...TICKET_HOLDER, first_name: 'Sana' });

  const myTickets = async (who: Registered, query = '') => {
    const res = await get(ctx.app, `/api/user/tickets${query}`, as(who));
    assert.equal(res.status, 200, res.body.message);
    return res.body.data as unknown as { items: Array<{ id: number; order_id: number; event: { title: string } }>; pagination: { total: number; last_page: number } };
  };

  test('My tickets lists only events that have not ended, soonest first, today’s included', async () => {
    const reader = await registerMember(ctx.app, ctx.db);
    const later = await createEvent(ctx.db, { price: 0, title: 'Later Meetup' });
    const sooner = await createEvent(ctx.db, { price: 0, title: 'Sooner Meetup' });
    const today = await createEvent(ctx.db, { price: 0, title: 'Meetup Under Way' });
    const ended = await createEvent(ctx.db, { price: 0, title: 'Ended Meetup' });
    for (const event of [later, sooner, today, ended]) await order(reader, event, 4);
    const day = 86_400_000;
    const at = (eventId: number, start: number, end: number) =>
      ctx.db.updateTable('events').set({ start_date: new Date(Date.now() + start), end_date: new Date(Date.now() + end) }).where('id', '=', eventId).execute();
    await at(later.eventId, 40 * day, 40 * day + 3_600_000);
    await at(sooner.eventId, 5 * day, 5 * day + 3_600_000);
    await at(today.eventId, -3_600_000, 3_600_000);
    await at(ended.eventId, -2 * day, -2 * day + 3_600_000);
    const { items, pagination } = await myTickets(reader);
    assert.deepEqual(items.map((t) => t.event.title), ['Meetup Under Way', 'Sooner Meetup', 'Later Meetup']);
    assert.equal(pagination.total, 3);
    // The ended event's order keeps its ticket in Order History.
    const history = await send(ctx.app, ticketingContract.getOrders, {}, as(reader));
    const endedOrder = (history.body.data.items as Array<{ id: number; event_name: string }>).find((o) => o.event_name === 'Ended Meetup')!;
    assert.equal(((await send(ctx.app, ticketingContract.getOrder, { params: { orderId: endedOrder.id } }, as(reader))).body.data.tickets as unknown[]).length, 1);
  });

  test('My tickets lists the tickets waiting for a bill payment on its first page, with the reference to pay, until they are paid', async () => {
    const reader = await registerMember(ctx.app, ctx.db);
    const billed = await createEvent(ctx.db, { price: 2500, title: 'Hyderabad Freelancers Day' });
    const { orderId, ticketId } = await order(reader, billed, 5);
    // Not listed: a hold that has lapsed, a cancelled order, an ended event's order, another member's order.
    const lapsed = await order(reader, await createEvent(ctx.db, { price: 2500, title: 'Lapsed Hold Day' }), 5);
    await ctx.db.updateTable('orders').set({ expires_at: new Date(Date.now() - 60_000) }).where('id', '=', lapsed.orderId).execute();
    const cancelled = await order(reader, await createEvent(ctx.db, { price: 2500, title: 'Cancelled Day' }), 5);
    await ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.orderId).execute();
    const endedEvent = await createEvent(ctx.db, { price: 2500, title: 'Ended Day' });
    await order(reader, endedEvent, 5);
    await ctx.db.updateTable('events').set({ start_date: new Date(Date.now() - 2 * 86_400_000), end_date: new Date(Date.now() - 86_400_000) }).where('id', '=', endedEvent.eventId).execute();
    await order(other, billed, 5);

    const first = (await send(ctx.app, myTicketsContract.getMyTickets, {}, as(reader))).body.data;
    assert.deepEqual(first.items, []);
    assert.equal(first.pending.length, 1);
    const [pending] = first.pending;
    assert.deepEqual(
      [pending.order_id, pending.ticket_id, pending.holder, pending.package_name, pending.event.title, pending.grand_total, pending.bill_reference],
      [orderId, ticketId, 'Sana Siddiqui', 'Standard', 'Hyderabad Freelancers Day', 2500, `10470${orderId}`],
    );
    assert.ok(pending.expires_at && new Date(pending.expires_at).getTime() > Date.now());
    // Nobody reaches a code before paying.
    assert.doesNotMatch(JSON.stringify(first), new RegExp(`T${ticketId}\\.|ticket\\.pdf|"code"`));
    // Only the first page carries them.
    assert.deepEqual((await send(ctx.app, myTicketsContract.getMyTickets, { query: { page: 2 } }, as(reader))).body.data.pending, []);

    const marked = await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: 'MZN-20270501-1187' } }, as(staff));
    assert.equal(marked.status, 200, marked.body.message);
    const paidNow = (await send(ctx.app, myTicketsContract.getMyTickets, {}, as(reader))).body.data;
    assert.deepEqual([paidNow.pending, paidNow.items.map((t) => t.id)], [[], [ticketId]]);
  });

  test('My tickets is paged and bounded; a bad page is a 400, never a 500', async () => {
    const reader = await registerMember(ctx.app, ctx.db);
    for (let i = 0; i < 3; i++) await order(reader, await createEvent(ctx.db, { price: 0 }), 4);
    const first = await myTickets(reader, '?per_page=2');
    assert.deepEqual([first.items.length, first.pagination.total, first.pagination.last_page], [2, 3, 2]);
    assert.equal((await myTickets(reader, '?per_page=2&page=2')).items.length, 1);
    for (const query of ['?per_page=51', '?page=0', '?page=abc', '?page=99999999999999999999']) {
      assert.equal((await get(ctx.app, `/api/user/tickets${query}`, as(reader))).status, 400, query);
    }
    assert.equal((await send(ctx.app, myTicketsContract.getMyTickets)).status, 401);
  });
});
