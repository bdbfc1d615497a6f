import assert from 'node:assert/strict';
import { createDecipheriv } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { optionsFromEnv } from '../../config.js';
import { ConfigError } from '../../env.js';
import { MASK, redact } from '../../lib/logging.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { bearer, outboxFor, registerMember, type Registered } from '../../test/http.js';
import { send } from '../../test/api.js';
import { form, formOf } from '../../test/html-forms.js';
import { freePort } from '../../test/postgres-cluster.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { easypaisaAmount, easypaisaTime, hasValidSeal, merchantHashedReq, sealInput, type EasypaisaSettings, type Fields } from './easypaisa.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

const RETURN = '/api/payments/easypaisa/return';
const NOTIFICATION = '/api/payments/easypaisa/notification';
const SIMULATOR = '/simulators/easypaisa';

const local = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

describe('the Easypaisa checkout request', () => {
  test('merchantHashedReq seals the fields as name=value pairs in alphabetical order, empty ones kept, with AES-ECB under the hash key', () => {
    const fields = { storeId: '43', amount: '10.0', orderRefNum: 'T1R2', postBackURL: 'https://x.test/back', paymentMethod: 'MA_PAYMENT_METHOD', autoRedirect: '1', expiryDate: '20260101 120000' };
    assert.equal(sealInput(fields), 'amount=10.0&autoRedirect=1&emailAddr=&expiryDate=20260101 120000&mobileNum=&orderRefNum=T1R2&paymentMethod=MA_PAYMENT_METHOD&postBackURL=https://x.test/back&storeId=43');
    const sealed = merchantHashedReq(fields, '0123456789ABCDEF');
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from('0123456789ABCDEF'), null);
    assert.equal(Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8'), sealInput(fields));
    assert.ok(hasValidSeal({ ...fields, merchantHashedReq: sealed }, '0123456789ABCDEF'));
    assert.ok(!hasValidSeal({ ...fields, amount: '1.0', merchantHashedReq: sealed }, '0123456789ABCDEF'));
    assert.equal(easypaisaAmount(4500), '4500.0');
    assert.equal(easypaisaTime(new Date('2026-01-01T20:30:05Z')), '20260102 013005');
  });
});

describe('Easypaisa payments, on the simulator', () => {
  let ctx: TestContext;
  let member: Registered;
  let settings: EasypaisaSettings;

  before(async () => {
    const port = await freePort();
    settings = { storeId: '12345', hashKey: '0123456789ABCDEF', username: 'store-api', password: 'store-api-password', url: `http://127.0.0.1:${port}${SIMULATOR}` };
    ctx = await startTestApp({ paymentSimulators: true, easypaisa: settings });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    member = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  async function walletOrder(price = 4500, title = 'Faisalabad Easypaisa Meetup') {
    const event = await createEvent(ctx.db, { price, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 7 } }, bearer(member.token));
    assert.equal(placed.status, 201, placed.body.message);
    const orderId = placed.body.data.id as number;
    // Placing the order opened its checkout.
    const checkoutPath = String(placed.body.data.redirect_url);
    const page = await ctx.app.inject({ method: 'GET', url: checkoutPath });
    assert.equal(page.statusCode, 200);
    const request = formOf(page.body);
    return { orderId, ticketId, page, request: request.fields, action: request.action!, reference: request.fields.orderRefNum };
  }

  const orderStatus = async (orderId: number) => (await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const attemptOf = (reference: string) => ctx.db.selectFrom('payment_attempts').selectAll().where('gateway', '=', 'easypaisa').where('reference', '=', reference).executeTakeFirstOrThrow();
  const mailsAbout = async (title: string) => (await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes(title));
  const open = (order: { action: string; request: Fields }, request = order.request) => ctx.app.inject({ method: 'POST', url: local(order.action), ...form(request) });
  const decide = (reference: string, fields: Record<string, string>) => ctx.app.inject({ method: 'POST', url: `${SIMULATOR}/easypay/decide`, ...form({ orderRefNum: reference, ...fields }) });

  test('approve: both postbacks and the notification lead to one payment, checked with Easypaisa, and the ticket mailed once', async () => {
    const order = await walletOrder(3000, 'Gujranwala Easypaisa Day');
    assert.equal(order.action, `${settings.url}/easypay/Index.jsf`);
    assert.deepEqual(
      [order.request.amount, order.request.paymentMethod, order.request.storeId, order.request.postBackURL],
      ['3000.0', 'MA_PAYMENT_METHOD', '12345', 'http://site.test/api/payments/easypaisa/return'],
    );
    assert.ok(hasValidSeal(order.request, settings.hashKey));
    assert.ok(!order.page.body.includes(settings.hashKey) && !order.page.body.includes(settings.password));
    const payment = await open(order);
    assert.equal(payment.statusCode, 200);
    assert.ok(payment.body.includes('Rs 3,000'));
    const wrong = await decide(order.reference, { decision: 'approve', mobile: '12' });
    assert.equal(wrong.statusCode, 422);

    const decided = await decide(order.reference, { decision: 'approve', mobile: '03451234567', twice: '1' });
    assert.equal(decided.statusCode, 302);
    // The notification (twice) made the server ask Easypaisa, which said PAID.
    assert.equal(await orderStatus(order.orderId), 'paid');
    const first = await ctx.app.inject({ method: 'GET', url: local(decided.headers.location as string) });
    assert.equal(first.statusCode, 200);
    const confirm = formOf(first.body);
    assert.equal(confirm.action, `${settings.url}/easypay/Confirm.jsf`);
    const confirmed = await ctx.app.inject({ method: 'POST', url: local(confirm.action!), ...form(confirm.fields) });
    assert.equal(confirmed.statusCode, 302);
    const final = await ctx.app.inject({ method: 'GET', url: local(confirmed.headers.location as string) });
    assert.deepEqual([final.statusCode, final.headers.location], [303, `/order/thankyou?O=${order.orderId}`]);
    assert.equal((await mailsAbout('Gujranwala Easypaisa Day')).length, 1);
    const attempt = await attemptOf(order.reference);
    assert.deepEqual([attempt.status, attempt.result_code], ['approved', 'PAID']);
    assert.equal((attempt.response_fields as Fields).transactionStatus, 'PAID');
  });

  test('decline leaves the order pending and leads back to the order page', async () => {
    const order = await walletOrder(2200);
    await open(order);
    const decided = await decide(order.reference, { decision: 'decline', no_return: '1' });
    assert.equal(decided.statusCode, 200);
    const final = await ctx.app.inject({ method: 'GET', url: `${RETURN}?${new URLSearchParams({ status: '0001', orderRefNum: order.reference })}` });
    assert.deepEqual([final.statusCode, final.headers.location], [303, `/ticket/${order.ticketId}/order?payment=declined`]);
    assert.equal(await orderStatus(order.orderId), 'pending');
    assert.equal((await attemptOf(order.reference)).result_code, 'FAILED');
  });

  test('an unsigned postback or notification saying paid, a tampered request, an amount Easypaisa did not take and another order’s reference pay nothing', async () => {
    const order = await walletOrder(5000, 'Sukkur Easypaisa Forum');
    await open(order);
    // The payer has not paid: a postback or a notification that says so is asked about, and Easypaisa says pending.
    const claimed = await ctx.app.inject({ method: 'GET', url: `${RETURN}?${new URLSearchParams({ status: '0000', desc: 'Transaction successful', orderRefNum: order.reference })}` });
    assert.deepEqual([claimed.statusCode, claimed.headers.location], [303, `/ticket/${order.ticketId}/order?payment=pending`]);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `${NOTIFICATION}?orderRefNum=${order.reference}` })).json().outcome, 'pending');
    // A reference that is no checkout of ours.
    const unknown = await ctx.app.inject({ method: 'GET', url: `${NOTIFICATION}?orderRefNum=T1RNOSUCHCHECKOUT` });
    assert.deepEqual([unknown.statusCode, unknown.json().message], [422, 'This payment answer does not match the order.']);
    // A request whose amount was changed in the browser is refused by Easypaisa (its seal no longer matches).
    const tampered = await open(order, { ...order.request, amount: '1.0' });
    assert.equal(tampered.statusCode, 400);
    assert.equal(await orderStatus(order.orderId), 'pending');

    // Easypaisa took 1 rupee for this reference (a request sealed with the store's key for another amount): the
    // server's own question finds an amount that is not the order's, and pays nothing.
    const other = await walletOrder(5000, 'Sukkur Easypaisa Forum');
    const cheap = { ...other.request, amount: '1.0' };
    await open(other, { ...cheap, merchantHashedReq: merchantHashedReq(cheap, settings.hashKey) });
    await decide(other.reference, { decision: 'approve', mobile: '03001112233', no_return: '1', late: '1' });
    const mismatch = await ctx.app.inject({ method: 'GET', url: `${RETURN}?orderRefNum=${other.reference}` });
    assert.deepEqual([mismatch.statusCode, mismatch.json().message], [422, 'This payment answer does not match the order.']);
    assert.deepEqual([await orderStatus(order.orderId), await orderStatus(other.orderId)], ['pending', 'pending']);
    assert.equal((await mailsAbout('Sukkur Easypaisa Forum')).length, 0);
  });

  test('postbacks and notifications arriving together pay exactly once (several rounds)', async () => {
    for (let round = 0; round < 4; round++) {
      const title = `Easypaisa Round ${round}`;
      const order = await walletOrder(1800 + round, title);
      await open(order);
      await decide(order.reference, { decision: 'approve', mobile: '03121234567', no_return: '1', late: '1' });
      const answers = await Promise.all(
        [RETURN, NOTIFICATION, RETURN, NOTIFICATION, NOTIFICATION, RETURN].map((path) => ctx.app.inject({ method: 'GET', url: `${path}?orderRefNum=${order.reference}` })),
      );
      for (const res of answers) assert.ok(res.statusCode === 303 || res.statusCode === 200, `${res.statusCode} ${res.body}`);
      for (const res of answers.filter((r) => r.statusCode === 303)) assert.equal(res.headers.location, `/order/thankyou?O=${order.orderId}`);
      assert.equal(await orderStatus(order.orderId), 'paid');
      assert.equal((await mailsAbout(title)).length, 1, title);
      const late = await ctx.db.selectFrom('late_payments').select('id').where('order_id', '=', order.orderId).execute();
      assert.equal(late.length, 0);
    }
  });

  test('a payment whose postbacks and notification never came is settled by the inquiry within 5 minutes', async () => {
    const order = await walletOrder(2700, 'Bahawalpur Lost Postback');
    await open(order);
    await decide(order.reference, { decision: 'approve', mobile: '03331234567', no_return: '1', late: '1' });
    assert.equal(await orderStatus(order.orderId), 'pending');
    await ctx.advance(120);
    assert.equal(await orderStatus(order.orderId), 'paid');
    assert.equal((await mailsAbout('Bahawalpur Lost Postback')).length, 1);
  });
});

describe('Easypaisa settings', () => {
  const store = { EASYPAISA_STORE_ID: '12345', EASYPAISA_HASH_KEY: '0123456789ABCDEF', EASYPAISA_USERNAME: 'api', EASYPAISA_PASSWORD: 'pw-secret', EASYPAISA_URL: 'https://easypaystg.easypaisa.com.pk/' };

  test('all five settings or none, a hash key of 16, 24 or 32 characters, the secrets never printed or logged', () => {
    assert.deepEqual(optionsFromEnv(store).easypaisa, { storeId: '12345', hashKey: '0123456789ABCDEF', username: 'api', password: 'pw-secret', url: 'https://easypaystg.easypaisa.com.pk' });
    assert.equal(optionsFromEnv({}).easypaisa, undefined);
    assert.throws(() => optionsFromEnv({ EASYPAISA_STORE_ID: '12345' }), (error: unknown) => error instanceof ConfigError && /EASYPAISA_STORE_ID="12345" is used only together with/.test(error.message));
    assert.throws(
      () => optionsFromEnv({ ...store, EASYPAISA_HASH_KEY: 'short-key' }),
      (error: unknown) => error instanceof ConfigError && /EASYPAISA_HASH_KEY=\(hidden\) must be the hash key/.test(error.message) && !error.message.includes('short-key'),
    );
    assert.deepEqual(redact({ hashKey: 'k', credentials: 'c' }), { hashKey: MASK, credentials: MASK });
  });
});
