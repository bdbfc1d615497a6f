import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, bookThroughApi, createEvent, type Registered, registerMember, send, startTestApp, type TestContext, TICKET_HOLDER, ticketCode } from '../../../../../server/src/test/kit.js';
import { staffOrdersContract } from '../contract.js';
import { bookingContract } from '../../order/contract.js';

const BILL = 5;
const CARD = 3;

describe('staff find an order by what they have in hand', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let orderId: number;
  let ticketId: number;
  let other: number;

  const holder = { ...TICKET_HOLDER, first_name: 'Zarmeena', last_name: 'Qureshi-Anwar', email: 'Zarmeena.Anwar@Studio.example.pk', cnic: '4210198765431', phone_number: '0321 4455667' };

  const search = async (q: string, extra: { method?: number } = {}) => {
    const res = await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { q, ...extra } }, bearer(staff.token));
    assert.equal(res.status, 200, res.body.message);
    return (res.body.data.items as Array<{ id: number }>).map((o) => o.id);
  };

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Tariq Javed Memon', phone: '+92 345 1122334' });
    const event = await createEvent(ctx.db, { price: 2000 });
    ticketId = await bookThroughApi(ctx.app, member.token, event, holder);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { payment_method: BILL } }, bearer(member.token));
    assert.equal(placed.status, 201, placed.body.message);
    orderId = placed.body.data.id;
    // Someone else's order, which no search for the one above may find.
    const someone = await registerMember(ctx.app, ctx.db, { name: 'Nadia Shah' });
    const theirs = await bookThroughApi(ctx.app, someone.token, await createEvent(ctx.db, { price: 2000 }));
    const second = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId: theirs }, body: { payment_method: CARD } }, bearer(someone.token));
    other = second.body.data.id;
  });
  after(() => ctx.close());

  test('by order number, 1Bill reference, CNIC with or without dashes, and the holder’s phone however it is written', async () => {
    for (const q of [String(orderId), `10470${orderId}`, '4210198765431', '42101-9876543-1', '03214455667', '+92 321 4455667', '321-4455667']) {
      assert.ok((await search(q)).includes(orderId), `searching "${q}" finds the order`);
      assert.ok(!(await search(q)).includes(other), `searching "${q}" finds only its order`);
    }
  });

  test('by the holder’s name words or e-mail, the account’s name, phone or MEMBER ID', async () => {
    const membershipId = (await ctx.db.selectFrom('users').select('membership_id').where('id', '=', member.userId).executeTakeFirstOrThrow()).membership_id;
    for (const q of ['zarmeena', 'qureshi anw', 'zarmeena.anwar@studio', 'ZARMEENA.ANWAR@STUDIO.EXAMPLE.PK', 'tariq memon', member.email, '03451122334', member.memberId, membershipId]) {
      assert.deepEqual(await search(q), [orderId], `searching "${q}"`);
    }
    assert.deepEqual(await search('zzqx'), []);
  });

  test('by the ticket code its QR carries', async () => {
    const code = await ticketCode(ctx.db, ticketId);
    assert.deepEqual(await search(code), [orderId]);
    assert.deepEqual(await search(`${code.slice(0, -1)}X`), [], 'a forged code names no order');
  });

  test('narrowed by payment method and sorted by total or holder', async () => {
    assert.ok((await search('', { method: 5 })).includes(orderId));
    assert.ok(!(await search('', { method: 5 })).includes(other));
    assert.ok((await search('', { method: 3 })).includes(other));
    const byTotal = await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { sort: 'grand_total', dir: 'asc' } }, bearer(staff.token));
    const totals = byTotal.body.data.items.map((o: { grand_total: number }) => o.grand_total);
    assert.deepEqual(totals, [...totals].sort((a: number, b: number) => a - b));
    assert.equal((await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { method: '4x' } }, bearer(staff.token))).status, 400);
    assert.equal((await send(ctx.app, staffOrdersContract.getStaffOrders, { query: { sort: 'email' } }, bearer(staff.token))).status, 400);
  });
});
