import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { bearer, registerMember, type Registered } from '../../test/http.js';
import { send } from '../../test/api.js';
import { form, formOf } from '../../test/html-forms.js';
import { freePort } from '../../test/postgres-cluster.js';
import { membershipContract } from '../../../../shared-api/src/contracts/membership.js';
import { membershipFeatureContract } from '../../../../mfe-account/src/features/membership/contract.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import type { JazzCashSettings } from '../payments/jazzcash.js';
import { PAYMENT_CHECKS_PER_MEMBER } from './check-payment.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;
const DECIDE = '/simulators/jazzcash/CustomerPortal/transactionmanagement/merchantform/decide';

describe('Check again: a member asks the provider about their order’s payment waiting for an answer', () => {
  let ctx: TestContext;
  let settings: JazzCashSettings;

  before(async () => {
    // The status inquiry reaches the JazzCash simulator over HTTP, as it would reach JazzCash.
    const port = await freePort();
    settings = { merchantId: 'MC12345', password: 'merchant-password', integritySalt: 'merchant-integrity-salt', url: `http://127.0.0.1:${port}/simulators/jazzcash` };
    ctx = await startTestApp({ paymentSimulators: true, jazzCash: settings });
    await ctx.app.listen({ port, host: '127.0.0.1' });
  });
  after(() => ctx.close());

  /** A ticket order paid by JazzCash, sent on to the simulator's payment page: the payer is there, deciding. */
  async function atJazzCash(member: Registered, title: string, price = 3000) {
    const ticketId = await bookThroughApi(ctx.app, member.token, await createEvent(ctx.db, { price, title }));
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 6 } }, bearer(member.token));
    assert.equal(placed.status, 201, placed.body.message);
    const checkout = await ctx.app.inject({ method: 'GET', url: placed.body.data.redirect_url ?? '' });
    const request = formOf(checkout.body);
    const shown = await ctx.app.inject({ method: 'POST', url: new URL(request.action!).pathname, ...form(request.fields) });
    assert.equal(shown.statusCode, 200, shown.body);
    return { orderId: placed.body.data.id, ticketId, reference: request.fields.pp_TxnRefNo };
  }

  /** The payer decides at JazzCash and closes the page: no return, and the notification comes 30 seconds late. */
  const decideAndLeave = async (reference: string, decision: 'approve' | 'decline') => {
    const decided = await ctx.app.inject({ method: 'POST', url: DECIDE, ...form({ pp_TxnRefNo: reference, decision, mobile: '03001234567', cnic: '123456', late: '1', no_return: '1' }) });
    assert.equal(decided.statusCode, 200, decided.body);
  };

  const check = (member: Registered, orderId: number) => send(ctx.app, ticketingContract.checkOrderPayment, { params: { orderId } }, bearer(member.token));

  test('the order pages show the payment waiting for JazzCash: its way, its provider and when it started', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId, ticketId } = await atJazzCash(member, 'Gujranwala Wallet Talk');
    const detail = (await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, bearer(member.token))).body.data;
    assert.equal(detail.status, 'pending');
    assert.deepEqual([detail.pending_payment?.method, detail.pending_payment?.gateway], [6, 'jazzcash']);
    assert.ok(Math.abs(new Date(detail.pending_payment?.started_at ?? 0).getTime() - Date.now()) < 60_000);
    const history = (await send(ctx.app, ticketingContract.getOrders, { query: { page: 1 } }, bearer(member.token))).body.data;
    assert.deepEqual(history.items.map((order) => [order.id, order.pending_payment?.method]), [[orderId, 6]]);
    const ticket = (await send(ctx.app, bookingContract.getTicket, { params: { ticketId } }, bearer(member.token))).body.data;
    assert.equal(ticket.order?.pending_payment?.gateway, 'jazzcash');
  });

  test('a pending JazzCash order checked after JazzCash approved it is paid, and waits for nothing more', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId, reference } = await atJazzCash(member, 'Sargodha Wallet Night');
    await decideAndLeave(reference, 'approve');
    // Nothing has come back from JazzCash yet: the order still waits.
    assert.equal((await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, bearer(member.token))).body.data.status, 'pending');
    const checked = await check(member, orderId);
    assert.equal(checked.status, 200, checked.body.message);
    assert.equal(checked.body.message, 'Your payment was received: your order is paid.');
    assert.deepEqual([checked.body.data.status, checked.body.data.pending_payment], ['paid', null]);
    // Paid, the order carries its ticket.
    assert.equal(checked.body.data.tickets.length, 1);
  });

  test('a payment JazzCash declined is said so, and the order can be paid again', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId, reference } = await atJazzCash(member, 'Bahawalpur Wallet Day');
    await decideAndLeave(reference, 'decline');
    const checked = await check(member, orderId);
    assert.equal(checked.body.message, 'Your JazzCash payment was declined, so nothing was paid. You can pay again, the same way or another.');
    assert.deepEqual([checked.body.data.status, checked.body.data.pending_payment], ['pending', null]);
  });

  test('a payment the payer has not decided yet is still waiting, and stays so', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId } = await atJazzCash(member, 'Sukkur Wallet Meetup');
    const checked = await check(member, orderId);
    assert.equal(checked.body.message, 'Your JazzCash payment is still waiting for JazzCash’s answer. Please check again in a few minutes.');
    assert.deepEqual([checked.body.data.status, checked.body.data.pending_payment?.method], ['pending', 6]);
  });

  test('the answer is in Urdu for a page read in Urdu', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId } = await atJazzCash(member, 'Mardan Wallet Evening');
    const checked = await send(ctx.app, ticketingContract.checkOrderPayment, { params: { orderId } }, { ...bearer(member.token), 'accept-language': 'ur' });
    assert.equal(checked.status, 200);
    assert.match(checked.body.message, /JazzCash/);
    assert.doesNotMatch(checked.body.message, /still waiting/);
  });

  test('an order with no payment waiting is answered as it is', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const ticketId = await bookThroughApi(ctx.app, member.token, await createEvent(ctx.db, { price: 1200 }));
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, bearer(member.token));
    const checked = await check(member, placed.body.data.id);
    assert.deepEqual([checked.status, checked.body.message, checked.body.data.status, checked.body.data.pending_payment], [200, 'No payment of this order is waiting for an answer.', 'pending', null]);
  });

  test('member A cannot check member B’s order: it does not exist for A, and B’s payment is not asked about', async () => {
    const a = await registerMember(ctx.app, ctx.db);
    const b = await registerMember(ctx.app, ctx.db);
    const { orderId, reference } = await atJazzCash(b, 'Okara Wallet Forum');
    await decideAndLeave(reference, 'approve');
    const refused = await check(a, orderId);
    assert.deepEqual([refused.status, refused.body.message], [404, 'This order does not exist.']);
    const attempt = await ctx.db.selectFrom('payment_attempts').select('status').where('reference', '=', reference).executeTakeFirstOrThrow();
    assert.equal(attempt.status, 'created');
  });

  test(`a member may check ${PAYMENT_CHECKS_PER_MEMBER.max} times a minute; the next check is refused and asks nobody`, async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId, reference } = await atJazzCash(member, 'Jhelum Wallet Evening');
    for (let i = 0; i < PAYMENT_CHECKS_PER_MEMBER.max; i++) assert.equal((await check(member, orderId)).status, 200);
    await decideAndLeave(reference, 'approve');
    const refused = await check(member, orderId);
    assert.deepEqual([refused.status, refused.body.message], [429, 'You have checked this payment several times. Please try again in a minute.']);
    assert.equal((await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status, 'pending');
    // Another member's checks are their own.
    const other = await registerMember(ctx.app, ctx.db);
    const theirs = await atJazzCash(other, 'Jhelum Wallet Evening');
    assert.equal((await check(other, theirs.orderId)).status, 200);
  });

  test('Membership Details: a plan order paid from a wallet shows its payment waiting, and Check again settles it', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const surge = await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow();
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge.id, payment_method: 6 } }, bearer(member.token));
    assert.equal(bought.status, 200, bought.body.message);
    const checkout = await ctx.app.inject({ method: 'GET', url: String(bought.body.data) });
    const request = formOf(checkout.body);
    await ctx.app.inject({ method: 'POST', url: new URL(request.action!).pathname, ...form(request.fields) });
    const record = (await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data;
    const pending = record.pending_order;
    assert.deepEqual([pending?.status, pending?.payment_method, pending?.pending_payment?.method, pending?.pending_payment?.gateway], ['pending', 6, 6, 'jazzcash']);
    await decideAndLeave(request.fields.pp_TxnRefNo, 'approve');
    const checked = await check(member, pending!.id);
    assert.deepEqual([checked.body.data.status, checked.body.message], ['paid', 'Your payment was received: your order is paid.']);
    const after = (await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data;
    assert.deepEqual([after.membership_package, after.pending_order], ['Surge', null]);
  });
});
