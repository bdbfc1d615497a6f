import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, createEvent, memberWithProfile, post, registerMember, send, startTestApp, TICKET_HOLDER, unchecked, type Registered, type TestContext, type TestEvent } from '../../../../../server/src/test/kit.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../contract.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

describe('booking a ticket and ordering it', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await memberWithProfile(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  const as = (m: Registered) => bearer(m.token);

  test('a package answers with its event and what it includes', async () => {
    const event = await createEvent(ctx.db, { price: 2000, capacity: 3 });
    await ctx.db.updateTable('event_packages').set({ includes: 'Every talk and lunch' }).where('id', '=', event.packageId).execute();
    const pkg = await send(ctx.app, bookingContract.getEventPackage, { params: { packageId: event.packageId } });
    assert.deepEqual([pkg.status, pkg.body.data.event.id, pkg.body.data.includes, pkg.body.data.seats_left], [200, event.eventId, 'Every talk and lunch', 3]);
  });

  test('the ticket form refuses each field with the spec’s message and writes nothing', async () => {
    const event = await createEvent(ctx.db);
    const url = `/api/user/events/${event.eventId}/packages/${event.packageId}/tickets`;
    const refused = async (fields: Record<string, string>) => {
      const { status, body } = await post(ctx.app, url, { ...TICKET_HOLDER, ...fields }, as(member));
      assert.equal(status, 422);
      return body.data.errors as Record<string, string>;
    };
    assert.equal((await refused({ cnic: '352-021234567-1' })).cnic, 'CNIC can only be numbers.');
    assert.equal((await refused({ cnic: '352021234567' })).cnic, 'Please enter your complete CNIC of 13 digits');
    assert.equal((await refused({ cnic: '' })).cnic, 'Please input your National Identification Number');
    assert.equal((await refused({ email: 'not-an-email' })).email, 'The input is not valid email');
    assert.equal((await refused({ country: 'India' })).country, 'Please select your country');
    assert.equal((await refused({ first_name: ' ' })).first_name, 'Please input your first name');
    assert.equal((await refused({ physical_address: 'x'.repeat(251) })).physical_address, 'Please keep your address under 250 characters');
    const { n } = await ctx.db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', member.userId).where('event_id', '=', event.eventId).executeTakeFirstOrThrow();
    assert.equal(Number(n), 0);
  });

  test('a ticket keeps the package’s prices; the same key (body or header) or the same details give one ticket', async () => {
    const event = await createEvent(ctx.db, { price: 4000, discounted: 3000 });
    const first = await bookThroughApi(ctx.app, member.token, event, TICKET_HOLDER, 'form-key-1');
    assert.equal(await bookThroughApi(ctx.app, member.token, event, TICKET_HOLDER, 'form-key-1'), first);
    const url = `/api/user/events/${event.eventId}/packages/${event.packageId}/tickets`;
    const withHeader = await post(ctx.app, url, TICKET_HOLDER, { ...as(member), 'idempotency-key': 'form-key-1' });
    assert.equal(withHeader.body.data.id, first);
    // No key at all: a double click sends the same details twice.
    const [a, b] = await Promise.all([bookThroughApi(ctx.app, member.token, event, { ...TICKET_HOLDER, first_name: 'Bilal' }), bookThroughApi(ctx.app, member.token, event, { ...TICKET_HOLDER, first_name: 'Bilal' })]);
    assert.equal(a, b);
    const ticket = await send(ctx.app, bookingContract.getTicket, { params: { ticketId: first } }, as(member));
    assert.deepEqual([ticket.body.data.price, ticket.body.data.discounted_price, ticket.body.data.package_name, ticket.body.data.order], [4000, 3000, 'Standard', null]);
  });

  test('a CNIC typed as printed on the card, with its dashes, is the same 13 digits; other dashes are refused', async () => {
    const event = await createEvent(ctx.db, { price: 1500 });
    const id = await bookThroughApi(ctx.app, member.token, event, { ...TICKET_HOLDER, cnic: '35202-1234567-1' }, 'cnic-dashes');
    const row = await ctx.db.selectFrom('tickets').select('cnic').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.cnic, '3520212345671');
    const url = `/api/user/events/${event.eventId}/packages/${event.packageId}/tickets`;
    const wrong = await post(ctx.app, url, { ...TICKET_HOLDER, cnic: '352-021234567-1', idempotency_key: 'cnic-wrong' }, as(member));
    assert.deepEqual([wrong.status, wrong.body.data.errors?.cnic], [422, 'CNIC can only be numbers.']);
  });

  test('booking refuses a package of another event, a closed event and a sold-out package', async () => {
    const one = await createEvent(ctx.db);
    const two = await createEvent(ctx.db);
    const mixed: TestEvent = { ...one, packageId: two.packageId };
    assert.equal((await send(ctx.app, bookingContract.createTicket, { params: { eventId: mixed.eventId, packageId: mixed.packageId }, body: TICKET_HOLDER }, as(member))).status, 404);
    const closed = await createEvent(ctx.db, { closed: true });
    const res = await send(ctx.app, bookingContract.createTicket, { params: { eventId: closed.eventId, packageId: closed.packageId }, body: TICKET_HOLDER }, as(member));
    assert.deepEqual([res.status, res.body.message], [409, 'Registrations for this event are closed.']);
    const full = await createEvent(ctx.db, { capacity: 0 });
    assert.equal((await send(ctx.app, bookingContract.createTicket, { params: { eventId: full.eventId, packageId: full.packageId }, body: TICKET_HOLDER }, as(member))).body.message, 'This package is sold out.');
  });

  test('an order’s amounts come from the ticket, whatever the browser sends', async () => {
    const event = await createEvent(ctx.db, { price: 5000, discounted: 3500 });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const { status, body } = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: unchecked({ ...ORDER_HOLDER, payment_method: 5, grand_total: 1, subtotal: 1, discount: 4999, idempotency_key: 'order-1' }) }, as(member));
    assert.equal(status, 201, body.message);
    assert.deepEqual([body.data.subtotal, body.data.discount, body.data.grand_total, body.data.status], [5000, 1500, 3500, 'pending']);
    assert.equal(body.data.bill_reference, `10470${body.data.id}`);
    assert.equal(body.data.redirect_url, null);
    // A retry, and a second order while this one is pending, answer the same order; the second pays it by card now.
    const again = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5, idempotency_key: 'order-1' } }, as(member));
    assert.deepEqual([again.body.data.id, again.body.data.payment_method, again.body.data.redirect_url], [body.data.id, 5, null]);
    const other = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 3, idempotency_key: 'order-2' } }, as(member));
    assert.deepEqual([other.body.data.id, other.body.data.payment_method], [body.data.id, 3]);
    assert.match(String(other.body.data.redirect_url), /^\/api\/test-gateway\/checkout\//);
    const seats = await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', event.packageId).executeTakeFirstOrThrow();
    assert.equal(seats.seats_taken, 1);
    // order-paid reports what the server knows: still pending.
    const paid = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: body.data.id } }, as(member));
    assert.deepEqual([paid.status, paid.body.data.status, paid.body.message], [200, 'pending', 'Your payment has not been received.']);
    const history = await send(ctx.app, ticketingContract.getOrders, {}, as(member));
    assert.ok((history.body.data.items as Array<{ id: number }>).some((o) => o.id === body.data.id));
  });

  test('another member’s ticket and order answer like missing ones', async () => {
    const other = await registerMember(ctx.app, ctx.db);
    const event = await createEvent(ctx.db);
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const order = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(member));
    for (const [url, method] of [
      [`/api/user/tickets/${ticketId}`, 'GET'],
      [`/api/user/orders/${order.body.data.id}`, 'GET'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: as(other) });
      assert.equal(res.statusCode, 404);
    }
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(other));
    assert.deepEqual([placed.status, placed.body.message], [404, 'This ticket does not exist.']);
    const paid = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: order.body.data.id } }, as(other));
    assert.deepEqual([paid.status, paid.body.message], [404, 'This order does not exist.']);
  });

  test('a free package ordered through the form is paid at once by method 4, whatever method was asked', async () => {
    const event = await createEvent(ctx.db, { price: 0 });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const { status, body } = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, as(member));
    assert.equal(status, 201);
    assert.deepEqual([body.data.status, body.data.payment_method, body.data.grand_total, body.data.redirect_url], ['paid', 4, 0, null]);
  });
});

describe('the cap on unpaid orders holds when orders arrive at once', { skip: process.env.DATABASE_URL ? false : 'runs on PostgreSQL only: DATABASE_URL is not set' }, () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('eight bill-payment orders at once for one event: three are placed, the rest refused and hold no seat', async () => {
    const HOLDS = 3;
    for (let round = 1; round <= 5; round++) {
      const member = await registerMember(ctx.app, ctx.db);
      const event = await createEvent(ctx.db, { price: 4000, capacity: 50 });
      // Each order is for a ticket of its own, as the booking form makes one ticket per person.
      const tickets = await Promise.all(Array.from({ length: 8 }, (_, i) => bookThroughApi(ctx.app, member.token, event, TICKET_HOLDER, `round-${round}-ticket-${i}`)));
      const answers = await Promise.all(tickets.map((ticketId) => send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, bearer(member.token))));
      const placed = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      assert.equal(placed.length, HOLDS, `round ${round}: ${answers.map((a) => a.status).join(', ')}`);
      assert.deepEqual(
        refused.map((a) => [a.status, a.body.message]),
        Array.from({ length: 8 - HOLDS }, () => [409, `You already hold ${HOLDS} unpaid orders for this event. Please pay one, or let it expire, before ordering another.`]),
      );
      const orders = await ctx.db.selectFrom('orders').select(['status', 'ticket_id']).where('user_id', '=', member.userId).where('event_id', '=', event.eventId).execute();
      assert.deepEqual(orders.map((o) => o.status), ['pending', 'pending', 'pending']);
      assert.deepEqual(orders.map((o) => o.ticket_id).sort(), placed.map((a) => a.body.data.ticket_id).sort());
      const pkg = await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', event.packageId).executeTakeFirstOrThrow();
      assert.equal(pkg.seats_taken, HOLDS, 'a refused order holds no seat');
    }
  });
});
