import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bearer,
  bookThroughApi,
  createEvent,
  outboxFor,
  OWN_MARK_PAID,
  registerMember,
  send,
  startTestApp,
  testCheckoutPath,
  TICKET_HOLDER,
  unchecked,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { staffOrdersContract } from '../../staff-orders/contract.js';
import { bookingContract } from '../../order/contract.js';
import { PAYMENT_METHODS } from '../../../../../shared-api/src/enums.js';
import { reconciliationContract } from '../contract.js';
import { reconciliationMessages, STATEMENT_MAX_CHARS } from '../staff-validation.js';
import { billOrderIds, readStatement, statementAmount, statementDate, StatementError } from './statement.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;
const HEADER = 'Transaction Date,Narration,Reference No,Debit,Credit,Balance';
const karachiDayOf = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);

describe('reading a bank statement', () => {
  test('quoted fields, a byte-order mark, the header row found below the account’s details, debits and balance lines left out', () => {
    const csv = [
      '\uFEFFAccount Statement,,,,,',
      'Account,"0012-3456789, PAFLA",,,,',
      '',
      HEADER,
      ',Opening balance,,,,"100,000.00"',
      '27/11/2026,"1BILL PAYMENT 104701234 ""HIRA""",FT-7731,,"3,500.00","103,500.00"',
      '27-Nov-2026,"Bank charges",CHG-1,150.00,,"103,350.00"',
      '2026-11-27,"multi\nline narration",FT-7732,,PKR 1200.5,',
      ',Closing balance,,,,"104,550.50"',
    ].join('\r\n');
    const lines = readStatement(csv);
    assert.deepEqual(
      lines.map((l) => [l.line, l.date, l.reference, l.description, l.amountPaisa]),
      [
        [6, '2026-11-27', 'FT-7731', '1BILL PAYMENT 104701234 "HIRA"', 350_000],
        [8, '2026-11-27', 'FT-7732', 'multi\nline narration', 120_050],
      ],
    );
    assert.notEqual(lines[0].key, lines[1].key);
    // The same line in another file (other spacing, other case) is the same line.
    const again = readStatement(`Date,Description,Reference,Amount\n2026-11-27,"1bill payment  104701234 ""hira""",ft-7731,3500`);
    assert.equal(again[0].key, lines[0].key);
  });

  test('a file that cannot be read is refused whole, with the line at fault', () => {
    const refused = (csv: string, message: RegExp) => assert.throws(() => readStatement(csv), (e: unknown) => e instanceof StatementError && message.test(e.message));
    refused('Name,Email\nHira,hira@example.com', /No header row was found/);
    refused(`${HEADER}\n27/11/2026,"unclosed,FT-1,,100,`, /^Line 2: a quoted field is not closed/);
    refused(`${HEADER}\n27/11/2026,ok,FT-1,,100,\n31/02/2026,bad day,FT-2,,100,`, /^Line 3: “31\/02\/2026” is not a date/);
    refused(`${HEADER}\n27/11/2026,ok,FT-1,,one hundred,`, /^Line 2: “one hundred” is not an amount/);
    refused(`${HEADER}\n27/11/2026,ok,FT-1,500,,`, /no credit lines/);
    refused(`${HEADER}\n27/11/2026,x"y,FT-1,,100,`, /^Line 2: a quote appears inside a field/);
  });

  test('dates, amounts and 1Bill references as statements write them', () => {
    assert.deepEqual(['2026-11-27', '27/11/2026', '27.11.2026', '7-Nov-2026', '27 November 2026', '27/11/2026 14:05', '2026-02-30', 'Total'].map(statementDate), [
      '2026-11-27',
      '2026-11-27',
      '2026-11-27',
      '2026-11-07',
      '2026-11-27',
      '2026-11-27',
      null,
      null,
    ]);
    assert.deepEqual(['1,500.00', '1500', 'Rs. 1500.5', '', '1,50,0', '12.345'].map(statementAmount), [150_000, 150_000, 150_050, 0, null, null]);
    assert.deepEqual(billOrderIds({ reference: 'FT/104701234/X', description: 'from 10470 and 99104705' }), [1234]);
  });
});

describe('staff: the daily reconciliation', () => {
  let ctx: TestContext;
  let staff: Registered;
  let otherStaff: Registered;
  const as = (who: Registered) => bearer(who.token);
  const day = (date: string, who = staff) => send(ctx.app, reconciliationContract.getReconciliation, { query: { date } }, as(who));
  const importCsv = (csv: string, who = staff, fileName = 'statement.csv') => send(ctx.app, reconciliationContract.importBankStatement, { body: { file_name: fileName, csv } }, as(who));
  const confirm = (lineIds: number[], who = staff) => send(ctx.app, reconciliationContract.confirmBankPayments, { body: { line_ids: lineIds } }, as(who));
  const orderRow = (id: number) => ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const linesOf = () => ctx.db.selectFrom('bank_statement_lines').selectAll().orderBy('id').execute();
  const today = () => karachiDayOf(ctx.clock.now());
  const dd = (date: string) => date.split('-').reverse().join('/');

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    otherStaff = await registerMember(ctx.app, ctx.db, { name: 'Hamza Qureshi' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', 'in', [staff.userId, otherStaff.userId]).execute();
  });
  after(() => ctx.close());

  /** A member's pending bill order for a ticket of `price`. */
  async function billOrder(price = 3500, member?: Registered) {
    const buyer = member ?? (await registerMember(ctx.app, ctx.db));
    const event = await createEvent(ctx.db, { price, title: 'Multan Freelancers Meetup' });
    const ticketId = await bookThroughApi(ctx.app, buyer.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: PAYMENT_METHODS.onebill } }, as(buyer));
    assert.equal(placed.status, 201, placed.body.message);
    return { member: buyer, orderId: placed.body.data.id as number };
  }

  test('only staff reach it: anonymous 401, a member 403, on every call', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const csv = `${HEADER}\n${dd(today())},1BILL 104701,FT-1,,100,`;
    for (const headers of [{}, as(member)]) {
      const expected = 'authorization' in headers ? 403 : 401;
      assert.equal((await send(ctx.app, reconciliationContract.getReconciliation, { query: { date: today() } }, headers)).status, expected);
      assert.equal((await send(ctx.app, reconciliationContract.importBankStatement, { body: { file_name: 'a.csv', csv } }, headers)).status, expected);
      assert.equal((await send(ctx.app, reconciliationContract.confirmBankPayments, { body: { line_ids: [1] } }, headers)).status, expected);
    }
    assert.deepEqual(await linesOf(), []);
  });

  /** A paid order's day as a test writes it: `at('09:00')` is that time in Karachi on DAY. */
  const karachiAt = (day: string) => (time: string) => new Date(`${day}T${time}+05:00`);
  const markPaid = (id: number, method: number, at: Date, extra: object = {}) =>
    ctx.db.updateTable('orders').set({ payment_method: unchecked(method), status: 'paid', paid_at: at, expires_at: null, ...extra }).where('id', '=', id).execute();
  /** An approved answer for an order: an attempt of `gateway`, with the kind of payment JazzCash's request names. */
  const approvedAttempt = async (id: number, gateway: string, amount: number, at: Date, txnType?: 'MPAY' | 'MWALLET') =>
    (
      await ctx.db
        .insertInto('payment_attempts')
        .values({
          order_id: id,
          gateway,
          reference: `T${id}${gateway.slice(0, 4)}${amount}${txnType ?? ''}`,
          amount,
          status: 'approved',
          updated_at: at,
          created_at: at,
          request_fields: txnType ? JSON.stringify({ pp_TxnType: txnType, pp_Amount: String(amount * 100) }) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  type Day = NonNullable<Awaited<ReturnType<typeof day>>['body']['data']>;
  const figures = (data: Day) =>
    data.providers.map((p) => [p.name, p.provider_count, p.provider_total, p.site_count, p.site_total, p.refund_count, p.refunded_total, p.net_total, p.statement_imported]);

  test('the day’s figures: each provider’s approved answers and the bank’s lines against the orders paid here, the refunds, and what one side lacks', async () => {
    const DAY = '2030-03-15';
    const at = karachiAt(DAY);
    const orders = [];
    for (const price of [2000, 3000, 1500, 4000, 2500, 5000, 1200]) orders.push((await billOrder(price)).orderId);
    const [card1, card2, jazz, easy, billPaid, lateCard, cardNoAnswer] = orders;
    await markPaid(card1, PAYMENT_METHODS.card, at('09:00'));
    await approvedAttempt(card1, 'test-gateway', 2000, at('09:00'));
    // Placed as a card payment and paid on JazzCash's card page: JazzCash's money, its card way.
    await markPaid(card2, PAYMENT_METHODS.card, at('23:30'));
    await approvedAttempt(card2, 'jazzcash', 3000, at('23:30'), 'MPAY');
    await markPaid(jazz, PAYMENT_METHODS.jazzcash, at('10:00'));
    await approvedAttempt(jazz, 'jazzcash', 1500, at('10:00'), 'MWALLET');
    await markPaid(easy, PAYMENT_METHODS.easypaisa, at('00:10'));
    await approvedAttempt(easy, 'easypaisa', 4000, at('00:10'));
    await markPaid(billPaid, PAYMENT_METHODS.onebill, at('12:00'), { bank_reference: 'FT-HAND-1', marked_paid_at: at('12:00'), marked_paid_by: staff.userId });
    // Approved after its order expired: money there, no order here (a late payment).
    await ctx.db.updateTable('orders').set({ payment_method: PAYMENT_METHODS.card, status: 'expired', expires_at: null }).where('id', '=', lateCard).execute();
    const lateAttempt = await approvedAttempt(lateCard, 'test-gateway', 5000, at('15:00'));
    await ctx.db.insertInto('late_payments').values({ attempt_id: lateAttempt, order_id: lateCard, amount: 5000, created_at: at('15:00') }).execute();
    // Paid here with no approved answer behind it: booked under the gateway card payments go through.
    await markPaid(cardNoAnswer, PAYMENT_METHODS.card, at('16:00'));
    // Refunded later that day, by hand: the money came in for it, so it is neither paid here without an answer nor
    // money with no order; the refund is the day's, under the provider that took the money.
    await ctx.db.updateTable('orders').set({ status: 'refunded', refunded_at: at('20:00') }).where('id', '=', easy).execute();
    await ctx.db
      .insertInto('refund_requests')
      .values({ order_id: easy, amount: 4000, reason: 'Cannot attend', method: 'manual', reference: 'EP-BACK-1', status: 'refunded', requested_by: staff.userId, decided_by: otherStaff.userId, decided_at: at('20:00') })
      .execute();
    // An approval early on the next Karachi day is not this day's, though it is still 15 March in UTC.
    await approvedAttempt(card1, 'test-gateway', 999, new Date('2030-03-16T02:00:00+05:00'));

    const before = await day(DAY);
    assert.equal(before.status, 200, before.body.message);
    assert.deepEqual(figures(before.body.data), [
      ['Card (test gateway)', 2, 2000 + 5000, 2, 2000 + 1200, 0, 0, 7000, true],
      ['JazzCash', 2, 1500 + 3000, 2, 1500 + 3000, 0, 0, 4500, true],
      ['Easypaisa', 1, 4000, 1, 4000, 1, 4000, 0, true],
      ['Bill payment', 0, 0, 1, 2500, 0, 0, 0, false],
    ]);
    assert.deepEqual(before.body.data.providers[1].ways, [
      { name: 'Wallet', count: 1, total: 1500 },
      { name: 'Card', count: 1, total: 3000 },
    ]);
    // The bill order marked paid is not questioned until a statement of that day is imported.
    assert.deepEqual(before.body.data.paid_not_there.map((o) => [o.order_id, o.method_name, o.why]), [[cardNoAnswer, 'Card (test gateway)', 'No approved card payment is behind this order.']]);
    assert.deepEqual(
      before.body.data.money_no_order.map((m) => [m.source, m.name, m.order_id, m.amount, m.why, m.paid_by]),
      [['provider', 'Card (test gateway)', lateCard, 5000, `Approved while order #${lateCard} is expired: a late payment, waiting to be refunded or honoured.`, null]],
    );
    assert.deepEqual(
      before.body.data.refunds.map((r) => [r.source, r.order_id, r.provider, r.paid_with, r.way, r.way_name, r.reference, r.amount, r.requested_by, r.approved_by]),
      [['refund', easy, 'easypaisa', 'Easypaisa', 'manual', 'By hand', 'EP-BACK-1', 4000, 'Zainab Hussain', 'Hamza Qureshi']],
    );

    // The statement of that day: a line for another order, and none for the order marked paid by hand.
    const { orderId: pendingBill } = await billOrder(1800);
    const imported = await importCsv(`${HEADER}\n15/03/2030,1BILL ${'10470' + pendingBill},FT-9001,,"1,800.00",\n15/03/2030,Unknown transfer,FT-9002,,700,`);
    assert.equal(imported.status, 200, imported.body.message);
    const after = (await day(DAY)).body.data;
    assert.deepEqual(figures(after).at(-1), ['Bill payment', 2, 2500, 1, 2500, 0, 0, 2500, true]);
    assert.deepEqual(after.paid_not_there.map((o) => [o.order_id, o.reference]), [
      [billPaid, 'FT-HAND-1'],
      [cardNoAnswer, null],
    ]);
    assert.deepEqual(after.money_no_order.map((m) => [m.source, m.reference, m.amount, m.why]).slice(1), [['bank', 'FT-9002', 700, 'The line names no 1Bill reference.']]);
    assert.deepEqual(after.bank_lines.map((l) => [l.reference, l.order_id, l.status]), [
      ['FT-9001', pendingBill, 'to-confirm'],
      ['FT-9002', null, 'unmatched'],
    ]);
    // The day is a real day.
    const wrong = await send(ctx.app, reconciliationContract.getReconciliation, { query: { date: '2030-02-30' } }, as(staff));
    assert.equal(wrong.status, 400);
    // A provider not set up and without figures that day is not shown; bill payment always is.
    assert.deepEqual((await day('2030-03-10')).body.data.providers.map((p) => p.name), ['Card (test gateway)', 'Bill payment']);
  });

  test('a payment is booked under the provider that took it, not the way its order was placed with; a bill order staff mark paid is bill payment’s', async () => {
    const DAY = '2030-04-02';
    const at = karachiAt(DAY);
    const { orderId: cardOnJazzCash } = await billOrder(2200);
    const { orderId: cardOnEasypaisa } = await billOrder(1700);
    const { orderId: walletUnknown } = await billOrder(900);
    const { orderId: billByHand } = await billOrder(1300);
    // Placed for card; JazzCash's card page took it (its request says MPAY).
    await markPaid(cardOnJazzCash, PAYMENT_METHODS.card, at('11:00'));
    await approvedAttempt(cardOnJazzCash, 'jazzcash', 2200, at('11:00'), 'MPAY');
    // Placed for card; the member paid from an Easypaisa wallet in the end.
    await markPaid(cardOnEasypaisa, PAYMENT_METHODS.card, at('12:00'));
    await approvedAttempt(cardOnEasypaisa, 'easypaisa', 1700, at('12:00'));
    // A JazzCash attempt whose request was not kept: JazzCash's, its way not recorded.
    await markPaid(walletUnknown, PAYMENT_METHODS.jazzcash, at('13:00'));
    await approvedAttempt(walletUnknown, 'jazzcash', 900, at('13:00'));
    await markPaid(billByHand, PAYMENT_METHODS.onebill, at('14:00'), { bank_reference: 'HBL-77', marked_paid_at: at('14:00'), marked_paid_by: staff.userId });

    const data = (await day(DAY)).body.data;
    assert.deepEqual(figures(data), [
      ['Card (test gateway)', 0, 0, 0, 0, 0, 0, 0, true],
      ['JazzCash', 2, 2200 + 900, 2, 2200 + 900, 0, 0, 3100, true],
      ['Easypaisa', 1, 1700, 1, 1700, 0, 0, 1700, true],
      ['Bill payment', 0, 0, 1, 1300, 0, 0, 0, false],
    ]);
    assert.deepEqual(data.providers[1].ways, [
      { name: 'Card', count: 1, total: 2200 },
      { name: 'Not recorded', count: 1, total: 900 },
    ]);
    assert.deepEqual(data.paid_not_there, []);
    assert.deepEqual(data.money_no_order, []);
    // An order with nothing behind it is named by the way of its order: JazzCash's wallet.
    await ctx.db.deleteFrom('payment_attempts').where('order_id', '=', walletUnknown).execute();
    assert.deepEqual(
      (await day(DAY)).body.data.paid_not_there.map((o) => [o.order_id, o.method_name, o.why]),
      [[walletUnknown, 'JazzCash wallet', 'No approved JazzCash payment is behind this order.']],
    );
  });

  test('money with no order: a second approval of an order already paid, and an approval after a decline, each with the order it names and the other answer', async () => {
    const date = today();
    const buyer = await registerMember(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, { price: 2700, title: 'Hyderabad Freelancers Night' });
    const ticketId = await bookThroughApi(ctx.app, buyer.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: PAYMENT_METHODS.card } }, as(buyer));
    assert.equal(placed.status, 201, placed.body.message);
    const orderId = placed.body.data.id as number;
    const first = decodeURIComponent(String(placed.body.data.redirect_url).split('/').pop() ?? '');
    // The member had the payment page open twice (two checkouts) and paid on both.
    const second = `${orderId}-second-tab`;
    await ctx.db.insertInto('payment_attempts').values({ order_id: orderId, gateway: 'test-gateway', reference: second, amount: 2700 }).execute();
    const approve = async (reference: string) => {
      const decided = await ctx.app.inject({ method: 'POST', url: testCheckoutPath(reference), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
      assert.equal(decided.statusCode, 303, decided.body);
      return ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    };
    await approve(first);
    assert.equal((await orderRow(orderId)).status, 'paid');
    await approve(second);
    const late = await ctx.db.selectFrom('late_payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    assert.equal(late.status, 'open');

    // An approval after the provider had declined the same checkout: kept as a late payment, whatever the attempt says.
    const { orderId: declinedOrder } = await billOrder(1900);
    const declined = await ctx.db
      .insertInto('payment_attempts')
      .values({ order_id: declinedOrder, gateway: 'jazzcash', reference: `T${declinedOrder}-declined`, amount: 1900, status: 'declined', result_code: '124', result_message: 'Declined by the wallet', request_fields: JSON.stringify({ pp_TxnType: 'MWALLET' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('late_payments').values({ attempt_id: declined.id, order_id: declinedOrder, amount: 1900 }).execute();

    const data = (await day(date)).body.data;
    const mine = data.money_no_order.filter((m) => m.order_id === orderId || m.order_id === declinedOrder);
    assert.deepEqual(
      mine.map((m) => [m.source, m.name, m.order_id, m.amount, m.reference, m.why]),
      [
        ['provider', 'Card (test gateway)', orderId, 2700, second, `A second payment of order #${orderId}, which another payment paid: a late payment, waiting to be refunded or honoured.`],
        ['provider', 'JazzCash wallet', declinedOrder, 1900, `T${declinedOrder}-declined`, `Approved after the provider had declined it; order #${declinedOrder} is pending: a late payment, waiting to be refunded or honoured.`],
      ],
    );
    // Both answers: the one that paid the order beside the second; the decline beside the approval that came after it.
    assert.deepEqual([mine[0].paid_by?.name, mine[0].paid_by?.reference, mine[0].paid_by?.status, mine[0].earlier_answer], ['Card (test gateway)', first, 'approved', null]);
    assert.deepEqual([mine[1].paid_by, mine[1].earlier_answer?.status, mine[1].earlier_answer?.result], [null, 'declined', '124 Declined by the wallet']);
    // The order itself is paid here with its answer behind it; the provider took both payments.
    assert.ok(!data.paid_not_there.some((o) => o.order_id === orderId));
  });

  test('refunds: the day’s approved refunds and late payments refunded, by the way the money went back, and each provider’s net', async () => {
    const date = today();
    const figuresOf = async () => {
      const data = (await day(date)).body.data;
      return { data, card: data.providers.find((p) => p.provider === 'test-gateway')! };
    };
    // A card order paid through the test gateway.
    const buyer = await registerMember(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, { price: 3100, title: 'Quetta Freelancers Day' });
    const ticketId = await bookThroughApi(ctx.app, buyer.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: PAYMENT_METHODS.card } }, as(buyer));
    const orderId = placed.body.data.id as number;
    const decided = await ctx.app.inject({ method: 'POST', url: String(placed.body.data.redirect_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.equal((await orderRow(orderId)).status, 'paid');
    const before = await figuresOf();

    // One staff member asks for the money back by hand, another approves.
    const asked = await send(ctx.app, staffOrdersContract.requestRefund, { params: { id: orderId }, body: { reason: 'The event moved to a day the member cannot come', method: 'manual', reference: 'HBL-RF-31' } }, as(staff));
    assert.equal(asked.status, 200, asked.body.message);
    assert.equal((await figuresOf()).card.refund_count, before.card.refund_count, 'a refund asked for is not one made');
    const approved = await send(ctx.app, staffOrdersContract.approveRefund, { params: { id: asked.body.data.id } }, as(otherStaff));
    assert.equal(approved.status, 200, approved.body.message);
    // And a late payment of the day is recorded as refunded with its provider.
    const { orderId: lateOrder } = await billOrder(600);
    await ctx.db.updateTable('orders').set({ status: 'expired' }).where('id', '=', lateOrder).execute();
    const lateAttempt = await approvedAttempt(lateOrder, 'test-gateway', 600, new Date());
    const late = await ctx.db.insertInto('late_payments').values({ attempt_id: lateAttempt, order_id: lateOrder, amount: 600 }).returning('id').executeTakeFirstOrThrow();
    const recorded = await send(ctx.app, staffOrdersContract.recordLateRefund, { params: { id: Number(late.id) } }, as(otherStaff));
    assert.equal(recorded.status, 200, recorded.body.message);

    const after = await figuresOf();
    assert.deepEqual(
      after.data.refunds.filter((r) => r.order_id === orderId || r.order_id === lateOrder).map((r) => [r.source, r.order_id, r.provider, r.paid_with, r.way, r.way_name, r.reference, r.amount, r.requested_by, r.approved_by]),
      [
        ['refund', orderId, 'test-gateway', 'Card (test gateway)', 'manual', 'By hand', 'HBL-RF-31', 3100, 'Zainab Hussain', 'Hamza Qureshi'],
        ['late-payment', lateOrder, 'test-gateway', 'Card (test gateway)', 'provider', 'Late payment, refunded with the provider', null, 600, null, 'Hamza Qureshi'],
      ],
    );
    // Taken: the late payment's 600 more; given back: 3,100 and 600; the net is what was taken less what went back.
    assert.deepEqual(
      [after.card.provider_total - before.card.provider_total, after.card.refund_count - before.card.refund_count, after.card.refunded_total - before.card.refunded_total],
      [600, 2, 3700],
    );
    assert.equal(after.card.net_total, after.card.provider_total - after.card.refunded_total);
    // The refunded order was paid by its own answer: no gap either way.
    assert.ok(!after.data.money_no_order.some((m) => m.order_id === orderId));
    assert.ok(!after.data.paid_not_there.some((o) => o.order_id === orderId));
  });

  test('import: lines matched by 1Bill reference and equal amount; a line imported twice is kept once, with who imported it; each import audited; a bad file stores nothing', async () => {
    const date = today();
    const { orderId: a } = await billOrder(3500);
    const { orderId: b } = await billOrder(2000);
    const { orderId: expired } = await billOrder(900);
    await ctx.db.updateTable('orders').set({ status: 'expired' }).where('id', '=', expired).execute();
    const csv = [
      'Date,Description,Reference,Credit',
      `${date},"1Bill payment, voucher 10470${a}",HBL-${a},3500`,
      `${date},Voucher 10470${b},HBL-${b},1500`,
      `${date},Voucher 10470${expired},HBL-${expired},900`,
      `${date},Voucher 1047099999999,HBL-X,900`,
    ].join('\n');
    const count = (await linesOf()).length;
    const imports = () => ctx.db.selectFrom('audit_log').select(['actor_id', 'action', 'entity', 'entity_id', 'before', 'after']).where('action', '=', 'bank_statement.import').orderBy('id').execute();
    const audited = (await imports()).length;
    const first = await importCsv(csv, staff, 'HBL March.csv');
    assert.equal(first.status, 200, first.body.message);
    assert.deepEqual(first.body.data, { lines: 4, added: 4, duplicates: 0, matched: 1, days: [date] });
    assert.equal(first.body.message, '4 credit lines read: 4 new; 1 new line matches a pending bill order.');
    // A colleague imports the same file again: each line is kept once, with who imported it first.
    const again = await importCsv(`\uFEFF${csv}`, otherStaff, 'statement (1).csv');
    assert.deepEqual(again.body.data, { lines: 4, added: 0, duplicates: 4, matched: 0, days: [date] });
    assert.equal((await linesOf()).length, count + 4);
    // Each import is in the audit log, written with it: who, which file, how many lines read, new and matched.
    assert.deepEqual((await imports()).slice(audited), [
      { actor_id: staff.userId, action: 'bank_statement.import', entity: 'bank_statement', entity_id: date, before: null, after: { file_name: 'HBL March.csv', lines: 4, added: 4, duplicates: 0, matched: 1, days: [date] } },
      { actor_id: otherStaff.userId, action: 'bank_statement.import', entity: 'bank_statement', entity_id: date, before: null, after: { file_name: 'statement (1).csv', lines: 4, added: 0, duplicates: 4, matched: 0, days: [date] } },
    ]);

    const lines = (await day(date)).body.data.bank_lines.filter((l) => l.reference.startsWith('HBL-'));
    assert.deepEqual(
      lines.map((l) => [l.reference, l.order_id, l.status, l.note, l.imported_by, l.file_name]),
      [
        [`HBL-${a}`, a, 'to-confirm', '', 'Zainab Hussain', 'HBL March.csv'],
        [`HBL-${b}`, null, 'unmatched', `Order #${b} is for Rs 2,000; the line credits Rs 1,500.`, 'Zainab Hussain', 'HBL March.csv'],
        [`HBL-${expired}`, expired, 'unmatched', `Order #${expired} is expired: it can no longer be paid.`, 'Zainab Hussain', 'HBL March.csv'],
        ['HBL-X', null, 'unmatched', 'No bill order has the 1Bill reference 1047099999999.', 'Zainab Hussain', 'HBL March.csv'],
      ],
    );
    const stored = await ctx.db.selectFrom('bank_statement_lines').select(['reference', 'imported_at']).where('reference', '=', `HBL-${a}`).executeTakeFirstOrThrow();
    assert.equal(lines[0].imported_at, stored.imported_at.toISOString());

    for (const [body, status, message] of [
      [{ file_name: 'x.csv', csv: `Date,Reference,Credit\n${date},FT,12abc` }, 422, 'Line 2: “12abc” is not an amount.'],
      [{ file_name: 'x.csv', csv: 'just,some,words\n1,2,3' }, 422, /No header row was found/],
      [{ file_name: 'x.csv', csv: '   ' }, 422, reconciliationMessages.statement],
      [{ file_name: 'x.csv', csv: `Date,Reference,Credit\n${date},FT-BIG,100\n`.padEnd(STATEMENT_MAX_CHARS + 1, ' ') }, 422, reconciliationMessages.statementTooLarge],
    ] as const) {
      const res = await importCsv(body.csv);
      assert.equal(res.status, status, JSON.stringify(res.body));
      const said = res.body.data?.errors?.csv ?? res.body.message;
      if (typeof message === 'string') assert.equal(said, message);
      else assert.match(said, message);
    }
    assert.equal((await linesOf()).length, count + 4, 'a refused file stores nothing');
    assert.equal((await imports()).length, audited + 2, 'nor is it audited as an import');
  });

  test('confirm: matched lines paid in one step through the bill payment’s rules; one’s own order skipped; unmatched ones stay', async () => {
    const date = today();
    const { member, orderId } = await billOrder(4200);
    const { orderId: own } = await billOrder(1000, staff);
    const { orderId: other } = await billOrder(1100);
    await importCsv(`Date,Narration,Ref No,Amount\n${dd(date)},1BILL 10470${orderId},MCB_77${orderId},4200\n${dd(date)},1BILL 10470${own},MCB-OWN${own},1000\n${dd(date)},1BILL 10470${other},,1100\n${dd(date)},no reference,MCB-NONE,50`);
    const lines = (await day(date)).body.data.bank_lines.filter((l) => [orderId, own, other].includes(l.order_id ?? 0) || l.reference === 'MCB-NONE');
    const res = await confirm(lines.map((l) => l.id));
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual(res.body.data.confirmed.map((c) => c.order_id), [orderId, other]);
    assert.deepEqual(res.body.data.skipped.map((s) => [s.order_id, s.reason]), [
      [own, `Order #${own}: ${OWN_MARK_PAID}`],
      [null, 'The line names no 1Bill reference.'],
    ]);
    assert.equal(res.body.message, '2 payments confirmed; 2 skipped.');
    // Paid as a bill payment marked by hand: the line's reference (in a reference's characters; the 1Bill one when the line has none), who, audited, the member e-mailed.
    const row = await orderRow(orderId);
    assert.deepEqual([row.status, row.bank_reference, Number(row.marked_paid_by)], ['paid', `MCB-77${orderId}`, staff.userId]);
    assert.equal((await orderRow(other)).bank_reference, `10470${other}`);
    assert.equal((await orderRow(own)).status, 'pending');
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'order').where('entity_id', '=', String(orderId)).execute();
    assert.deepEqual(audit, [{ action: 'order.paid', actor_id: staff.userId }]);
    assert.equal((await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes(`#${orderId}`) || m.text.includes(`#${orderId}`)).length >= 1, true);

    const shown = (await day(date)).body.data.bank_lines;
    const statusOf = (id: number) => shown.find((l) => l.order_id === id)?.status;
    assert.deepEqual([statusOf(orderId), statusOf(other), statusOf(own)], ['confirmed', 'confirmed', 'to-confirm']);
    // Another staff member confirms the one on the first's own account.
    const byOther = await confirm([lines.find((l) => l.order_id === own)!.id], otherStaff);
    assert.deepEqual(byOther.body.data.confirmed.map((c) => c.order_id), [own]);
    // Confirmed again: nothing happens twice.
    const twice = await confirm([lines[0].id]);
    assert.deepEqual([twice.body.data.confirmed, twice.body.data.skipped.length], [[], 1]);
    assert.equal((await confirm([])).body.data?.errors?.line_ids, reconciliationMessages.lines);
  });

  test('two confirmations at once pay each order once', async () => {
    const date = today();
    const orders: number[] = [];
    for (let i = 0; i < 4; i++) orders.push((await billOrder(1300 + i)).orderId);
    await importCsv(['Date,Description,Reference,Credit', ...orders.map((id, i) => `${date},1BILL 10470${id},RACE-${id},${1300 + i}`)].join('\n'));
    const ids = (await day(date)).body.data.bank_lines.filter((l) => l.reference.startsWith('RACE-')).map((l) => l.id);
    assert.equal(ids.length, 4);
    const results = await Promise.all([confirm(ids), confirm([...ids].reverse(), otherStaff), confirm(ids)]);
    const confirmed = results.flatMap((r) => r.body.data.confirmed.map((c) => c.order_id)).sort();
    assert.deepEqual(confirmed, [...orders].sort());
    for (const id of orders) {
      const entries = await ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'order').where('entity_id', '=', String(id)).where('action', '=', 'order.paid').execute();
      assert.equal(entries.length, 1, `order ${id} paid once`);
      assert.equal((await orderRow(id)).bank_reference, `RACE-${id}`);
    }
  });

  // Last: it moves the context's clock on.
  test('without a day, the day is today in Karachi, even at 00:30 there, when it is still yesterday in UTC', async () => {
    const DAY_MS = 86_400_000;
    const KARACHI_MS = 5 * 3_600_000;
    const now = ctx.clock.now().getTime();
    // The next 00:30 in Karachi by the test clock.
    let target = Math.floor((now + KARACHI_MS) / DAY_MS) * DAY_MS - KARACHI_MS + 30 * 60_000;
    if (target <= now) target += DAY_MS;
    ctx.clock.advance((target - now) / 1000);
    const karachiToday = new Date(target + KARACHI_MS).toISOString().slice(0, 10);
    assert.notEqual(karachiToday, ctx.clock.now().toISOString().slice(0, 10), 'UTC is still on the day before');
    const res = await send(ctx.app, reconciliationContract.getReconciliation, { query: {} }, as(staff));
    assert.equal(res.status, 200, res.body.message);
    assert.equal(res.body.data.date, karachiToday);
    assert.equal(karachiDayOf(ctx.clock.now()), karachiToday);
  });
});
