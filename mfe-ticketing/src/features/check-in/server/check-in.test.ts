import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bearer,
  PAYMENT_BILL,
  PAYMENT_FREE,
  placeOrder,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  ticketCode,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { checkInContract } from '../contract.js';
import { checkIn } from './check-in.js';

const HOLDER = {
  first_name: 'Bilal',
  last_name: 'Ahmed',
  email: 'bilal.ahmed@example.com',
  cnic: '4210112345673',
  phone_number: '03211234567',
  city: 'Karachi',
  state: 'Sindh',
  country: 'Pakistan',
  physical_address: 'Flat 4, Block 7, Clifton',
};

describe('check-in at the door', () => {
  let ctx: TestContext;
  let member: Registered;
  let staff: Registered;
  let eventId: number;
  let n = 0;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db);
    eventId = (
      await ctx.db
        .insertInto('events')
        .values({ slug: 'peshawar-freelancers-day', title: 'Peshawar Freelancers Day', start_date: new Date('2030-04-10T09:00:00Z'), end_date: new Date('2030-04-10T15:00:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => ctx.close());

  const orderedTicket = async (price: number, method: number) => {
    const pkg = await ctx.db.insertInto('event_packages').values({ event_id: eventId, name: 'General', price, capacity: 10 }).returning('id').executeTakeFirstOrThrow();
    const ticket = await ctx.db
      .insertInto('tickets')
      .values({ user_id: member.userId, event_id: eventId, package_id: pkg.id, idempotency_key: `c${++n}`, ...HOLDER, price, discounted_price: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeOrder(ctx.db, { userId: member.userId, ticketId: ticket.id, idempotencyKey: `o${n}`, paymentMethod: method, holder: HOLDER, holdSeconds: 1800 });
    return ticket.id;
  };

  test('the first scan marks the holder in; the second says when they came in', async () => {
    const code = await ticketCode(ctx.db, await orderedTicket(0, PAYMENT_FREE));
    const first = await checkIn(ctx.db, code, staff.userId, eventId);
    assert.ok(first.result === 'checked-in');
    assert.deepEqual([first.holder, first.event, first.package], ['Bilal Ahmed', 'Peshawar Freelancers Day', 'General']);
    const second = await checkIn(ctx.db, code, staff.userId, eventId);
    assert.ok(second.result === 'already');
    assert.equal(second.checkedInAt.toISOString(), first.checkedInAt.toISOString());
  });

  test('a check-in at the door is audited as ticket.check-in, by the staff member, in its transaction; a second scan adds nothing', async () => {
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const ticketId = await orderedTicket(0, PAYMENT_FREE);
    const code = await ticketCode(ctx.db, ticketId);
    const res = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: eventId, code } }, bearer(staff.token));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const entries = () => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'ticket').where('entity_id', '=', String(ticketId)).execute();
    const [entry] = await entries();
    assert.equal(entry.action, 'ticket.check-in');
    assert.equal(Number(entry.actor_id), staff.userId);
    assert.deepEqual(entry.before, { checked_in_at: null });
    assert.equal(entry.after?.checked_in_at, res.body.data.checked_in_at);

    assert.equal((await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: eventId, code } }, bearer(staff.token))).status, 200);
    assert.equal((await entries()).length, 1, 'a second scan changes nothing and adds no entry');

    const log = await readAuditLog(ctx.app, { entity: 'ticket' }, bearer(staff.token));
    assert.equal(log.status, 200);
    const listed = log.body.data.items.find((e: { entity_id: string }) => e.entity_id === String(ticketId));
    assert.ok(listed);
    assert.deepEqual(listed.record, { name: `Ticket ${ticketId}: Bilal Ahmed, Peshawar Freelancers Day`, path: `/staff/orders?event=${eventId}` });
  });

  test('a forged code and a ticket whose order is not paid are refused and mark nobody in', async () => {
    const unpaid = await orderedTicket(1500, PAYMENT_BILL);
    assert.deepEqual(await checkIn(ctx.db, await ticketCode(ctx.db, unpaid), staff.userId, eventId), { result: 'unpaid' });
    const code = await ticketCode(ctx.db, unpaid);
    assert.deepEqual(await checkIn(ctx.db, `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, staff.userId, eventId), { result: 'forged' });
    assert.equal((await ctx.db.selectFrom('check_ins').select('ticket_id').where('ticket_id', '=', unpaid).execute()).length, 0);
  });

  test('a ticket for another event is refused at this door, naming the event it is for, and marks nobody in', async () => {
    const other = await ctx.db
      .insertInto('events')
      .values({ slug: 'quetta-makers-day', title: 'Quetta Makers Day', start_date: new Date('2030-08-01T09:00:00Z'), end_date: new Date('2030-08-01T17:00:00Z') })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    const ticketId = await orderedTicket(0, PAYMENT_FREE);
    const code = await ticketCode(ctx.db, ticketId);
    const res = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: other.id, code } }, bearer(staff.token));
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.code, 'This ticket is for Peshawar Freelancers Day, not Quetta Makers Day.');
    assert.equal((await ctx.db.selectFrom('check_ins').select('ticket_id').where('ticket_id', '=', ticketId).execute()).length, 0);
    const missing = await send(ctx.app, checkInContract.checkInTicket, { body: { code } }, bearer(staff.token));
    assert.equal(missing.status, 422);
    assert.equal(missing.body.data.errors?.event_id, 'Please choose the event');
  });
});
