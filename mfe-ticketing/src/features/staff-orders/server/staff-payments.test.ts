import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, completeProfile, createEvent, outboxFor, post, type Registered, registerMember, send, startTestApp, type TestContext, TICKET_HOLDER, ticketCode } from '../../../../../server/src/test/kit.js';
import { MARK_PAID_UNDO_MINUTES, paymentMessages } from '../staff-validation.js';
import { OWN_MARK_PAID, OWN_UNDO } from './staff-payments.js';
import { staffOrdersContract } from '../contract.js';
import { checkInContract } from '../../check-in/contract.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../../order/contract.js';
import { eventContract } from '../../event/contract.js';
import { membershipContract } from '../../../../../shared-api/src/contracts/membership.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;
const REFERENCE = 'HBL-20270501-7731';
const DAY = 86_400;

describe('staff: bill payments marked paid with the bank’s reference, and undone within the window', () => {
  let ctx: TestContext;
  let staff: Registered;
  const as = (who: Registered) => bearer(who.token);
  const markPaid = (orderId: number, body: object = { reference: REFERENCE }) => send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: body }, as(staff));
  const undo = (orderId: number, reason = 'The bank has no payment under this reference.') => send(ctx.app, staffOrdersContract.undoOrderPayment, { params: { id: orderId }, body: { reason } }, as(staff));
  const orderRow = (id: number) => ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (orderId: number) =>
    ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', 'order').where('entity_id', '=', String(orderId)).orderBy('id').execute();

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  async function billOrder(title: string) {
    const member = await registerMember(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, { price: 3500, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(member));
    assert.equal(placed.status, 201, placed.body.message);
    return { member, event, ticketId, orderId: placed.body.data.id as number };
  }

  test('the bank’s reference is required, with the shared rule’s messages, and a refused mark changes nothing', async () => {
    const { orderId } = await billOrder('Bahawalpur Freelancers Day');
    for (const [body, message] of [
      [{}, paymentMessages.reference],
      [{ reference: '   ' }, paymentMessages.reference],
      [{ reference: 'X'.repeat(65) }, paymentMessages.referenceTooLong],
      [{ reference: 'HBL<script>' }, paymentMessages.referenceCharacters],
    ] as const) {
      const res = await markPaid(orderId, body);
      assert.deepEqual([res.status, res.body.data?.errors?.reference], [422, message], JSON.stringify(body));
    }
    const row = await orderRow(orderId);
    assert.deepEqual([row.status, row.bank_reference, row.marked_paid_by], ['pending', null, null]);
    assert.deepEqual(await auditOf(orderId), []);
  });

  test('marking paid keeps the reference, who and when; the audit entry has the reference; the member sees it once paid', async () => {
    const { member, orderId } = await billOrder('Rahim Yar Khan Meetup');
    assert.equal((await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member))).body.data.bank_reference, null);
    const marked = await markPaid(orderId, { reference: `  ${REFERENCE} ` });
    assert.equal(marked.status, 200, marked.body.message);
    const order = marked.body.data;
    assert.deepEqual([order.status, order.bank_reference, order.marked_paid_by], ['paid', REFERENCE, 'Zainab Hussain']);
    const markedAt = new Date(order.marked_paid_at!).getTime();
    assert.ok(Math.abs(markedAt - ctx.clock.now().getTime()) < 60_000);
    assert.equal(new Date(order.undo_until!).getTime(), markedAt + MARK_PAID_UNDO_MINUTES * 60_000);
    const row = await orderRow(orderId);
    assert.deepEqual([row.bank_reference, Number(row.marked_paid_by)], [REFERENCE, staff.userId]);

    const [entry] = await auditOf(orderId);
    assert.deepEqual([entry.action, entry.actor_id, entry.before?.bank_reference, entry.after?.bank_reference, entry.after?.status], ['order.paid', staff.userId, null, REFERENCE, 'paid']);

    assert.equal((await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member))).body.data.bank_reference, REFERENCE);
    const history = (await send(ctx.app, ticketingContract.getOrders, {}, as(member))).body.data.items as Array<{ id: number; bank_reference: string | null }>;
    assert.equal(history.find((o) => o.id === orderId)?.bank_reference, REFERENCE);
    const listed = (await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { status: 'paid' } }, as(staff))).body.data.items as Array<{ id: number; bank_reference: string; marked_paid_by: string }>;
    assert.deepEqual(
      listed.filter((o) => o.id === orderId).map((o) => [o.bank_reference, o.marked_paid_by]),
      [[REFERENCE, 'Zainab Hussain']],
    );
  });

  test('undone within the window: pending again with its hold, the ticket admits nobody, audited with the reason, the member told', async () => {
    const { member, event, ticketId, orderId } = await billOrder('Mardan Tech Evening');
    const placedAt = (await orderRow(orderId)).created_at;
    await markPaid(orderId);
    const paid = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member));
    const downloadUrl = paid.body.data.tickets[0].download_url as string;
    assert.equal((await ctx.app.inject({ method: 'GET', url: downloadUrl })).statusCode, 200);
    await ctx.advance(20 * 60);

    const refused = await undo(orderId, '  ');
    assert.deepEqual([refused.status, refused.body.data?.errors?.reason], [422, paymentMessages.undoReason]);
    const undone = await undo(orderId);
    assert.equal(undone.status, 200, undone.body.message);
    assert.equal(undone.body.message, 'The payment is undone: the order is pending again, its ticket no longer admits anyone and the member has been told.');
    assert.deepEqual([undone.body.data.status, undone.body.data.bank_reference, undone.body.data.marked_paid_by, undone.body.data.undo_until], ['pending', null, null, null]);

    // The seat stays held, until the bill-payment hold the order had from the start.
    const row = await orderRow(orderId);
    assert.deepEqual([row.status, row.paid_at, row.bank_reference, row.marked_paid_at], ['pending', null, null, null]);
    assert.equal(row.expires_at?.getTime(), new Date(placedAt).getTime() + 3 * DAY * 1000);
    assert.equal((await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', event.packageId).executeTakeFirstOrThrow()).seats_taken, 1);

    // The ticket no longer admits anyone: not at the door, not by its file, not on the member's pages.
    const door = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: event.eventId, code: await ticketCode(ctx.db, ticketId) } }, as(staff));
    assert.equal(door.status, 409);
    assert.equal((await ctx.app.inject({ method: 'GET', url: downloadUrl })).statusCode, 404);
    const detail = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member));
    assert.deepEqual([detail.body.data.status, detail.body.data.tickets, detail.body.data.bank_reference], ['pending', [], null]);
    assert.equal((await send(ctx.app, eventContract.getTicketUrl, { query: { event_id: event.eventId } }, as(member))).body.data.url, null);

    const audit = await auditOf(orderId);
    assert.deepEqual(audit.map((a) => [a.action, a.actor_id]), [['order.paid', staff.userId], ['order.undo_paid', staff.userId]]);
    assert.deepEqual(audit[1].before, { status: 'paid', paid_at: audit[1].before?.paid_at, hold_expires_at: null, bank_reference: REFERENCE, reason: null });
    assert.deepEqual(audit[1].after, { status: 'pending', paid_at: null, hold_expires_at: row.expires_at?.toISOString(), bank_reference: null, reason: 'The bank has no payment under this reference.' });

    const mails = await outboxFor(ctx.db, member.email);
    const notice = mails.filter((m) => m.subject === `We could not confirm your payment for order #${orderId}`);
    assert.equal(notice.length, 1);
    assert.match(notice[0].text, /Mardan Tech Evening/);
    assert.match(notice[0].text, /your ticket does not admit anyone/);
    assert.ok(!notice[0].text.includes('The bank has no payment'), 'staff’s reason stays in the audit log');

    // Paid again later, properly: the ticket admits its holder again.
    assert.equal((await markPaid(orderId, { reference: 'HBL-20270502-0042' })).status, 200);
    assert.equal((await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: event.eventId, code: await ticketCode(ctx.db, ticketId) } }, as(staff))).status, 200);
  });

  test('after the window the undo is refused and the order no longer offers it', async () => {
    const { orderId } = await billOrder('Sahiwal Freelancers Day');
    await markPaid(orderId);
    await ctx.advance(MARK_PAID_UNDO_MINUTES * 60 + 1);
    const late = await undo(orderId);
    assert.equal(late.status, 409);
    assert.match(late.body.message, new RegExp(`^A payment can only be undone within ${MARK_PAID_UNDO_MINUTES} minutes of being marked paid`));
    assert.equal((await orderRow(orderId)).status, 'paid');
    const listed = (await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { status: 'paid', per_page: '50' } }, as(staff))).body.data.items as Array<{ id: number; undo_until: string }>;
    const undoUntil = new Date(listed.find((o) => o.id === orderId)!.undo_until);
    assert.ok(undoUntil < ctx.clock.now(), 'its window has passed: the page offers no undo');
    assert.deepEqual((await auditOf(orderId)).map((a) => a.action), ['order.paid']);
  });

  test('only a payment marked paid by hand is undone: a pending order or a free enrolment is refused', async () => {
    const { orderId } = await billOrder('Jhelum Meetup');
    const pending = await undo(orderId);
    assert.deepEqual([pending.status, pending.body.message], [409, 'This order is pending: only a paid order can have its payment undone.']);
    const member = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, member);
    const free = await createEvent(ctx.db, { price: 0, title: 'Free Evening in Kasur' });
    const enrolled = await send(ctx.app, eventContract.enrollInEvent, { params: { id: free.eventId } }, as(member));
    assert.equal(enrolled.status, 200, enrolled.body.message);
    const refused = await undo(enrolled.body.data.order_id as number);
    assert.deepEqual([refused.status, refused.body.message], [409, 'This order was not marked paid by staff: only a bill payment marked paid by hand can be undone.']);
  });

  test('an undone order nobody pays expires when its hold ends, and gives its seat back', async () => {
    const { event, orderId } = await billOrder('Okara Freelancers Evening');
    await markPaid(orderId);
    assert.equal((await undo(orderId)).status, 200);
    await ctx.advance(3 * DAY + 60);
    assert.equal((await orderRow(orderId)).status, 'expired');
    assert.equal((await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', event.packageId).executeTakeFirstOrThrow()).seats_taken, 0);
  });

  test('a membership order: undoing its payment removes the period it created, audited; the member is on Seed again', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const surge = (await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow()).id;
    const bought = await post<string | { order: { id: number } }>(ctx.app, '/api/user/membership', { package_id: surge, payment_method: 5 }, as(member));
    const purchase = bought.body.data;
    assert.ok(typeof purchase !== 'string' && purchase.order, 'a bill payment answers its order');
    const orderId = purchase.order.id;
    const marked = await markPaid(orderId);
    assert.equal(marked.status, 200, marked.body.message);
    const period = await ctx.db.selectFrom('memberships').select(['id', 'starts_at', 'ends_at']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, as(member))).body.data.membership_package, 'Surge');
    assert.ok((await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member))).body.data.bank_reference === REFERENCE);

    const undone = await undo(orderId, 'Marked the wrong order.');
    assert.equal(undone.status, 200, undone.body.message);
    assert.equal(undone.body.message, 'The payment is undone: the order is pending again, its membership year is removed and the member has been told.');
    assert.equal(await ctx.db.selectFrom('memberships').select('id').where('order_id', '=', orderId).executeTakeFirst(), undefined);
    const record = (await send(ctx.app, membershipContract.getMembership, {}, as(member))).body.data;
    assert.deepEqual([record.membership_package, record.pending_order?.id], ['Seed', orderId]);

    const audit = await auditOf(orderId);
    const period_ = `${period.starts_at.toISOString()} – ${period.ends_at?.toISOString()}`;
    assert.deepEqual([audit[0].before?.membership_period, audit[0].after?.membership_period], [null, period_]);
    assert.deepEqual([audit[1].action, audit[1].before?.membership_period, audit[1].after?.membership_period, audit[1].after?.reason], ['order.undo_paid', period_, null, 'Marked the wrong order.']);
    const notice = (await outboxFor(ctx.db, member.email)).filter((m) => m.subject === `We could not confirm your payment for order #${orderId}`);
    assert.equal(notice.length, 1);
    assert.match(notice[0].text, /your Surge membership is not active/);
  });

  test('nobody marks paid or undoes a payment on their own account, admin or staff: another staff member does', async () => {
    const admin = await registerMember(ctx.app, ctx.db, { name: 'Hamza Admin' });
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const surge = (await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow()).id;
    const markAs = (by: Registered, orderId: number) => send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: REFERENCE } }, as(by));
    const undoAs = (by: Registered, orderId: number) => send(ctx.app, staffOrdersContract.undoOrderPayment, { params: { id: orderId }, body: { reason: 'Marked by mistake.' } }, as(by));

    // A plan on a bill payment, and a ticket, each ordered by the staff member or admin for their own account.
    const event = await createEvent(ctx.db, { price: 3500, title: 'Chiniot Freelancers Day' });
    for (const [own, colleague] of [
      [staff, admin],
      [admin, staff],
    ]) {
      const bought = await post<string | { order: { id: number } }>(ctx.app, '/api/user/membership', { package_id: surge, payment_method: 5 }, as(own));
      assert.ok(typeof bought.body.data !== 'string' && bought.body.data.order, bought.body.message);
      const ticketId = await bookThroughApi(ctx.app, own.token, event);
      const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(own));
      assert.equal(placed.status, 201, placed.body.message);
      for (const orderId of [bought.body.data.order.id, placed.body.data.id as number]) {
        const marked = await markAs(own, orderId);
        assert.deepEqual([marked.status, marked.body.message], [403, OWN_MARK_PAID]);
        const row = await orderRow(orderId);
        assert.deepEqual([row.status, row.bank_reference, row.marked_paid_by], ['pending', null, null]);
        assert.deepEqual(await auditOf(orderId), []);
        assert.equal(await ctx.db.selectFrom('memberships').select('id').where('order_id', '=', orderId).executeTakeFirst(), undefined, 'no year, no ticket');

        assert.equal((await markAs(colleague, orderId)).status, 200);
        const undone = await undoAs(own, orderId);
        assert.deepEqual([undone.status, undone.body.message], [403, OWN_UNDO]);
        assert.equal((await orderRow(orderId)).status, 'paid');
        assert.deepEqual((await auditOf(orderId)).map((a) => a.action), ['order.paid']);
        assert.equal((await undoAs(colleague, orderId)).status, 200);
      }
    }
  });

  test('members cannot mark or undo payments', async () => {
    const { member, orderId } = await billOrder('Attock Meetup');
    assert.equal((await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: REFERENCE } }, as(member))).status, 403);
    assert.equal((await send(ctx.app, staffOrdersContract.undoOrderPayment, { params: { id: orderId }, body: { reason: 'Mine' } }, as(member))).status, 403);
    assert.equal((await orderRow(orderId)).status, 'pending');
  });
});
