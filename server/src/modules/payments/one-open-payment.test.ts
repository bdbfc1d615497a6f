// One open payment per order, and money never dropped: switching ways of paying closes (or refuses) the earlier checkout,
// a retry answers a settled order's state, and every provider answer is compared whole. The race runs on PostgreSQL
// (`bash tools/with-postgres.sh`), where three checkouts of one order really run at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { staffOrdersContract } from '../../../../mfe-ticketing/src/features/staff-orders/contract.js';
import { membershipFeatureContract } from '../../../../mfe-account/src/features/membership/contract.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { send } from '../../test/api.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { form, formOf } from '../../test/html-forms.js';
import { bearer, registerMember, type Registered } from '../../test/http.js';
import { freePort } from '../../test/postgres-cluster.js';
import { signed, type JazzCashSettings } from './jazzcash.js';
import { simulatedAnswer } from './jazzcash-simulator.js';
import type { EasypaisaSettings } from './easypaisa.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;
const CARD = 3;
const BILL = 5;
const JAZZCASH = 6;
const EASYPAISA = 7;
const RETURN = '/api/payments/jazzcash/return';

describe('one open payment per order', () => {
  let ctx: TestContext;
  let member: Registered;
  let jazz: JazzCashSettings;
  let easy: EasypaisaSettings;

  before(async () => {
    const port = await freePort();
    jazz = { merchantId: 'MC12345', password: 'merchant-password', integritySalt: 'merchant-integrity-salt', url: `http://127.0.0.1:${port}/simulators/jazzcash` };
    easy = { storeId: '12345', hashKey: '0123456789ABCDEF', username: 'store-api', password: 'store-api-password', url: `http://127.0.0.1:${port}/simulators/easypaisa` };
    ctx = await startTestApp({ paymentSimulators: true, jazzCash: jazz, easypaisa: easy });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  const place = (ticketId: number, method: number, who = member) =>
    send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: method } }, bearer(who.token));
  const attempts = (orderId: number) => ctx.db.selectFrom('payment_attempts').select(['id', 'gateway', 'status', 'payment_method', 'reference']).where('order_id', '=', orderId).orderBy('id').execute();
  const openCount = async (orderId: number) => (await attempts(orderId)).filter((a) => a.status === 'created').length;
  const order = (orderId: number) => ctx.db.selectFrom('orders').select(['status', 'payment_method']).where('id', '=', orderId).executeTakeFirstOrThrow();

  /** Approve on the test gateway's page, and the signed callback it leads to (or the page's refusal). */
  async function approveAtTestGateway(page: string) {
    const decided = await ctx.app.inject({ method: 'POST', url: page, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    return decided.headers.location ? ctx.app.inject({ method: 'GET', url: String(decided.headers.location) }) : decided;
  }

  async function ticket(title: string, price = 4500) {
    const event = await createEvent(ctx.db, { price, title });
    return bookThroughApi(ctx.app, member.token, event);
  }

  /** Opens the wallet's checkout page (the signed request is built and kept) and posts it to the simulator: the payer is on the provider's page. */
  async function onProviderPage(redirect: string) {
    const request = formOf((await ctx.app.inject({ method: 'GET', url: redirect })).body);
    const page = await ctx.app.inject({ method: 'POST', url: new URL(request.action!).pathname, ...form(request.fields) });
    assert.equal(page.statusCode, 200, page.body);
    return { request: request.fields, decide: formOf(page.body).action! };
  }

  test('placing a pending order again with each way in turn closes the earlier checkout and leaves one open', async () => {
    const ticketId = await ticket('Sialkot Switch Day');
    const card = await place(ticketId, CARD);
    assert.equal(card.status, 201, card.body.message);
    const orderId = card.body.data.id as number;
    const cardPage = String(card.body.data.redirect_url);

    // JazzCash next: the card page was never answered, so it is closed and a JazzCash checkout opened.
    const jazzCash = await place(ticketId, JAZZCASH);
    assert.equal(jazzCash.status, 201, jazzCash.body.message);
    assert.equal(jazzCash.body.message, 'Your earlier card payment was not completed and is now closed, so it cannot be paid. Your order is waiting for payment.');
    assert.match(String(jazzCash.body.data.redirect_url), /\/api\/payments\/jazzcash\/checkout\//);
    // Its signed request was built, but JazzCash never saw it (109): Easypaisa may take over.
    await ctx.app.inject({ method: 'GET', url: String(jazzCash.body.data.redirect_url) });
    const easypaisa = await place(ticketId, EASYPAISA);
    assert.equal(easypaisa.status, 201, easypaisa.body.message);
    assert.match(easypaisa.body.message, /^Your earlier JazzCash payment was not completed/);
    assert.deepEqual((await attempts(orderId)).map((a) => [a.gateway, a.status, a.payment_method]), [
      ['test-gateway', 'closed', CARD],
      ['jazzcash', 'closed', JAZZCASH],
      ['easypaisa', 'created', EASYPAISA],
    ]);
    assert.equal((await order(orderId)).payment_method, EASYPAISA);
    // The same way again continues its checkout.
    const again = await place(ticketId, EASYPAISA);
    assert.equal(again.body.message, 'Your order is waiting for payment.');
    assert.equal(again.body.data.redirect_url, easypaisa.body.data.redirect_url);

    // The closed card page cannot pay the order any more.
    const approve = await approveAtTestGateway(cardPage);
    assert.equal(approve.statusCode, 409, approve.body);
    assert.equal((await order(orderId)).status, 'pending');
    assert.equal(await openCount(orderId), 1);
  });

  test('a checkout the payer has open at JazzCash is not replaced: the member is told to finish it or wait', async () => {
    const ticketId = await ticket('Sukkur Wallet Evening');
    const placed = await place(ticketId, JAZZCASH);
    const orderId = placed.body.data.id as number;
    await onProviderPage(String(placed.body.data.redirect_url));
    const other = await place(ticketId, EASYPAISA);
    assert.equal(other.status, 409);
    assert.equal(other.body.message, 'Your JazzCash payment for this order is still waiting for JazzCash’s answer. Finish it there, or try again in a few minutes to pay another way.');
    assert.deepEqual((await attempts(orderId)).map((a) => a.status), ['created']);
    // The same way continues it.
    const same = await place(ticketId, JAZZCASH);
    assert.equal(same.status, 201);
    assert.equal(same.body.data.redirect_url, placed.body.data.redirect_url);
  });

  test('a JazzCash payment made but never reported is found when the member tries another way: the order is paid, nothing new opens', async () => {
    const ticketId = await ticket('Hyderabad Lost Return');
    const placed = await place(ticketId, JAZZCASH);
    const orderId = placed.body.data.id as number;
    const { request, decide } = await onProviderPage(String(placed.body.data.redirect_url));
    // Paid at JazzCash; the payer closed the page and the notification comes only 30 s later.
    await ctx.app.inject({ method: 'POST', url: decide, ...form({ pp_TxnRefNo: request.pp_TxnRefNo, decision: 'approve', mobile: '03001234567', cnic: '123456', no_return: '1', late: '1' }) });
    assert.equal((await order(orderId)).status, 'pending');
    const other = await place(ticketId, EASYPAISA);
    assert.equal(other.status, 201, other.body.message);
    assert.equal(other.body.data.status, 'paid');
    assert.equal(other.body.data.redirect_url, null);
    assert.equal(other.body.message, 'Your order was placed successfully!');
    assert.deepEqual((await attempts(orderId)).map((a) => [a.gateway, a.status]), [['jazzcash', 'approved']]);
  });

  test('moving a pending card order to bill payment closes its checkout and gives it a bill payment’s hold', async () => {
    const ticketId = await ticket('Gujranwala Bill Switch');
    const placed = await place(ticketId, CARD);
    const orderId = placed.body.data.id as number;
    const bill = await place(ticketId, BILL);
    assert.equal(bill.status, 201);
    assert.equal(bill.body.data.redirect_url, null);
    assert.equal(bill.body.message, 'Your earlier card payment was not completed and is now closed, so it cannot be paid. Your order is pending until your bill payment is received.');
    const row = await ctx.db.selectFrom('orders').select(['payment_method', 'expires_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    assert.equal(row.payment_method, BILL);
    assert.ok(row.expires_at!.getTime() - ctx.app.config.clock.now().getTime() > ctx.app.config.orderHoldSeconds * 1000);
    assert.equal(await openCount(orderId), 0);
  });

  test('three ways of paying placed at once for one order leave exactly one open checkout, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      const ticketId = await ticket(`Race Round ${round}`);
      const first = await place(ticketId, CARD);
      const orderId = first.body.data.id as number;
      const answers = await Promise.all([place(ticketId, JAZZCASH), place(ticketId, EASYPAISA), place(ticketId, CARD), place(ticketId, JAZZCASH)]);
      for (const answer of answers) assert.ok(answer.status === 201 || answer.status === 409, `${answer.status} ${answer.body.message}`);
      assert.equal(await openCount(orderId), 1, `round ${round}`);
      const { payment_method } = await order(orderId);
      const open = (await attempts(orderId)).find((a) => a.status === 'created')!;
      // The order names the way its one open checkout takes.
      assert.equal(open.payment_method, payment_method);
    }
  });

  test('a retried plan purchase with the key of a paid or replaced order answers that order and opens nothing', async () => {
    const buyer = await registerMember(ctx.app, ctx.db);
    const plans = await ctx.db.selectFrom('membership_packages').select(['id', 'price']).where('price', '>', 0).orderBy('id').execute();
    const buy = (packageId: number, method: number, key: string) =>
      send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: packageId, payment_method: method, idempotency_key: key } }, bearer(buyer.token));
    const first = await buy(plans[0].id, CARD, 'plan-key-1');
    assert.equal(first.status, 200, first.body.message);
    const orderRow = await ctx.db.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).where('idempotency_key', '=', 'plan-key-1').executeTakeFirstOrThrow();
    // Paid at the test gateway.
    const pay = await approveAtTestGateway(String(first.body.data));
    assert.equal(pay.statusCode, 303, pay.body);
    assert.equal((await order(orderRow.id)).status, 'paid');
    const before = (await attempts(orderRow.id)).length;
    const retried = await buy(plans[0].id, CARD, 'plan-key-1');
    assert.equal(retried.status, 200);
    assert.equal(retried.body.message, 'This order is paid already: your membership is active.');
    assert.equal((retried.body.data as { order: { status: string } }).order.status, 'paid');
    assert.equal((await attempts(orderRow.id)).length, before);
  });
});

describe('answers from outside cannot make the server call a provider at will', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    const port = await freePort();
    const easy: EasypaisaSettings = { storeId: '12345', hashKey: '0123456789ABCDEF', username: 'store-api', password: 'store-api-password', url: `http://127.0.0.1:${port}/simulators/easypaisa` };
    ctx = await startTestApp({ paymentSimulators: true, easypaisa: easy });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('forty Easypaisa notifications for one payment ask Easypaisa once, and again only after a pause', async () => {
    const event = await createEvent(ctx.db, { price: 1500, title: 'Notification Storm' });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: EASYPAISA } }, bearer(member.token));
    const request = formOf((await ctx.app.inject({ method: 'GET', url: String(placed.body.data.redirect_url) })).body);
    await ctx.app.inject({ method: 'POST', url: new URL(request.action!).pathname, ...form(request.fields) });
    const reference = request.fields.orderRefNum;
    // Counting the inquiries the server sends (they still reach the simulator).
    const realFetch = globalThis.fetch;
    let inquiries = 0;
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('inquire-transaction')) inquiries++;
      return realFetch(input, init);
    };
    try {
      const notify = () => ctx.app.inject({ method: 'GET', url: `/api/payments/easypaisa/notification?orderRefNum=${reference}` });
      const answers = await Promise.all(Array.from({ length: 40 }, notify));
      assert.deepEqual([...new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))], ['200 {"received":true,"outcome":"pending"}']);
      assert.equal(inquiries, 1);
      await notify();
      assert.equal(inquiries, 1);
      await ctx.advance(11);
      await notify();
      assert.equal(inquiries, 2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('every provider answer compared whole', () => {
  let ctx: TestContext;
  let member: Registered;
  let jazz: JazzCashSettings;

  before(async () => {
    const port = await freePort();
    jazz = { merchantId: 'MC12345', password: 'merchant-password', integritySalt: 'merchant-integrity-salt', url: `http://127.0.0.1:${port}/simulators/jazzcash` };
    ctx = await startTestApp({ paymentSimulators: true, jazzCash: jazz });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  async function jazzCashOrder(title: string, method = JAZZCASH) {
    const event = await createEvent(ctx.db, { price: 2500, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: method } }, bearer(member.token));
    assert.equal(placed.status, 201, placed.body.message);
    const request = formOf((await ctx.app.inject({ method: 'GET', url: String(placed.body.data.redirect_url) })).body).fields;
    return { orderId: placed.body.data.id as number, request };
  }
  const orderStatus = async (orderId: number) => (await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const lateOf = (orderId: number) => ctx.db.selectFrom('late_payments').select(['reason', 'answer']).where('order_id', '=', orderId).execute();
  const approval = (request: Record<string, string>) => simulatedAnswer(jazz, request, '000', 'Thank you for Using JazzCash, your transaction was successful.', '260101123456');
  /** A signed answer with one term changed (signed again with the merchant's salt, as only JazzCash could). */
  const changed = (answer: Record<string, string>, name: string, value: string) => {
    const { pp_SecureHash: _hash, ...rest } = answer;
    return signed({ ...rest, [name]: value }, jazz.integritySalt);
  };

  for (const [name, value, why] of [
    ['pp_TxnCurrency', 'USD', 'another currency'],
    ['pp_MerchantID', 'MC99999', 'another merchant'],
    ['pp_TxnType', 'MPAY', 'a card payment for a wallet request'],
  ] as const) {
    test(`a signed approval naming ${why} pays nothing and is kept for staff`, async () => {
      const { orderId, request } = await jazzCashOrder(`Terms ${name}`);
      const answer = changed(approval(request), name, value);
      const returned = await ctx.app.inject({ method: 'POST', url: RETURN, ...form(answer) });
      assert.equal(returned.statusCode, 422);
      assert.equal(await orderStatus(orderId), 'pending');
      const late = await lateOf(orderId);
      assert.deepEqual(late.map((l) => l.reason), ['mismatch']);
      assert.equal((late[0].answer as Record<string, string>)[name], value);
    });
  }

  test('a signed approval after a signed decline of the same transaction is kept as a late payment with both answers', async () => {
    const { orderId, request } = await jazzCashOrder('Decline Then Approve');
    const declined = simulatedAnswer(jazz, request, '058', 'Transaction timed out.', '260101123457');
    assert.equal((await ctx.app.inject({ method: 'POST', url: RETURN, ...form(declined) })).statusCode, 303);
    const approved = approval(request);
    const notified = await ctx.app.inject({ method: 'POST', url: '/api/payments/jazzcash/notification', ...form(approved) });
    assert.equal(notified.statusCode, 200, notified.body);
    assert.equal(await orderStatus(orderId), 'pending');
    const late = await lateOf(orderId);
    assert.deepEqual(late.map((l) => l.reason), ['after-decline']);
    assert.equal((late[0].answer as Record<string, string>).pp_ResponseCode, '000');
    const attempt = await ctx.db.selectFrom('payment_attempts').select(['status', 'response_fields']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    assert.deepEqual([attempt.status, (attempt.response_fields as Record<string, string>).pp_ResponseCode], ['declined', '058']);

    // Staff read both answers, and may let this money pay the order that still waits.
    const staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const listed = await send(ctx.app, staffOrdersContract.getLatePayments, { query: { status: 'open' } }, bearer(staff.token));
    const kept = listed.body.data.items.find((item) => item.order.id === orderId)!;
    assert.deepEqual([kept.reason, kept.gateway, kept.answers.earlier?.pp_ResponseCode, kept.answers.late?.pp_ResponseCode], ['after-decline', 'jazzcash', '058', '000']);
    const honoured = await send(ctx.app, staffOrdersContract.honourLatePayment, { params: { id: kept.id } }, bearer(staff.token));
    assert.equal(honoured.status, 200, honoured.body.message);
    assert.equal(await orderStatus(orderId), 'paid');
  });
});
