import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { depsOf } from '../../deps.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { registerMember, type Registered } from '../../test/http.js';
import { expireOrderLater } from './expiry.js';
import { bookTicket, BookingError, expirePendingOrders, MAX_UNPAID_HOLDS, orderAmounts, placeOrder, PAYMENT_BILL, PAYMENT_CARD, PAYMENT_FREE } from './booking.js';

const HOLDER = {
  first_name: 'Ayesha',
  last_name: 'Siddiqui',
  email: 'ayesha.siddiqui@example.com',
  cnic: '3520212345671',
  phone_number: '03001234567',
  city: 'Lahore',
  state: 'Punjab',
  country: 'Pakistan',
  physical_address: '12 Main Boulevard, Gulberg III',
};

describe('orders', () => {
  let ctx: TestContext;
  let member: Registered;
  let eventId: number;
  let n = 0;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    eventId = (
      await ctx.db
        .insertInto('events')
        .values({ slug: 'karachi-freelance-summit', title: 'Karachi Freelance Summit', start_date: new Date('2030-05-02T09:00:00Z'), end_date: new Date('2030-05-02T17:00:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => ctx.close());

  const ticketFor = async (price: number, discounted: number | null, capacity = 10) => {
    const pkg = await ctx.db
      .insertInto('event_packages')
      .values({ event_id: eventId, name: 'Standard', price, discounted_price: discounted, capacity })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ticket = await ctx.db
      .insertInto('tickets')
      .values({ user_id: member.userId, event_id: eventId, package_id: pkg.id, idempotency_key: `t${++n}`, ...HOLDER, price, discounted_price: discounted })
      .returning(['id', 'package_id'])
      .executeTakeFirstOrThrow();
    return ticket;
  };
  const order = (ticketId: number, key: string, paymentMethod: number, now?: Date) =>
    placeOrder(ctx.db, { userId: member.userId, ticketId, idempotencyKey: key, paymentMethod, holder: HOLDER, holdSeconds: 30 * 60, now });
  const seats = async (id: number) => (await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', id).executeTakeFirstOrThrow()).seats_taken;

  test('amounts: the discounted price is the total and the difference the discount', () => {
    assert.deepEqual(orderAmounts({ price: 5000, discounted_price: 3500 }), { subtotal: 5000, discount: 1500, grand_total: 3500 });
    assert.deepEqual(orderAmounts({ price: 5000, discounted_price: null }), { subtotal: 5000, discount: 0, grand_total: 5000 });
  });

  test('a paid ticket by card is pending, holds a seat, and is computed from the stored prices', async () => {
    const ticket = await ticketFor(5000, 3500);
    const placed = await order(ticket.id, 'card-1', PAYMENT_CARD);
    assert.deepEqual([placed.status, placed.payment_method, placed.subtotal, placed.discount, placed.grand_total], ['pending', 3, 5000, 1500, 3500]);
    assert.ok(placed.expires_at);
    assert.equal(await seats(ticket.package_id), 1);
  });

  test('the same order placed twice, or concurrently, is one order and one seat', async () => {
    const ticket = await ticketFor(2000, null);
    const [a, b, c] = await Promise.all([order(ticket.id, 'twice', PAYMENT_BILL), order(ticket.id, 'twice', PAYMENT_BILL), order(ticket.id, 'twice', PAYMENT_BILL)]);
    assert.equal(a.id, b.id);
    assert.equal(a.id, c.id);
    const again = await order(ticket.id, 'another-key', PAYMENT_BILL);
    assert.equal(again.id, a.id, 'a ticket with a live order gets that order back');
    assert.equal(await seats(ticket.package_id), 1);
  });

  test('a free ticket is paid at once by method 4 whatever the browser sent', async () => {
    const ticket = await ticketFor(0, null);
    const placed = await order(ticket.id, 'free-1', PAYMENT_CARD);
    assert.deepEqual([placed.status, placed.payment_method, placed.grand_total], ['paid', PAYMENT_FREE, 0]);
  });

  test('a paid ticket cannot be ordered as free', async () => {
    const ticket = await ticketFor(1000, null);
    await assert.rejects(order(ticket.id, 'free-2', PAYMENT_FREE), (e) => e instanceof BookingError && e.reason === 'method');
    assert.equal(await seats(ticket.package_id), 0);
  });

  test('a full package refuses the order and writes nothing', async () => {
    const ticket = await ticketFor(1000, null, 0);
    await assert.rejects(order(ticket.id, 'full-1', PAYMENT_BILL), (e) => e instanceof BookingError && e.reason === 'full');
    assert.equal((await ctx.db.selectFrom('orders').select('id').where('ticket_id', '=', ticket.id).execute()).length, 0);
  });

  test('a pending order past its hold expires and gives its seat back', async () => {
    const ticket = await ticketFor(1500, null, 1);
    const placed = await order(ticket.id, 'expire-1', PAYMENT_BILL, new Date('2030-01-01T10:00:00Z'));
    assert.equal(placed.status, 'pending');
    assert.equal(await seats(ticket.package_id), 1);
    assert.ok(!(await expirePendingOrders(ctx.db, new Date('2030-01-01T10:29:00Z'))).includes(placed.id));
    const expired = await expirePendingOrders(ctx.db, new Date('2030-01-01T10:31:00Z'));
    assert.ok(expired.includes(placed.id));
    assert.equal(await seats(ticket.package_id), 0);
    const row = await ctx.db.selectFrom('orders').select('status').where('id', '=', placed.id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'expired');
  });

  test('the expiry job queued with a pending order expires it when its hold ends and gives its seat back', async () => {
    const ticket = await ticketFor(2500, null, 1);
    const placed = await placeOrder(ctx.db, {
      userId: member.userId,
      ticketId: ticket.id,
      idempotencyKey: 'job-1',
      paymentMethod: PAYMENT_CARD,
      holder: HOLDER,
      holdSeconds: 30 * 60,
      now: ctx.clock.now(),
      onPending: async (trx, o) => void (await expireOrderLater(depsOf(ctx.app), trx, o)),
    });
    const status = async () => (await ctx.db.selectFrom('orders').select('status').where('id', '=', placed.id).executeTakeFirstOrThrow()).status;
    await ctx.advance(29 * 60);
    assert.equal(await status(), 'pending', 'the seat is held for the whole half hour');
    assert.equal(await seats(ticket.package_id), 1);
    await ctx.advance(2 * 60);
    assert.equal(await status(), 'expired');
    assert.equal(await seats(ticket.package_id), 0);
  });

  test('a ticket booked twice with the same key, even at once, is one ticket with the package prices', async () => {
    const pkg = await ctx.db
      .insertInto('event_packages')
      .values({ event_id: eventId, name: 'Early bird', price: 4000, discounted_price: 3000, capacity: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const book = (key: string) => bookTicket(ctx.db, { userId: member.userId, eventId, packageId: pkg.id, idempotencyKey: key, holder: { ...HOLDER, company: 'Arbisoft', position: 'Designer' } });
    const [a, b] = await Promise.all([book('double-click'), book('double-click')]);
    assert.equal(a.id, b.id);
    assert.deepEqual([a.price, a.discounted_price, a.company], [4000, 3000, 'Arbisoft']);
    assert.notEqual((await book('another-booking')).id, a.id);
  });

  test('a package of another event, or an event with registrations closed, gets no ticket', async () => {
    const other = await ctx.db
      .insertInto('events')
      .values({ slug: 'islamabad-tech-meetup', title: 'Islamabad Tech Meetup', registrations_closed: true, start_date: new Date('2030-06-01T09:00:00Z'), end_date: new Date('2030-06-01T12:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pkg = await ctx.db.insertInto('event_packages').values({ event_id: other.id, name: 'Standard', price: 0, capacity: 5 }).returning('id').executeTakeFirstOrThrow();
    const holder = { ...HOLDER, company: '', position: '' };
    await assert.rejects(bookTicket(ctx.db, { userId: member.userId, eventId, packageId: pkg.id, idempotencyKey: 'wrong-event', holder }), (e) => e instanceof BookingError && e.reason === 'package');
    await assert.rejects(bookTicket(ctx.db, { userId: member.userId, eventId: other.id, packageId: pkg.id, idempotencyKey: 'closed', holder }), (e) => e instanceof BookingError && e.reason === 'closed');
    assert.equal((await ctx.db.selectFrom('tickets').select('id').where('package_id', '=', pkg.id).execute()).length, 0);
  });

  test('two tabs ordering one ticket at once, with different keys, get the one order and take one seat', async () => {
    const ticket = await ticketFor(2500, null, 3);
    const [a, b] = await Promise.all([order(ticket.id, 'tab-one', PAYMENT_CARD), order(ticket.id, 'tab-two', PAYMENT_CARD)]);
    assert.equal(a.id, b.id);
    assert.equal(await seats(ticket.package_id), 1);
    assert.equal((await ctx.db.selectFrom('orders').select('id').where('ticket_id', '=', ticket.id).execute()).length, 1);
  });

  test('a key used for one booking is refused for another, never answered with the first one', async () => {
    const first = await ticketFor(1500, null);
    const second = await ticketFor(1800, null);
    await order(first.id, 'reused-order-key', PAYMENT_BILL);
    await assert.rejects(order(second.id, 'reused-order-key', PAYMENT_BILL), (e) => e instanceof BookingError && e.reason === 'key-reused');
    const other = await ctx.db
      .insertInto('events')
      .values({ slug: 'lahore-design-day', title: 'Lahore Design Day', start_date: new Date('2030-07-01T09:00:00Z'), end_date: new Date('2030-07-01T12:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pkgs = await ctx.db
      .insertInto('event_packages')
      .values([
        { event_id: eventId, name: 'Day pass', price: 900, capacity: 5 },
        { event_id: other.id, name: 'Day pass', price: 900, capacity: 5 },
      ])
      .returning('id')
      .execute();
    const holder = { ...HOLDER, company: '', position: '' };
    await bookTicket(ctx.db, { userId: member.userId, eventId, packageId: pkgs[0].id, idempotencyKey: 'reused-ticket-key', holder });
    await assert.rejects(
      bookTicket(ctx.db, { userId: member.userId, eventId: other.id, packageId: pkgs[1].id, idempotencyKey: 'reused-ticket-key', holder }),
      (e) => e instanceof BookingError && e.reason === 'key-reused',
    );
  });

  test('one member holds at most a few unpaid orders per event, so no account can hold every seat without paying', async () => {
    const holder = await registerMember(ctx.app, ctx.db, { phone: '+92 302 1112223' });
    const pkg = await ctx.db.insertInto('event_packages').values({ event_id: eventId, name: 'Hold test', price: 3000, capacity: 50 }).returning('id').executeTakeFirstOrThrow();
    const tickets = await ctx.db
      .insertInto('tickets')
      .values(Array.from({ length: MAX_UNPAID_HOLDS + 1 }, (_, i) => ({ user_id: holder.userId, event_id: eventId, package_id: pkg.id, idempotency_key: `hold-${i}`, ...HOLDER, price: 3000, discounted_price: null })))
      .returning('id')
      .execute();
    const place = (ticketId: number, key: string) => placeOrder(ctx.db, { userId: holder.userId, ticketId, idempotencyKey: key, paymentMethod: PAYMENT_BILL, holder: HOLDER, holdSeconds: 3 * 24 * 3600 });
    for (const [i, t] of tickets.slice(0, MAX_UNPAID_HOLDS).entries()) await place(t.id, `hold-order-${i}`);
    await assert.rejects(place(tickets[MAX_UNPAID_HOLDS].id, 'hold-order-last'), (e) => e instanceof BookingError && e.reason === 'holds');
    assert.equal(await seats(pkg.id), MAX_UNPAID_HOLDS);
    // Paying one frees a place.
    await ctx.db.updateTable('orders').set({ status: 'paid', paid_at: new Date() }).where('idempotency_key', '=', 'hold-order-0').execute();
    assert.equal((await place(tickets[MAX_UNPAID_HOLDS].id, 'hold-order-last')).status, 'pending');
  });
});
