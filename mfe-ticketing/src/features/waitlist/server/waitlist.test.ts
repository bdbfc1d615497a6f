import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eventAdminContract } from '../../staff-events/contract.js';
import { staffOrdersContract } from '../../staff-orders/contract.js';
import { bookingContract } from '../../order/contract.js';
import {
  bearer,
  bookThroughApi,
  completeProfile,
  createEvent,
  outboxFor,
  PAYMENT_BILL,
  registerMember,
  send,
  startTestApp,
  TICKET_HOLDER,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { waitlistContract } from '../contract.js';


describe('the waitlist of a full package', () => {
  let ctx: TestContext;
  let staff: Registered;
  const member = async () => {
    const m = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, m);
    return m;
  };
  /** A bill-payment order: pending, holding its seat. */
  const holdSeat = async (who: Registered, event: Awaited<ReturnType<typeof createEvent>>) => {
    const ticketId = await bookThroughApi(ctx.app, who.token, event);
    const res = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...TICKET_HOLDER, payment_method: 5 } }, bearer(who.token));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.id as number;
  };
  const offers = async (who: Registered, title: string) => (await outboxFor(ctx.db, who.email)).filter((m) => m.subject === `A seat is free at ${title}`);

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  test('a package with seats left has no waitlist; a full one takes members once each, in order', async () => {
    const event = await createEvent(ctx.db, { capacity: 1, title: 'Multan Design Day' });
    const first = await member();
    const res = await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, bearer(first.token));
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Seats are still free: book yours now.');

    await holdSeat(await member(), event);
    const joined = await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, bearer(first.token));
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    assert.deepEqual(joined.body.data, [{ package_id: event.packageId, offered_at: null }]);
    await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, bearer(first.token));
    assert.equal((await ctx.db.selectFrom('event_waitlist').select('id').where('package_id', '=', event.packageId).execute()).length, 1);

    const left = await send(ctx.app, waitlistContract.leaveWaitlist, { params: { packageId: event.packageId } }, bearer(first.token));
    assert.deepEqual(left.body.data, []);
    assert.deepEqual((await send(ctx.app, waitlistContract.getWaitlist, { params: { eventId: event.eventId } }, bearer(first.token))).body.data, []);
  });

  test('a cancelled order’s seat is offered by e-mail to the first member waiting, and only to them', async () => {
    const title = 'Faisalabad Freelancers Meetup';
    const event = await createEvent(ctx.db, { capacity: 1, title });
    const orderId = await holdSeat(await member(), event);
    const [first, second] = [await member(), await member()];
    for (const who of [first, second]) assert.equal((await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, bearer(who.token))).status, 200);

    const cancelled = await send(ctx.app, staffOrdersContract.cancelOrder, { params: { id: orderId } }, bearer(staff.token));
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const mails = await offers(first, title);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, new RegExp(`Book your seat: http://site.test/dashboard/event/${event.slug}/${event.eventId}`));
    assert.equal((await offers(second, title)).length, 0, 'one free seat, one member told');
    const waiting = (await send(ctx.app, waitlistContract.getWaitlist, { params: { eventId: event.eventId } }, bearer(first.token))).body.data;
    assert.ok(waiting[0].offered_at);
  });

  test('an order that expires on its own frees its seat for the next member waiting', async () => {
    const title = 'Hyderabad Writers Circle';
    const event = await createEvent(ctx.db, { capacity: 1, title });
    const holder = await member();
    const ticketId = await bookThroughApi(ctx.app, holder.token, event);
    assert.equal((await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...TICKET_HOLDER, payment_method: PAYMENT_BILL } }, bearer(holder.token))).status, 201);
    const waiting = await member();
    assert.equal((await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, bearer(waiting.token))).status, 200);
    // A bill payment holds the seat three days while the member pays at their bank.
    await ctx.advance(3 * 24 * 60 * 60 - 60);
    assert.equal((await offers(waiting, title)).length, 0);
    await ctx.advance(2 * 60);
    assert.equal((await offers(waiting, title)).length, 1);
  });

  test('more seats from staff are offered too; a member who booked meanwhile is not told', async () => {
    const title = 'Sialkot Exporters Evening';
    const event = await createEvent(ctx.db, { capacity: 1, title });
    await holdSeat(await member(), event);
    const [booker, next] = [await member(), await member()];
    for (const who of [booker, next]) await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, bearer(who.token));
    // The first member waiting got a seat another way (staff raised the seats and they booked before the offer ran).
    await ctx.db.updateTable('event_packages').set({ capacity: 2 }).where('id', '=', event.packageId).execute();
    await holdSeat(booker, event);
    const detail = (await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: event.eventId } }, bearer(staff.token))).body.data;
    const body = { ...detail, landing_page_link: '', packages: [{ id: event.packageId, name: 'Standard', price: 2500, capacity: 3 }] };
    for (const key of ['id', 'slug', 'registrations_closed']) delete (body as Record<string, unknown>)[key];
    const saved = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: event.eventId }, body: body }, bearer(staff.token));
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal((await offers(booker, title)).length, 0);
    assert.equal((await offers(next, title)).length, 1);
  });
});
