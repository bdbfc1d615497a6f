import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { optionsFromEnv, resolveConfig } from '../../config.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { bearer, get, outboxFor, registerMember, type Registered } from '../../test/http.js';
import { signedCallback } from './test-gateway.js';
import { send } from '../../test/api.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { membershipContract } from '../../../../shared-api/src/contracts/membership.js';
import { membershipFeatureContract } from '../../../../mfe-account/src/features/membership/contract.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

describe('card payments through the test gateway', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  /** A pending card order for a new event; answers the order and the gateway reference of its checkout. */
  async function cardOrder(price = 4500, title = 'Karachi Freelance Summit') {
    const event = await createEvent(ctx.db, { price, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const { status, body } = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, bearer(member.token));
    assert.equal(status, 201, body.message);
    assert.equal(body.data.status, 'pending');
    const redirect = body.data.redirect_url as string;
    assert.match(redirect, /^\/api\/test-gateway\/checkout\//);
    return { orderId: body.data.id as number, ticketId, redirect, reference: decodeURIComponent(redirect.split('/').pop()!), amount: price, event };
  }

  const decide = (redirect: string, decision: string) =>
    ctx.app.inject({ method: 'POST', url: redirect, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
  const orderStatus = async (orderId: number) => (await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  test('with a gateway, the order pages are told card comes first, then bill payment; a free ticket is Free alone', async () => {
    const ticketId = await bookThroughApi(ctx.app, member.token, await createEvent(ctx.db, { price: 2500 }));
    assert.deepEqual((await send(ctx.app, bookingContract.getTicket, { params: { ticketId } }, bearer(member.token))).body.data.payment_methods, [3, 5]);
    const freeId = await bookThroughApi(ctx.app, member.token, await createEvent(ctx.db, { price: 0 }));
    assert.deepEqual((await send(ctx.app, bookingContract.getTicket, { params: { ticketId: freeId } }, bearer(member.token))).body.data.payment_methods, [4]);
    assert.deepEqual((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.payment_methods, [3, 5]);
  });

  test('Approve: the signed callback marks the order paid, sends the ticket and leads to the thank-you page', async () => {
    const order = await cardOrder(4500, 'Karachi Freelance Summit');
    const page = await ctx.app.inject({ method: 'GET', url: order.redirect });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(page.body.includes('Rs 4,500') && page.body.includes('Approve') && page.body.includes('Decline'));
    const decided = await decide(order.redirect, 'approve');
    assert.equal(decided.statusCode, 303);
    const back = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.equal(back.statusCode, 303);
    assert.equal(back.headers.location, `/order/thankyou?O=${order.orderId}`);
    assert.equal(await orderStatus(order.orderId), 'paid');
    const paid = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: order.orderId } }, bearer(member.token));
    assert.deepEqual([paid.body.data.status, paid.body.message], ['paid', 'Your order was placed successfully!']);
    const mails = (await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes('Karachi Freelance Summit'));
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /Download your ticket: http:\/\/site\.test\/api\/tickets\/\d+\/ticket\.pdf/);
    // The same callback again is a replay: refused, nothing changes.
    const replay = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.deepEqual([replay.statusCode, replay.json().message], [409, 'This payment answer was received already.']);
    assert.equal((await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes('Karachi Freelance Summit')).length, 1);
  });

  test('Decline leaves the order pending and leads back to the order page, which says so', async () => {
    const order = await cardOrder(3000, 'Peshawar Meetup');
    const decided = await decide(order.redirect, 'decline');
    const back = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.equal(back.headers.location, `/ticket/${order.ticketId}/order?payment=declined`);
    assert.equal(await orderStatus(order.orderId), 'pending');
    const paid = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: order.orderId } }, bearer(member.token));
    assert.deepEqual([paid.body.data.status, paid.body.message], ['pending', 'Your payment has not been received.']);
    // Ordering again opens a new checkout for the same pending order.
    const again = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId: order.ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, bearer(member.token));
    assert.equal(again.body.data.id, order.orderId);
    assert.notEqual(again.body.data.redirect_url, order.redirect);
  });

  test('a double click on Pay opens one checkout', async () => {
    const order = await cardOrder();
    const again = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId: order.ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, bearer(member.token));
    assert.equal(again.body.data.redirect_url, order.redirect);
  });

  test('a callback with a forged signature, a changed amount or another order is refused and pays nothing', async () => {
    const order = await cardOrder(6000);
    const decided = await decide(order.redirect, 'approve');
    const signed = new URL(decided.headers.location as string, 'http://x');
    const forged = new URL(signed);
    forged.searchParams.set('amount', '1');
    const res = await ctx.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` });
    assert.deepEqual([res.statusCode, res.json().data.errors?.signature], [422, 'This payment answer is not signed by the payment gateway.']);
    const unsigned = new URL(signed);
    unsigned.searchParams.delete('signature');
    assert.equal((await ctx.app.inject({ method: 'GET', url: `${unsigned.pathname}${unsigned.search}` })).statusCode, 422);

    // Signed with the gateway's key but not for what the server asked: another amount, another order.
    const other = await cardOrder(6000);
    for (const fields of [
      await signedCallback(ctx.db, { reference: order.reference, orderId: order.orderId, amount: 1 }, true),
      await signedCallback(ctx.db, { reference: order.reference, orderId: other.orderId, amount: 6000 }, true),
      await signedCallback(ctx.db, { reference: 'no-such-checkout', orderId: order.orderId, amount: 6000 }, true),
    ]) {
      const mismatch = await ctx.app.inject({ method: 'GET', url: `/api/payments/test-gateway/return?${new URLSearchParams(fields)}` });
      assert.deepEqual([mismatch.statusCode, mismatch.json().message], [422, 'This payment answer does not match the order.']);
    }
    assert.equal(await orderStatus(order.orderId), 'pending');
    assert.equal(await orderStatus(other.orderId), 'pending');
  });

  test('an order that expired while the member paid is paid when a seat is free again', async () => {
    const order = await cardOrder(2000);
    await ctx.db.updateTable('orders').set({ status: 'expired' }).where('id', '=', order.orderId).execute();
    await ctx.db.updateTable('event_packages').set({ seats_taken: 0 }).where('id', '=', order.event.packageId).execute();
    const decided = await decide(order.redirect, 'approve');
    const back = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.equal(back.headers.location, `/order/thankyou?O=${order.orderId}`);
    assert.equal(await orderStatus(order.orderId), 'paid');
    const pkg = await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', order.event.packageId).executeTakeFirstOrThrow();
    assert.equal(pkg.seats_taken, 1);
  });
});

describe('the test gateway is off in production unless asked for', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp({ testPaymentGateway: false });
  });
  after(() => ctx.close());

  test('the settings: off in production, on with PAYMENT_TEST_GATEWAY=1, on in development', () => {
    assert.equal(resolveConfig({ production: true }).testPaymentGateway, false);
    assert.equal(resolveConfig({}).testPaymentGateway, true);
    assert.equal(optionsFromEnv({ NODE_ENV: 'production' }).testPaymentGateway, false);
    assert.equal(optionsFromEnv({ NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: '1' }).testPaymentGateway, true);
    assert.equal(optionsFromEnv({ PAYMENT_TEST_GATEWAY: '0' }).testPaymentGateway, false);
  });

  test('without a gateway the order pages offer bill payment alone, card and the wallets are refused (a move to Seed pays nothing and goes through), and the gateway’s pages do not exist', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, { price: 1500 });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    // The order pages offer only what is accepted: bill payment, for a ticket and for a plan.
    assert.deepEqual((await send(ctx.app, bookingContract.getTicket, { params: { ticketId } }, bearer(member.token))).body.data.payment_methods, [5]);
    assert.deepEqual((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.payment_methods, [5]);
    const res = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, bearer(member.token));
    assert.deepEqual([res.status, res.body.data.errors?.payment_method], [422, 'Card payments are not available at the moment. Please choose bill payment.']);
    const wallet = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 6 } }, bearer(member.token));
    assert.deepEqual([wallet.status, wallet.body.data.errors?.payment_method], [422, 'JazzCash payments are not available at the moment. Please choose another way to pay.']);
    const surge = await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow();
    const plan = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge.id, payment_method: 3 } }, bearer(member.token));
    assert.deepEqual([plan.status, plan.body.data?.errors?.payment_method], [422, 'Card payments are not available at the moment. Please choose bill payment.']);
    // Moving to Seed pays nothing: the purchase page's Move to Seed works without a gateway.
    const seed = await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Seed').executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    await ctx.db.insertInto('memberships').values({ user_id: member.userId, package_id: surge.id, starts_at: new Date(now.getTime() - 86_400_000), ends_at: new Date(now.getTime() + 90 * 86_400_000), source: 'grant', reason: 'Sponsored' }).execute();
    const toSeed = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: seed.id, payment_method: 3 } }, bearer(member.token));
    assert.equal(toSeed.status, 200, toSeed.body.message);
    assert.match(toSeed.body.message, /^You will move to Seed on /);
    assert.equal((await get(ctx.app, '/api/test-gateway/checkout/1-abc')).status, 404);
    assert.equal((await get(ctx.app, '/api/payments/test-gateway/return')).status, 404);
  });
});
