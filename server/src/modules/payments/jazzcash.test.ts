import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { optionsFromEnv, resolveConfig } from '../../config.js';
import { ConfigError } from '../../env.js';
import { MASK, redact } from '../../lib/logging.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { bearer, outboxFor, registerMember, type Registered } from '../../test/http.js';
import { send } from '../../test/api.js';
import { form, formOf } from '../../test/html-forms.js';
import { freePort } from '../../test/postgres-cluster.js';
import { staffOrdersContract } from '../../../../mfe-ticketing/src/features/staff-orders/contract.js';
import { membershipContract } from '../../../../shared-api/src/contracts/membership.js';
import { membershipFeatureContract } from '../../../../mfe-account/src/features/membership/contract.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { hashInput, jazzCashTime, newTxnRefNo, secureHash, signed, toPaisa, type Fields, type JazzCashSettings } from './jazzcash.js';
import { simulatedAnswer } from './jazzcash-simulator.js';
import { FORGED, MISMATCH } from './payments.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

const RETURN = '/api/payments/jazzcash/return';
const NOTIFICATION = '/api/payments/jazzcash/notification';


describe('the JazzCash protocol', () => {
  test('the secure hash: the salt, then the non-empty pp_ and ppmpf_ values in ASCII order of their names, HMAC-SHA256 keyed with the salt', () => {
    // ASCII order puts capitals first (A, C, then b) and pp_ before ppmpf_; empty values and pp_SecureHash are left out.
    const fields = { pp_b: '2', ppmpf_1: 'x', pp_C: '3', pp_A: '1', pp_Empty: '', pp_SecureHash: 'old', other: 'no' };
    assert.equal(hashInput(fields, 'salt'), 'salt&1&3&2&x');
    assert.equal(secureHash(fields, 'salt'), createHmac('sha256', 'salt').update('salt&1&3&2&x').digest('hex').toUpperCase());
  });

  test('times in Pakistan time as yyyyMMddHHmmss, amounts in paisa, references alphanumeric of 20 characters', () => {
    assert.equal(jazzCashTime(new Date('2026-01-01T20:30:05Z')), '20260102013005');
    assert.equal(toPaisa(4500), '450000');
    const references = new Set(Array.from({ length: 50 }, () => newTxnRefNo(123456)));
    assert.equal(references.size, 50);
    for (const reference of references) assert.match(reference, /^T123456R[A-Z0-9]{12}$/);
  });
});

describe('JazzCash wallet payments, on the simulator', () => {
  let ctx: TestContext;
  let member: Registered;
  let settings: JazzCashSettings;
  let port: number;

  before(async () => {
    port = await freePort();
    settings = { merchantId: 'MC12345', password: 'merchant-password', integritySalt: 'merchant-integrity-salt', url: `http://127.0.0.1:${port}/simulators/jazzcash` };
    ctx = await startTestApp({ paymentSimulators: true, jazzCash: settings });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  /** A pending ticket order paid by JazzCash: its checkout page, the signed request it posts, and the order. */
  async function walletOrder(price = 4500, title = 'Lahore Wallet Meetup') {
    const event = await createEvent(ctx.db, { price, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 6 } }, bearer(member.token));
    assert.equal(placed.status, 201, placed.body.message);
    const orderId = placed.body.data.id as number;
    // Placing the order opened its checkout.
    const checkoutPath = String(placed.body.data.redirect_url);
    assert.match(checkoutPath, /^\/api\/payments\/jazzcash\/checkout\/T\d+R[A-Z0-9]+$/);
    const page = await ctx.app.inject({ method: 'GET', url: checkoutPath });
    assert.equal(page.statusCode, 200);
    const request = formOf(page.body);
    return { orderId, ticketId, checkoutPath, page, request: request.fields, action: request.action!, reference: request.fields.pp_TxnRefNo };
  }

  const orderStatus = async (orderId: number) => (await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const attemptOf = (reference: string) => ctx.db.selectFrom('payment_attempts').selectAll().where('gateway', '=', 'jazzcash').where('reference', '=', reference).executeTakeFirstOrThrow();
  const mailsAbout = async (title: string) => (await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes(title));
  const simulatorPath = (action: string) => new URL(action).pathname;
  const approved = (request: Fields) => simulatedAnswer(settings, request, '000', 'Thank you for Using JazzCash, your transaction was successful.', '260101123456');

  test('the checkout page posts a signed MWALLET request for the amount in paisa to JazzCash, and keeps it without the password', async () => {
    const order = await walletOrder(4500, 'Multan Wallet Day');
    assert.equal(order.action, `${settings.url}/CustomerPortal/transactionmanagement/merchantform/`);
    const { request } = order;
    assert.deepEqual(
      [request.pp_TxnType, request.pp_Version, request.pp_Language, request.pp_TxnCurrency, request.pp_Amount, request.pp_BillReference, request.pp_MerchantID, request.pp_ReturnURL],
      ['MWALLET', '1.1', 'EN', 'PKR', '450000', `ORDER${order.orderId}`, 'MC12345', 'http://site.test/api/payments/jazzcash/return'],
    );
    assert.match(request.pp_TxnDateTime, /^\d{14}$/);
    assert.ok(request.pp_TxnExpiryDateTime > request.pp_TxnDateTime);
    assert.equal(request.pp_SecureHash, secureHash(request, settings.integritySalt));
    // The integrity salt never reaches the browser; the page may post only to JazzCash.
    assert.ok(!order.page.body.includes(settings.integritySalt));
    assert.match(String(order.page.headers['content-security-policy']), new RegExp(`form-action 'self' http://127\\.0\\.0\\.1:${port}`));
    const attempt = await attemptOf(order.reference);
    assert.equal((attempt.request_fields as Fields).pp_Amount, '450000');
    assert.equal((attempt.request_fields as Fields).pp_Password, undefined);
  });

  test('approve on the simulator: the notification and the return each settle once, the order is paid and the ticket mailed once', async () => {
    const order = await walletOrder(3000, 'Quetta Wallet Summit');
    const payment = await ctx.app.inject({ method: 'POST', url: simulatorPath(order.action), ...form(order.request) });
    assert.equal(payment.statusCode, 200, payment.body);
    assert.ok(payment.body.includes('Rs 3,000') && payment.body.includes('Last 6 digits of your CNIC'));
    const decide = formOf(payment.body).action!;
    // The wallet number and the CNIC digits are the wallet's to check.
    const wrong = await ctx.app.inject({ method: 'POST', url: decide, ...form({ pp_TxnRefNo: order.reference, decision: 'approve', mobile: '0300123', cnic: '12345' }) });
    assert.equal(wrong.statusCode, 422);
    assert.ok(wrong.body.includes('Enter the 11-digit mobile account number'));
    assert.equal(await orderStatus(order.orderId), 'pending');

    const decided = await ctx.app.inject({ method: 'POST', url: decide, ...form({ pp_TxnRefNo: order.reference, decision: 'approve', mobile: '03001234567', cnic: '123456', twice: '1' }) });
    assert.equal(decided.statusCode, 200);
    // The notification (sent twice) came first: the order is paid before the payer is back.
    assert.equal(await orderStatus(order.orderId), 'paid');
    const back = formOf(decided.body);
    assert.equal(back.action, 'http://site.test/api/payments/jazzcash/return');
    assert.equal(back.fields.pp_ResponseCode, '000');
    const returned = await ctx.app.inject({ method: 'POST', url: RETURN, ...form(back.fields) });
    assert.deepEqual([returned.statusCode, returned.headers.location], [303, `/order/thankyou?O=${order.orderId}`]);
    assert.equal((await mailsAbout('Quetta Wallet Summit')).length, 1);
    const attempt = await attemptOf(order.reference);
    assert.deepEqual([attempt.status, attempt.result_code, attempt.result_message], ['approved', '000', 'Thank you for Using JazzCash, your transaction was successful.']);
    assert.equal((attempt.response_fields as Fields).pp_SecureHash, back.fields.pp_SecureHash);
    // The same transaction cannot be paid again at the simulator.
    const again = await ctx.app.inject({ method: 'POST', url: simulatorPath(order.action), ...form(order.request) });
    assert.equal(again.statusCode, 400);
  });

  test('decline on the simulator leaves the order pending and leads back to the order page', async () => {
    const order = await walletOrder(2000);
    await ctx.app.inject({ method: 'POST', url: simulatorPath(order.action), ...form(order.request) });
    const decided = await ctx.app.inject({ method: 'POST', url: `/simulators/jazzcash/CustomerPortal/transactionmanagement/merchantform/decide`, ...form({ pp_TxnRefNo: order.reference, decision: 'decline' }) });
    const back = formOf(decided.body);
    assert.equal(back.fields.pp_ResponseCode, '112');
    const returned = await ctx.app.inject({ method: 'POST', url: RETURN, ...form(back.fields) });
    assert.deepEqual([returned.statusCode, returned.headers.location], [303, `/ticket/${order.ticketId}/order?payment=declined`]);
    assert.equal(await orderStatus(order.orderId), 'pending');
    assert.equal((await attemptOf(order.reference)).status, 'declined');
  });

  test('the simulator refuses a request whose hash, amount or password is not the merchant’s', async () => {
    const order = await walletOrder(1500);
    for (const fields of [{ ...order.request, pp_Amount: '100' }, { ...order.request, pp_Password: 'guess' }, { ...order.request, pp_SecureHash: '' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: simulatorPath(order.action), ...form(fields) });
      assert.equal(res.statusCode, 400);
    }
  });

  test('a forged hash, an altered amount, another order’s reference and a replay each pay nothing', async () => {
    const order = await walletOrder(6000, 'Sialkot Wallet Forum');
    const other = await walletOrder(6000, 'Sialkot Wallet Forum');
    const genuine = approved(order.request);
    const refusedAs = async (fields: Record<string, string>, message: string) => {
      for (const url of [RETURN, NOTIFICATION]) {
        const res = await ctx.app.inject({ method: 'POST', url, ...form(fields) });
        assert.deepEqual([res.statusCode, res.json().message], [422, message], `${url} ${JSON.stringify(fields)}`);
      }
    };
    // Not signed by JazzCash: a field changed under the hash, another key, no hash.
    await refusedAs({ ...genuine, pp_Amount: '100' }, FORGED);
    await refusedAs({ ...genuine, pp_ResponseCode: '000', pp_TxnRefNo: other.reference }, FORGED);
    await refusedAs(signed({ ...genuine, pp_SecureHash: '' }, 'not-the-salt'), FORGED);
    const { pp_SecureHash: _hash, ...unsigned } = genuine;
    await refusedAs(unsigned, FORGED);
    // Signed, but not what the server asked for: another amount, another order's bill, another order's reference.
    const resign = (fields: Record<string, string>) => signed({ ...fields, pp_SecureHash: '' }, settings.integritySalt);
    await refusedAs(resign({ ...genuine, pp_Amount: '100' }), MISMATCH);
    await refusedAs(resign({ ...genuine, pp_Amount: '600050' }), MISMATCH);
    await refusedAs(resign({ ...genuine, pp_BillReference: `ORDER${other.orderId}` }), MISMATCH);
    await refusedAs(resign({ ...approved(other.request), pp_BillReference: `ORDER${order.orderId}` }), MISMATCH);
    await refusedAs(resign({ ...genuine, pp_TxnRefNo: 'T1RNOSUCHCHECKOUT' }), MISMATCH);
    assert.deepEqual([await orderStatus(order.orderId), await orderStatus(other.orderId)], ['pending', 'pending']);
    assert.equal((await mailsAbout('Sialkot Wallet Forum')).length, 0);

    // The genuine answer pays once; the same answer again (return or notification) pays nothing more.
    const first = await ctx.app.inject({ method: 'POST', url: RETURN, ...form(genuine) });
    assert.equal(first.headers.location, `/order/thankyou?O=${order.orderId}`);
    for (const url of [RETURN, RETURN, NOTIFICATION, NOTIFICATION]) {
      const res = await ctx.app.inject({ method: 'POST', url, ...form(genuine) });
      assert.ok(res.statusCode === 303 || res.statusCode === 200, `${url}: ${res.statusCode}`);
    }
    assert.equal((await mailsAbout('Sialkot Wallet Forum')).length, 1);
    assert.equal(await orderStatus(other.orderId), 'pending');
    const kept = await ctx.db.selectFrom('payment_callbacks').select('callback_id').where('gateway', '=', 'jazzcash').where('callback_id', 'like', `%:${order.reference}`).execute();
    // Each verified answer is kept once (the return, and the notification that came after it and settled nothing).
    assert.deepEqual(kept.map((k) => k.callback_id).sort(), [`notification:${order.reference}`, `return:${order.reference}`]);
  });

  test('a return and a notification arriving together pay exactly once (several rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const title = `Concurrent Wallet Round ${round}`;
      const order = await walletOrder(2500 + round, title);
      const answer = approved(order.request);
      const answers = await Promise.all([RETURN, NOTIFICATION, RETURN, NOTIFICATION, NOTIFICATION, RETURN].map((url) => ctx.app.inject({ method: 'POST', url, ...form(answer) })));
      for (const res of answers) assert.ok(res.statusCode === 303 || res.statusCode === 200, `${res.statusCode} ${res.body}`);
      for (const res of answers.filter((r) => r.statusCode === 303)) assert.equal(res.headers.location, `/order/thankyou?O=${order.orderId}`);
      for (const res of answers.filter((r) => r.statusCode === 200)) assert.equal(res.json().pp_ResponseCode, '000');
      assert.equal(await orderStatus(order.orderId), 'paid');
      assert.equal((await mailsAbout(title)).length, 1, title);
      const attempt = await attemptOf(order.reference);
      assert.equal(attempt.status, 'approved');
      const late = await ctx.db.selectFrom('late_payments').select('id').where('order_id', '=', order.orderId).execute();
      assert.equal(late.length, 0);
    }
  });

  test('a payment whose return and notification never came is settled by the status inquiry within 5 minutes', async () => {
    const order = await walletOrder(3500, 'Hyderabad Lost Return');
    await ctx.app.inject({ method: 'POST', url: simulatorPath(order.action), ...form(order.request) });
    // Two minutes on, the payer has not decided yet: JazzCash says pending, nothing is settled.
    await ctx.advance(120);
    assert.equal(await orderStatus(order.orderId), 'pending');
    assert.equal((await attemptOf(order.reference)).status, 'created');
    // The payer approves, closes the page before returning, and the notification is late.
    const decided = await ctx.app.inject({
      method: 'POST',
      url: '/simulators/jazzcash/CustomerPortal/transactionmanagement/merchantform/decide',
      ...form({ pp_TxnRefNo: order.reference, decision: 'approve', mobile: '03211234567', cnic: '654321', late: '1', no_return: '1' }),
    });
    assert.ok(decided.body.includes('You may close this page.'));
    assert.equal(await orderStatus(order.orderId), 'pending');
    await ctx.advance(60);
    assert.equal(await orderStatus(order.orderId), 'paid');
    const attempt = await attemptOf(order.reference);
    assert.deepEqual([attempt.status, attempt.result_code, (attempt.response_fields as Fields).pp_PaymentResponseCode], ['approved', '000', '000']);
    assert.equal((await mailsAbout('Hyderabad Lost Return')).length, 1);
    // The late notification, when it comes, pays nothing more.
    const late = await ctx.app.inject({ method: 'POST', url: NOTIFICATION, ...form(approved(order.request)) });
    assert.equal(late.statusCode, 200);
    assert.equal((await mailsAbout('Hyderabad Lost Return')).length, 1);
  });
});

describe('the order pages offer JazzCash, Easypaisa and card through JazzCash where no test gateway is', () => {
  let ctx: TestContext;
  let member: Registered;
  const RETURN = '/api/payments/jazzcash/return';

  before(async () => {
    // A live site's set-up: no test gateway, the wallets set up (here, their simulators).
    ctx = await startTestApp({ paymentSimulators: true, testPaymentGateway: false });
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('a ticket and a plan offer card, JazzCash, Easypaisa and bill payment; each online choice answers its payment page', async () => {
    const event = await createEvent(ctx.db, { price: 2500, title: 'Sialkot Wallet Evening' });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    assert.deepEqual((await send(ctx.app, bookingContract.getTicket, { params: { ticketId } }, bearer(member.token))).body.data.payment_methods, [3, 6, 7, 5]);
    assert.deepEqual((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.payment_methods, [3, 6, 7, 5]);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 7 } }, bearer(member.token));
    assert.deepEqual([placed.status, placed.body.message], [201, 'Your order is waiting for payment.']);
    assert.match(placed.body.data.redirect_url ?? '', /^\/api\/payments\/easypaisa\/checkout\//);
    const surge = await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow();
    const plan = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge.id, payment_method: 6 } }, bearer(member.token));
    assert.equal(plan.status, 200, plan.body.message);
    assert.match(String(plan.body.data), /^\/api\/payments\/jazzcash\/checkout\/T\d+R[A-Z0-9]+$/);
    const order = await ctx.db.selectFrom('orders').select(['payment_method', 'status']).where('user_id', '=', member.userId).where('membership_package_id', '=', surge.id).executeTakeFirstOrThrow();
    assert.deepEqual(order, { payment_method: 6, status: 'pending' });
  });

  test('card goes to JazzCash’s card page (MPAY), which takes a card, not a wallet, and pays the order', async () => {
    const event = await createEvent(ctx.db, { price: 1800, title: 'Hyderabad Card Morning' });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 3 } }, bearer(member.token));
    assert.equal(placed.status, 201, placed.body.message);
    const checkout = await ctx.app.inject({ method: 'GET', url: placed.body.data.redirect_url! });
    const request = formOf(checkout.body);
    assert.deepEqual([request.fields.pp_TxnType, request.fields.pp_Amount], ['MPAY', '180000']);
    const payment = await ctx.app.inject({ method: 'POST', url: new URL(request.action!).pathname, ...form(request.fields) });
    assert.ok(payment.body.includes('Card number') && !payment.body.includes('CNIC'));
    const decide = formOf(payment.body).action!;
    const reference = request.fields.pp_TxnRefNo;
    const badCard = await ctx.app.inject({ method: 'POST', url: decide, ...form({ pp_TxnRefNo: reference, decision: 'approve', card: '4111 1111 1111 1112', expiry: '12/29', cvv: '123' }) });
    assert.equal(badCard.statusCode, 422);
    assert.ok(badCard.body.includes('Enter a card number, its expiry (MM/YY) and its security code.'));
    const paid = await ctx.app.inject({ method: 'POST', url: decide, ...form({ pp_TxnRefNo: reference, decision: 'approve', card: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' }) });
    const back = formOf(paid.body);
    assert.equal(back.fields.pp_TxnType, 'MPAY');
    const returned = await ctx.app.inject({ method: 'POST', url: RETURN, ...form(back.fields) });
    assert.deepEqual([returned.statusCode, returned.headers.location], [303, `/order/thankyou?O=${placed.body.data.id}`]);
    const attempt = await ctx.db.selectFrom('payment_attempts').select(['gateway', 'status']).where('reference', '=', reference).executeTakeFirstOrThrow();
    assert.deepEqual(attempt, { gateway: 'jazzcash', status: 'approved' });

    // Staff read the order's tries as JazzCash answered them, without the password; a member reads none.
    const staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const tries = await send(ctx.app, staffOrdersContract.getOrderPayments, { params: { id: placed.body.data.id } }, bearer(staff.token));
    assert.equal(tries.status, 200, tries.body.message);
    assert.deepEqual(
      tries.body.data.map((t) => [t.gateway, t.reference, t.amount, t.status, t.result_code, t.answer?.pp_TxnType]),
      [['jazzcash', reference, 1800, 'approved', '000', 'MPAY']],
    );
    assert.ok(!JSON.stringify(tries.body.data).includes(ctx.app.config.jazzCash!.password));
    assert.equal((await send(ctx.app, staffOrdersContract.getOrderPayments, { params: { id: placed.body.data.id } }, bearer(member.token))).status, 403);
    assert.equal((await send(ctx.app, staffOrdersContract.getOrderPayments, { params: { id: 999_999 } }, bearer(staff.token))).status, 404);
  });

  test('a wallet that has not answered yet brings the member back to the order, told it is pending', async () => {
    const event = await createEvent(ctx.db, { price: 1200, title: 'Gujranwala Pending Talk' });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 6 } }, bearer(member.token));
    const request = formOf((await ctx.app.inject({ method: 'GET', url: placed.body.data.redirect_url! })).body).fields;
    const settings = ctx.app.config.jazzCash!;
    const pending = simulatedAnswer(settings, request, '157', 'Transaction is pending', '');
    const returned = await ctx.app.inject({ method: 'POST', url: RETURN, ...form(pending) });
    assert.deepEqual([returned.statusCode, returned.headers.location], [303, `/ticket/${ticketId}/order?payment=pending`]);
    assert.equal((await ctx.db.selectFrom('orders').select('status').where('id', '=', placed.body.data.id).executeTakeFirstOrThrow()).status, 'pending');
  });
});

describe('JazzCash settings', () => {
  const jazz = { JAZZCASH_MERCHANT_ID: 'MC12345', JAZZCASH_PASSWORD: 'pw-123', JAZZCASH_INTEGRITY_SALT: 'salt-456', JAZZCASH_URL: 'https://sandbox.jazzcash.com.pk' };

  test('all four settings or none; the secrets are never printed', () => {
    assert.deepEqual(optionsFromEnv(jazz).jazzCash, { merchantId: 'MC12345', password: 'pw-123', integritySalt: 'salt-456', url: 'https://sandbox.jazzcash.com.pk' });
    assert.equal(optionsFromEnv({}).jazzCash, undefined);
    assert.equal(resolveConfig({}).jazzCash, undefined);
    assert.throws(
      () => optionsFromEnv({ JAZZCASH_MERCHANT_ID: 'MC12345', JAZZCASH_INTEGRITY_SALT: 'salt-456' }),
      (error: unknown) => error instanceof ConfigError && /JAZZCASH_MERCHANT_ID="MC12345" is used only together with/.test(error.message) && !error.message.includes('salt-456'),
    );
  });

  test('the simulators are off unless asked for, and never on a live site: a production build on a public address', () => {
    assert.equal(optionsFromEnv({}).paymentSimulators, false);
    assert.equal(resolveConfig({ paymentSimulators: true }).jazzCash?.url, 'http://localhost:3000/simulators/jazzcash');
    assert.throws(
      () => optionsFromEnv({ NODE_ENV: 'production', PAYMENT_SIMULATORS: '1', PUBLIC_URL: 'https://pafla.org.pk' }),
      /PAYMENT_SIMULATORS="1" must not be 1 when NODE_ENV=production and PUBLIC_URL is a public address/,
    );
    assert.throws(() => resolveConfig({ production: true, paymentSimulators: true, publicUrl: 'https://pafla.org.pk' }), /never run in production on a public address/);
    // `npm start`: the production build, on this machine's own address.
    assert.equal(optionsFromEnv({ NODE_ENV: 'production', PAYMENT_SIMULATORS: '1' }).paymentSimulators, true);
    assert.equal(resolveConfig({ production: true, paymentSimulators: true, publicUrl: 'http://127.0.0.1:4311' }).jazzCash?.url, 'http://127.0.0.1:4311/simulators/jazzcash');
  });

  test('the log masks the password, the salt and the hash', () => {
    assert.deepEqual(redact({ pp_Password: 'pw', JAZZCASH_INTEGRITY_SALT: 's', pp_SecureHash: 'h', pp_TxnRefNo: 'T1R2' }), { pp_Password: MASK, JAZZCASH_INTEGRITY_SALT: MASK, pp_SecureHash: MASK, pp_TxnRefNo: 'T1R2' });
  });

  test('without them, JazzCash’s pages do not exist', async () => {
    const ctx = await startTestApp();
    try {
      assert.equal((await ctx.app.inject({ method: 'POST', url: RETURN, ...form({ pp_TxnRefNo: 'T1' }) })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'POST', url: NOTIFICATION, ...form({ pp_TxnRefNo: 'T1' }) })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/payments/jazzcash/checkout/T1R2' })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/simulators/jazzcash/CustomerPortal/transactionmanagement/merchantform/' })).statusCode, 404);
    } finally {
      await ctx.close();
    }
  });
});
