import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, createEvent, form, formOf, freePort, type JazzCashSettings, outboxFor, post, refundPayment, type Registered, registerMember, send, startTestApp, type TestContext, TICKET_HOLDER, ticketCode } from '../../../../../server/src/test/kit.js';
import { refundMessages } from '../staff-validation.js';
import { staffOrdersContract } from '../contract.js';
import { checkInContract } from '../../check-in/contract.js';
import { membershipContract } from '../../../../../shared-api/src/contracts/membership.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../../order/contract.js';
import { JAZZCASH_REFUNDS_OFF, NOT_JAZZCASH, OWN_REFUND_APPROVAL, OWN_REFUND_REQUEST, OWN_REQUEST_APPROVAL } from './refunds.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;
const REFERENCE = 'HBL-RF-20270601-0042';
const REASON = 'The member cannot attend: family emergency.';

describe('refunds of paid orders: one staff member asks, another approves', () => {
  let ctx: TestContext;
  let settings: JazzCashSettings;
  let asker: Registered;
  let approver: Registered;
  let third: Registered;
  const as = (who: Registered) => bearer(who.token);
  const ask = (orderId: number, body: object, by = asker) => send(ctx.app, staffOrdersContract.requestRefund, { params: { id: orderId }, body }, as(by));
  const approve = (id: number, by = approver) => send(ctx.app, staffOrdersContract.approveRefund, { params: { id } }, as(by));
  const reject = (id: number, by = approver) => send(ctx.app, staffOrdersContract.rejectRefund, { params: { id } }, as(by));
  const orderRow = (id: number) => ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const seatsTaken = async (packageId: number) => (await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', packageId).executeTakeFirstOrThrow()).seats_taken;
  const auditOf = (orderId: number) =>
    ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', 'order').where('entity_id', '=', String(orderId)).orderBy('id').execute();
  const refundMails = async (member: Registered, orderId: number) => (await outboxFor(ctx.db, member.email)).filter((m) => m.subject === `Your order #${orderId} has been refunded`);

  before(async () => {
    const port = await freePort();
    settings = { merchantId: 'MC12345', password: 'merchant-password', integritySalt: 'merchant-integrity-salt', url: `http://127.0.0.1:${port}/simulators/jazzcash`, mpin: '4321' };
    ctx = await startTestApp({ paymentSimulators: true, jazzCash: settings });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    asker = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    approver = await registerMember(ctx.app, ctx.db, { name: 'Hamza Qureshi' });
    third = await registerMember(ctx.app, ctx.db, { name: 'Sana Malik' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', 'in', [asker.userId, third.userId]).execute();
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', approver.userId).execute();
  });
  after(() => ctx.close());

  /** A ticket bought with a bill payment that staff marked paid. */
  async function paidBillOrder(title: string, member?: Registered) {
    const buyer = member ?? (await registerMember(ctx.app, ctx.db));
    const event = await createEvent(ctx.db, { price: 3500, title });
    const ticketId = await bookThroughApi(ctx.app, buyer.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(buyer));
    assert.equal(placed.status, 201, placed.body.message);
    const orderId = placed.body.data.id as number;
    const marker = buyer.userId === third.userId ? asker : third;
    const marked = await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: 'HBL-1' } }, as(marker));
    assert.equal(marked.status, 200, marked.body.message);
    return { member: buyer, event, ticketId, orderId };
  }

  /** A ticket paid through JazzCash's simulator; `declineRefund` has the simulator decline its refund later. */
  async function paidJazzCashOrder(title: string, declineRefund = false) {
    const member = await registerMember(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, { price: 4500, title });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 6 } }, as(member));
    assert.equal(placed.status, 201, placed.body.message);
    const orderId = placed.body.data.id as number;
    // Placing the order opened its checkout.
    const checkoutPath = String(placed.body.data.redirect_url);
    const request = formOf((await ctx.app.inject({ method: 'GET', url: checkoutPath })).body);
    const page = await ctx.app.inject({ method: 'POST', url: new URL(request.action!).pathname, ...form(request.fields) });
    const decide = formOf(page.body).action!;
    const decision = { pp_TxnRefNo: request.fields.pp_TxnRefNo, decision: 'approve', mobile: '03001234567', cnic: '123456', ...(declineRefund ? { decline_refund: '1' } : {}) };
    assert.equal((await ctx.app.inject({ method: 'POST', url: decide, ...form(decision) })).statusCode, 200);
    assert.equal((await orderRow(orderId)).status, 'paid');
    return { member, event, ticketId, orderId, reference: request.fields.pp_TxnRefNo };
  }

  test('a reason, a way and, by hand, the reference are required, with the shared rule’s messages; a refused request changes nothing', async () => {
    const { orderId } = await paidBillOrder('Sialkot Refund Day');
    for (const [body, field, message] of [
      [{ method: 'manual', reference: REFERENCE }, 'reason', refundMessages.reason],
      [{ reason: '  ', method: 'manual', reference: REFERENCE }, 'reason', refundMessages.reason],
      [{ reason: 'x'.repeat(501), method: 'manual', reference: REFERENCE }, 'reason', refundMessages.reasonTooLong],
      [{ reason: REASON, reference: REFERENCE }, 'method', refundMessages.method],
      [{ reason: REASON, method: 'cash', reference: REFERENCE }, 'method', refundMessages.method],
      [{ reason: REASON, method: 'manual' }, 'reference', refundMessages.reference],
      [{ reason: REASON, method: 'manual', reference: 'HBL<b>' }, 'reference', refundMessages.referenceCharacters],
      [{ reason: REASON, method: 'manual', reference: 'X'.repeat(65) }, 'reference', refundMessages.referenceTooLong],
      // Only an order JazzCash paid goes back through JazzCash.
      [{ reason: REASON, method: 'jazzcash' }, 'method', NOT_JAZZCASH],
    ] as const) {
      const res = await ask(orderId, body);
      assert.deepEqual([res.status, res.body.data?.errors?.[field]], [422, message], JSON.stringify(body));
    }
    assert.equal(await ctx.db.selectFrom('refund_requests').select('id').where('order_id', '=', orderId).executeTakeFirst(), undefined);
    assert.deepEqual((await auditOf(orderId)).map((a) => a.action), ['order.paid']);
    assert.equal((await orderRow(orderId)).status, 'paid');
  });

  test('a refund made by hand: asked, listed, approved by another; the order is refunded, the seat back, the ticket void, the member told, all audited', async () => {
    const { member, event, ticketId, orderId } = await paidBillOrder('Gujranwala Tech Evening');
    assert.equal(await seatsTaken(event.packageId), 1);
    const asked = await ask(orderId, { reason: `  ${REASON} `, method: 'manual', reference: ` ${REFERENCE} ` });
    assert.equal(asked.status, 200, asked.body.message);
    const refund = asked.body.data;
    assert.deepEqual([refund.status, refund.method, refund.amount, refund.reason, refund.reference, refund.requested_by, refund.decided_by], ['requested', 'manual', 3500, REASON, REFERENCE, 'Zainab Hussain', null]);
    assert.deepEqual([refund.asked_by_you, refund.can_decide], [true, false]);
    // The order's row says who asked and when, and a second request is refused.
    const row0 = (await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { q: String(orderId) } }, as(third))).body.data.items.find((o) => o.id === orderId);
    assert.deepEqual(row0?.refund_asked, { by: 'Zainab Hussain', at: refund.requested_at });
    const again = await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE }, third);
    assert.deepEqual([again.status, again.body.message], [409, 'A refund of this order is already awaiting approval.']);
    assert.equal((await ctx.db.selectFrom('refund_requests').select('id').where('order_id', '=', orderId).execute()).length, 1);

    const awaiting = (await send(ctx.app, staffOrdersContract.getRefunds, { query: {} }, as(approver))).body.data.items;
    assert.ok(awaiting.some((r) => r.id === refund.id && r.order.id === orderId));
    // Each reader is told who asked and when, and whether they may decide it: the one who asked may not.
    const listedFor = async (who: Registered) => (await send(ctx.app, staffOrdersContract.getRefunds, { query: {} }, as(who))).body.data.items.find((r) => r.id === refund.id);
    const forApprover = await listedFor(approver);
    assert.deepEqual([forApprover?.requested_by, forApprover?.requested_at, forApprover?.asked_by_you, forApprover?.can_decide], ['Zainab Hussain', refund.requested_at, false, true]);
    const forAsker = await listedFor(asker);
    assert.deepEqual([forAsker?.requested_by, forAsker?.asked_by_you, forAsker?.can_decide], ['Zainab Hussain', true, false]);
    const counted = (await send(ctx.app, staffOrdersContract.getStaffOrderAttention, {}, as(approver))).body.data.refunds_awaiting;
    assert.equal(counted, awaiting.length);

    // The one who asked does not approve or reject.
    for (const res of [await approve(refund.id, asker), await reject(refund.id, asker)]) assert.deepEqual([res.status, res.body.message], [403, OWN_REQUEST_APPROVAL]);
    assert.equal((await orderRow(orderId)).status, 'paid');

    const approved = await approve(refund.id);
    assert.equal(approved.status, 200, approved.body.message);
    assert.equal((await send(ctx.app, staffOrdersContract.getStaffOrderAttention, {}, as(approver))).body.data.refunds_awaiting, counted - 1);
    assert.equal(approved.body.message, 'The order is refunded: its ticket no longer admits anyone, its seat is free again and the member has been told.');
    assert.deepEqual([approved.body.data.status, approved.body.data.decided_by, approved.body.data.order.status], ['refunded', 'Hamza Qureshi', 'refunded']);
    const row = await orderRow(orderId);
    assert.equal(row.status, 'refunded');
    assert.ok(row.refunded_at);
    assert.equal(await seatsTaken(event.packageId), 0);

    // The ticket no longer admits anyone; the member's pages say refunded, with the amount and when.
    const door = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: event.eventId, code: await ticketCode(ctx.db, ticketId) } }, as(third));
    assert.equal(door.status, 409);
    const detail = (await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member))).body.data;
    assert.deepEqual([detail.status, detail.grand_total, detail.refunded_at, detail.tickets], ['refunded', 3500, row.refunded_at!.toISOString(), []]);
    // Where the money goes back and when, with the reference staff recorded: on the order and in Order History.
    const byHand = { way: 'by-hand', reference: REFERENCE, money_back: `The money is sent back to you by bank transfer, or as our staff recorded it (refund reference ${REFERENCE}). It reaches you within 5 working days.` };
    assert.deepEqual(detail.refund, byHand);
    const history = (await send(ctx.app, ticketingContract.getOrders, {}, as(member))).body.data.items;
    assert.deepEqual([history.find((o) => o.id === orderId)?.status, history.find((o) => o.id === orderId)?.refund], ['refunded', byHand]);

    const mails = await refundMails(member, orderId);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /We have refunded Rs 3,500 for order #\d+ \(Gujranwala Tech Evening\)\.\n\n/);
    assert.ok(mails[0].text.includes(`\n\n${byHand.money_back}\n\n`), mails[0].text);
    assert.ok(!mails[0].text.includes(REASON), 'staff’s reason stays in the audit log');

    const audit = await auditOf(orderId);
    assert.deepEqual(audit.map((a) => [a.action, Number(a.actor_id)]), [['order.paid', third.userId], ['order.refund_request', asker.userId], ['order.refund', approver.userId]]);
    assert.deepEqual(audit[1].after, { refund: refund.id, amount: 3500, method: 'manual', reference: REFERENCE, reason: REASON });
    assert.deepEqual([audit[2].before?.status, audit[2].after?.status, audit[2].after?.refund, audit[2].after?.reference], ['paid', 'refunded', refund.id, REFERENCE]);

    // Decided: neither approved again nor asked again.
    assert.deepEqual([(await approve(refund.id, third)).status, (await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE }, third)).body.message], [409, 'This order is refunded: only a paid order can be refunded.']);
  });

  test('a rejected refund leaves the order paid; a pending order is not refunded', async () => {
    const { event, orderId } = await paidBillOrder('Sargodha Meetup');
    const refund = (await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE })).body.data;
    const rejected = await reject(refund.id);
    assert.deepEqual([rejected.status, rejected.body.data.status, rejected.body.data.decided_by], [200, 'rejected', 'Hamza Qureshi']);
    assert.equal((await orderRow(orderId)).status, 'paid');
    assert.equal(await seatsTaken(event.packageId), 1);
    assert.equal((await approve(refund.id, third)).body.message, 'This refund was rejected.');
    assert.deepEqual((await auditOf(orderId)).map((a) => [a.action, Number(a.actor_id)]).slice(1), [['order.refund_request', asker.userId], ['order.refund_reject', approver.userId]]);

    const member = await registerMember(ctx.app, ctx.db);
    const pendingEvent = await createEvent(ctx.db, { price: 2000, title: 'Sahiwal Evening' });
    const ticketId = await bookThroughApi(ctx.app, member.token, pendingEvent);
    const pending = (await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(member))).body.data.id as number;
    assert.deepEqual([(await ask(pending, { reason: REASON, method: 'manual', reference: REFERENCE })).body.message], ['This order is pending: only a paid order can be refunded.']);
  });

  test('nobody asks for or approves a refund of an order on their own account, admin or staff; members cannot at all', async () => {
    // The staff member's own order: they cannot ask; the admin asks, and the staff member cannot approve it either.
    const own = await paidBillOrder('Mirpur Own Order', third);
    assert.deepEqual([(await ask(own.orderId, { reason: REASON, method: 'manual', reference: REFERENCE }, third)).body.message], [OWN_REFUND_REQUEST]);
    const refund = (await ask(own.orderId, { reason: REASON, method: 'manual', reference: REFERENCE }, approver)).body.data;
    // Listed for the member of the order as one they may not decide, though they did not ask for it.
    const listed = (await send(ctx.app, staffOrdersContract.getRefunds, { query: {} }, as(third))).body.data.items.find((r) => r.id === refund.id);
    assert.deepEqual([listed?.asked_by_you, listed?.can_decide], [false, false]);
    const refused = await approve(refund.id, third);
    assert.deepEqual([refused.status, refused.body.message], [403, OWN_REFUND_APPROVAL]);
    assert.equal((await orderRow(own.orderId)).status, 'paid');
    assert.equal((await approve(refund.id, asker)).status, 200);

    const { member, orderId } = await paidBillOrder('Attock Members Day');
    assert.equal((await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE }, member)).status, 403);
    assert.equal((await send(ctx.app, staffOrdersContract.getRefunds, { query: {} }, as(member))).status, 403);
    const asked = (await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE })).body.data;
    assert.equal((await approve(asked.id, member)).status, 403);
    assert.equal((await orderRow(orderId)).status, 'paid');
  });

  test('a membership order: its refund ends the year it bought', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const surge = (await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow()).id;
    const bought = await post<string | { order: { id: number } }>(ctx.app, '/api/user/membership', { package_id: surge, payment_method: 5 }, as(member));
    assert.ok(typeof bought.body.data !== 'string' && bought.body.data.order, bought.body.message);
    const orderId = bought.body.data.order.id;
    assert.equal((await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: 'HBL-2' } }, as(third))).status, 200);
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, as(member))).body.data.membership_package, 'Surge');
    // A certificate printed during the year, given to a client.
    const code = (await post<{ verify_url: string }>(ctx.app, '/api/user/certificate/generate', {}, as(member))).body.data.verify_url.split('/').pop()!;
    const running = (await send(ctx.app, membershipContract.verifyCertificate, { params: { code } })).body.data;
    assert.ok(running.kind === 'membership' && running.valid);
    assert.ok(running.valid_until && new Date(running.valid_until) > new Date(ctx.app.config.clock.now().getTime() + 300 * 86_400_000), 'a year ahead while it runs');

    const refund = (await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE })).body.data;
    const approved = await approve(refund.id);
    assert.equal(approved.body.message, 'The order is refunded: its membership year has ended and the member has been told.');
    assert.equal(await ctx.db.selectFrom('memberships').select('id').where('order_id', '=', orderId).executeTakeFirst(), undefined);
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, as(member))).body.data.membership_package, 'Seed');
    const mails = await refundMails(member, orderId);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /Your Surge membership has ended/);

    // The certificate no longer verifies, and says the year ended on the day of the refund, not a year from now.
    const refundedAt = (await orderRow(orderId)).refunded_at!;
    const verified = await send(ctx.app, membershipContract.verifyCertificate, { params: { code } });
    const ended = verified.body.data;
    assert.ok(ended.kind === 'membership');
    assert.deepEqual([verified.status, verified.body.message, ended.valid, ended.package], [200, 'This Surge membership has ended.', false, 'Surge']);
    assert.equal(ended.valid_until, refundedAt.toISOString());
    const karachiDate = (at: Date | string) => new Date(new Date(at).getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
    assert.equal(karachiDate(ended.valid_until!), karachiDate(ctx.app.config.clock.now()));
  });

  test('the refund’s e-mail to a member who reads Urdu says where the money goes back and when, in Urdu, with the reference', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ language: 'ur' }).where('id', '=', member.userId).execute();
    const { orderId } = await paidBillOrder('Rawalpindi Design Day', member);
    const refund = (await ask(orderId, { reason: REASON, method: 'manual', reference: REFERENCE })).body.data;
    assert.equal((await approve(refund.id)).status, 200);
    const [mail] = (await outboxFor(ctx.db, member.email)).filter((m) => m.subject === `آپ کے آرڈر نمبر ${orderId} کی رقم واپس کر دی گئی ہے`);
    assert.ok(mail, 'the refund mail has its Urdu subject');
    assert.ok(mail.text.includes(`ہم نے آرڈر نمبر ${orderId} (Rawalpindi Design Day) کے`), mail.text);
    assert.ok(
      mail.text.includes(`رقم آپ کو بینک ٹرانسفر کے ذریعے، یا جیسے ہمارے عملے نے درج کیا ہے، واپس بھیجی جاتی ہے (رقم کی واپسی کا حوالہ ${REFERENCE})۔ یہ 5 کاروباری دنوں کے اندر آپ تک پہنچ جاتی ہے۔`),
      mail.text,
    );
    assert.ok(!/money|working days|bank transfer/i.test(mail.text), 'no English left in the sentence');
  });

  test('through JazzCash: the simulator sends the money back; a decline leaves the order paid and the refund failed with JazzCash’s code', async () => {
    const paid = await paidJazzCashOrder('Faisalabad Wallet Day');
    const staffOrder = (await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { q: String(paid.orderId) } }, as(asker))).body.data.items as Array<{ id: number; jazzcash_refundable: boolean }>;
    assert.equal(staffOrder.find((o) => o.id === paid.orderId)?.jazzcash_refundable, true);
    const refund = (await ask(paid.orderId, { reason: REASON, method: 'jazzcash' })).body.data;
    assert.deepEqual([refund.method, refund.reference], ['jazzcash', null]);
    const approved = await approve(refund.id);
    assert.equal(approved.status, 200, approved.body.message);
    assert.deepEqual([approved.body.data.status, approved.body.data.result_code, approved.body.data.result_message], ['refunded', '000', 'Refund successful.']);
    assert.equal((await orderRow(paid.orderId)).status, 'refunded');
    assert.equal(await seatsTaken(paid.event.packageId), 0);
    const [walletMail] = await refundMails(paid.member, paid.orderId);
    assert.ok(walletMail.text.includes('\n\nThe money has gone back to the JazzCash wallet you paid from. It reaches your wallet at once.\n\n'), walletMail.text);
    const walletOrder = (await send(ctx.app, ticketingContract.getOrder, { params: { orderId: paid.orderId } }, as(paid.member))).body.data;
    assert.deepEqual(walletOrder.refund, { way: 'jazzcash-wallet', reference: null, money_back: 'The money has gone back to the JazzCash wallet you paid from. It reaches your wallet at once.' });

    const declined = await paidJazzCashOrder('Bahawalnagar Wallet Day', true);
    const asked = (await ask(declined.orderId, { reason: REASON, method: 'jazzcash' })).body.data;
    const failed = await approve(asked.id);
    assert.deepEqual([failed.status, failed.body.message], [409, 'JazzCash refused the refund (433: Refund declined.). The order is still paid.']);
    assert.equal((await orderRow(declined.orderId)).status, 'paid');
    assert.equal(await seatsTaken(declined.event.packageId), 1);
    assert.equal((await refundMails(declined.member, declined.orderId)).length, 0);
    const failedList = (await send(ctx.app, staffOrdersContract.getRefunds, { query: { status: 'failed' } }, as(asker))).body.data.items as Array<{ id: number; result_code: string; result_message: string; decided_by: string }>;
    assert.deepEqual(failedList.find((r) => r.id === asked.id), { ...failedList.find((r) => r.id === asked.id), result_code: '433', result_message: 'Refund declined.', decided_by: 'Hamza Qureshi' });
    assert.deepEqual((await auditOf(declined.orderId)).map((a) => a.action).slice(-2), ['order.refund_request', 'order.refund_failed']);
    // Refunded by hand instead: a new request may be made once the failed one is closed.
    const byHand = (await ask(declined.orderId, { reason: REASON, method: 'manual', reference: REFERENCE })).body.data;
    assert.equal((await approve(byHand.id)).status, 200);
  });

  test('the simulator’s refund call: the merchant’s MPIN and hash, never more than was paid', async () => {
    const paid = await paidJazzCashOrder('Kasur Wallet Evening');
    const more = await refundPayment(settings, { reference: paid.reference, amount: 4501 });
    assert.deepEqual(more, { refunded: false, code: '432', message: 'Refund amount is more than the transaction amount.' });
    assert.deepEqual(await refundPayment({ ...settings, mpin: '9999' }, { reference: paid.reference, amount: 4500 }), { refunded: false, code: '431', message: 'Invalid merchant MPIN.' });
    assert.deepEqual(await refundPayment({ ...settings, integritySalt: 'forged' }, { reference: paid.reference, amount: 4500 }), { refunded: false, code: '115', message: 'Invalid hash received.' });
    assert.deepEqual(await refundPayment({ ...settings, mpin: undefined }, { reference: paid.reference, amount: 4500 }), { refunded: false, code: 'no-mpin', message: 'JazzCash refunds are not set up (JAZZCASH_MPIN).' });
    assert.deepEqual(await refundPayment(settings, { reference: 'T1RUNKNOWN', amount: 10 }), { refunded: false, code: '109', message: 'Transaction does not exist' });
    assert.equal((await refundPayment(settings, { reference: paid.reference, amount: 4500 })).refunded, true);
    // Refunded in full: nothing more goes back.
    assert.equal((await refundPayment(settings, { reference: paid.reference, amount: 1 })).code, '432');
  });

  test('two approvals at the same time refund once (several rounds)', async () => {
    for (let round = 0; round < 4; round++) {
      const jazz = round % 2 === 1;
      const paid = jazz ? await paidJazzCashOrder(`Race Wallet Day ${round}`) : await paidBillOrder(`Race Bill Day ${round}`);
      const refund = (await ask(paid.orderId, jazz ? { reason: REASON, method: 'jazzcash' } : { reason: REASON, method: 'manual', reference: REFERENCE })).body.data;
      const answers = await Promise.all([approve(refund.id, approver), approve(refund.id, third), approve(refund.id, approver), approve(refund.id, third)]);
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409], answers.map((a) => a.body.message).join(' | '));
      assert.equal(await seatsTaken(paid.event.packageId), 0);
      assert.equal((await refundMails(paid.member, paid.orderId)).length, 1);
      assert.equal((await auditOf(paid.orderId)).filter((a) => a.action === 'order.refund').length, 1);
    }
  });

  test('without the MPIN, JazzCash payments are refunded by hand', async () => {
    const paid = await paidJazzCashOrder('Okara Wallet Day');
    const mpin = ctx.app.config.jazzCash!.mpin;
    ctx.app.config.jazzCash!.mpin = undefined;
    try {
      const res = await ask(paid.orderId, { reason: REASON, method: 'jazzcash' });
      assert.deepEqual([res.status, res.body.data?.errors?.method], [422, JAZZCASH_REFUNDS_OFF]);
    } finally {
      ctx.app.config.jazzCash!.mpin = mpin;
    }
  });
});
