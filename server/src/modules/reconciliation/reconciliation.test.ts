import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reconciliationContract } from '../../../../shared-api/src/contracts/reconciliation.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import { reconciliationMessages, STATEMENT_MAX_CHARS } from '../../../../shared-api/src/validation/reconciliation.js';
import { send, unchecked } from '../../test/api.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { bearer, outboxFor, registerMember, type Registered } from '../../test/http.js';
import { OWN_MARK_PAID } from '../events/staff-payments.js';
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
  const importCsv = (csv: string, who = staff) => send(ctx.app, reconciliationContract.importBankStatement, { body: { file_name: 'statement.csv', csv } }, as(who));
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
    const placed = await send(ctx.app, ticketingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: PAYMENT_METHODS.onebill } }, as(buyer));
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

  test('the day’s figures: each provider’s approved answers and the bank’s lines against the orders paid here, and what one side lacks', async () => {
    const DAY = '2030-03-15';
    const at = (time: string) => new Date(`${DAY}T${time}+05:00`);
    const orders = [];
    for (const price of [2000, 3000, 1500, 4000, 2500, 5000, 1200]) orders.push((await billOrder(price)).orderId);
    const [card1, card2, jazz, easy, billPaid, lateCard, cardNoAnswer] = orders;
    const paid = async (id: number, method: number, time: string, extra: object = {}) =>
      ctx.db.updateTable('orders').set({ payment_method: unchecked(method), status: 'paid', paid_at: at(time), expires_at: null, ...extra }).where('id', '=', id).execute();
    const approved = async (id: number, gateway: string, amount: number, time: string | Date) =>
      (
        await ctx.db
          .insertInto('payment_attempts')
          .values({ order_id: id, gateway, reference: `T${id}${gateway.slice(0, 2)}${amount}`, amount, status: 'approved', updated_at: typeof time === 'string' ? at(time) : time, created_at: typeof time === 'string' ? at(time) : time })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await paid(card1, PAYMENT_METHODS.card, '09:00');
    await approved(card1, 'test', 2000, '09:00');
    await paid(card2, PAYMENT_METHODS.card, '23:30');
    await approved(card2, 'jazzcash', 3000, '23:30');
    await paid(jazz, PAYMENT_METHODS.jazzcash, '10:00');
    await approved(jazz, 'jazzcash', 1500, '10:00');
    await paid(easy, PAYMENT_METHODS.easypaisa, '00:10');
    await approved(easy, 'easypaisa', 4000, '00:10');
    await paid(billPaid, PAYMENT_METHODS.onebill, '12:00', { bank_reference: 'FT-HAND-1', marked_paid_at: at('12:00'), marked_paid_by: staff.userId });
    // Approved after its order expired: money there, no order here (a late payment).
    await ctx.db.updateTable('orders').set({ payment_method: PAYMENT_METHODS.card, status: 'expired', expires_at: null }).where('id', '=', lateCard).execute();
    const lateAttempt = await approved(lateCard, 'test', 5000, '15:00');
    await ctx.db.insertInto('late_payments').values({ attempt_id: lateAttempt, order_id: lateCard, amount: 5000 }).execute();
    // Paid here with no approved answer behind it.
    await paid(cardNoAnswer, PAYMENT_METHODS.card, '16:00');
    // Refunded later that day: the money came in for it, so it is neither paid here without an answer nor money with no order.
    await ctx.db.updateTable('orders').set({ status: 'refunded', refunded_at: at('20:00') }).where('id', '=', easy).execute();
    // An approval early on the next Karachi day is not this day's, though it is still 15 March in UTC.
    await approved(card1, 'test', 999, new Date('2030-03-16T02:00:00+05:00'));

    const before = await day(DAY);
    assert.equal(before.status, 200, before.body.message);
    const figures = (data: typeof before.body.data) => data.providers.map((p) => [p.name, p.provider_count, p.provider_total, p.site_count, p.site_total, p.statement_imported]);
    assert.deepEqual(figures(before.body.data), [
      ['Card', 3, 2000 + 3000 + 5000, 3, 2000 + 3000 + 1200, true],
      ['JazzCash', 1, 1500, 1, 1500, true],
      ['Easypaisa', 1, 4000, 1, 4000, true],
      ['Bill payment', 0, 0, 1, 2500, false],
    ]);
    // The bill order marked paid is not questioned until a statement of that day is imported.
    assert.deepEqual(before.body.data.paid_not_there.map((o) => [o.order_id, o.method_name, o.why]), [[cardNoAnswer, 'Card', 'No approved card payment is behind this order.']]);
    assert.deepEqual(
      before.body.data.money_no_order.map((m) => [m.source, m.order_id, m.amount, m.why]),
      [['provider', lateCard, 5000, `Approved while order #${lateCard} is expired: a late payment, waiting to be refunded or honoured.`]],
    );

    // The statement of that day: a line for another order, and none for the order marked paid by hand.
    const { orderId: pendingBill } = await billOrder(1800);
    const imported = await importCsv(`${HEADER}\n15/03/2030,1BILL ${'10470' + pendingBill},FT-9001,,"1,800.00",\n15/03/2030,Unknown transfer,FT-9002,,700,`);
    assert.equal(imported.status, 200, imported.body.message);
    const after = (await day(DAY)).body.data;
    assert.deepEqual(figures(after).at(-1), ['Bill payment', 2, 2500, 1, 2500, true]);
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
    const none = await send(ctx.app, reconciliationContract.getReconciliation, unchecked({}), as(staff));
    assert.equal(none.status, 400);
    assert.match(JSON.stringify(none.body), new RegExp(reconciliationMessages.date));
  });

  test('import: lines matched by 1Bill reference and equal amount; a line imported twice is kept once; a bad file stores nothing', async () => {
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
    const first = await importCsv(csv);
    assert.equal(first.status, 200, first.body.message);
    assert.deepEqual(first.body.data, { lines: 4, added: 4, duplicates: 0, matched: 1, days: [date] });
    assert.equal(first.body.message, '4 credit lines read: 4 new; 1 new line matches a pending bill order.');
    const again = await importCsv(`\uFEFF${csv}`);
    assert.deepEqual(again.body.data, { lines: 4, added: 0, duplicates: 4, matched: 0, days: [date] });
    assert.equal((await linesOf()).length, count + 4);

    const lines = (await day(date)).body.data.bank_lines.filter((l) => l.reference.startsWith('HBL-'));
    assert.deepEqual(
      lines.map((l) => [l.reference, l.order_id, l.status, l.note]),
      [
        [`HBL-${a}`, a, 'to-confirm', ''],
        [`HBL-${b}`, null, 'unmatched', `Order #${b} is for Rs 2,000; the line credits Rs 1,500.`],
        [`HBL-${expired}`, expired, 'unmatched', `Order #${expired} is expired: it can no longer be paid.`],
        ['HBL-X', null, 'unmatched', 'No bill order has the 1Bill reference 1047099999999.'],
      ],
    );

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
});
