import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { bearer, PAYMENT_BILL, PAYMENT_FREE, placeOrder, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { checkInContract } from '../contract.js';
import { attendeeSearchTerms, attendeesQuery, searchAttendees } from './door.js';

const HOLDER = {
  first_name: 'Bilal',
  last_name: 'Ahmed',
  email: 'bilal.ahmed@example.com',
  cnic: '4210112345673',
  phone_number: '+92 321 1234567',
  city: 'Karachi',
  state: 'Sindh',
  country: 'Pakistan',
  physical_address: 'Flat 4, Block 7, Clifton',
};

type Holder = Partial<typeof HOLDER>;
interface Found {
  ticket_id: number;
  order_id: number;
  holder: string;
  package: string;
  cnic_ending: string;
  checked_in_at: string | null;
}

describe('the door: attendees found, checked in by search, counted', () => {
  let ctx: TestContext;
  let member: Registered;
  let staff: Registered;
  let door: number;
  let otherDoor: number;
  let n = 0;

  const event = async (title: string) =>
    (
      await ctx.db
        .insertInto('events')
        .values({ slug: `door-${++n}`, title, start_date: new Date('2030-04-10T09:00:00Z'), end_date: new Date('2030-04-10T15:00:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** A ticket of `eventId` for `holder`, with an order: paid (free) unless the order is a pending bill payment. */
  const ticket = async (eventId: number, holder: Holder = {}, { paid = true, buyer = member } = {}) => {
    const price = paid ? 0 : 1500;
    const pkg = await ctx.db.insertInto('event_packages').values({ event_id: eventId, name: paid ? 'Standard pass' : 'VIP pass', price, capacity: 100 }).returning('id').executeTakeFirstOrThrow();
    const details = { ...HOLDER, ...holder };
    const row = await ctx.db
      .insertInto('tickets')
      .values({ user_id: buyer.userId, event_id: eventId, package_id: pkg.id, idempotency_key: `d${++n}`, ...details, price, discounted_price: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await placeOrder(ctx.db, { userId: buyer.userId, ticketId: row.id, idempotencyKey: `o${n}`, paymentMethod: paid ? PAYMENT_FREE : PAYMENT_BILL, holder: details, holdSeconds: 1800 });
    return { ticketId: row.id, orderId: order.id };
  };

  const search = async (q: string, eventId = door) => {
    const res = await send(ctx.app, checkInContract.searchAttendees, { params: { id: eventId }, query: { q } }, bearer(staff.token));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as { attendees: Found[]; more: boolean };
  };
  const found = async (q: string) => (await search(q)).attendees.map((a) => a.ticket_id).sort((a, b) => a - b);
  const checkInById = (ticketId: number, eventId = door) => send(ctx.app, checkInContract.checkInAttendee, { params: { id: eventId, ticketId } }, bearer(staff.token));
  const count = async (eventId = door) => {
    const res = await send(ctx.app, checkInContract.getCheckInCount, { params: { id: eventId } }, bearer(staff.token));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as { checked_in: number; sold: number };
  };

  let bilal: { ticketId: number; orderId: number };
  let sana: { ticketId: number; orderId: number };

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    door = await event('Peshawar Freelancers Day');
    otherDoor = await event('Quetta Makers Day');
    bilal = await ticket(door);
    sana = await ticket(door, { first_name: 'Sana', last_name: 'Malik', cnic: '3520298765431', phone_number: '0300-7654321' });
  });
  after(() => ctx.close());

  test('finds a holder by the start of their name, first and last or last alone, in any case', async () => {
    for (const q of ['bilal', 'BILAL AH', '  Bilal   Ahmed ', 'ahm']) assert.deepEqual(await found(q), [bilal.ticketId], q);
    assert.deepEqual(await found('sana malik'), [sana.ticketId]);
    assert.deepEqual(await found('lal'), [], 'the middle of a name is not its start');
    const [row] = (await search('Bilal')).attendees;
    assert.deepEqual(row, { ticket_id: bilal.ticketId, order_id: bilal.orderId, holder: 'Bilal Ahmed', package: 'Standard pass', cnic_ending: '5673', checked_in_at: null });
  });

  test('finds a holder by their CNIC, whole or its start, with or without the dashes printed on the card', async () => {
    for (const q of ['4210112345673', '42101-1234567-3', '42101']) assert.deepEqual(await found(q), [bilal.ticketId], q);
    assert.deepEqual(await found('35202-9876543-1'), [sana.ticketId]);
  });

  test('finds a holder by their phone number however either of them wrote it', async () => {
    // Bilal typed +92 321 1234567, Sana 0300-7654321.
    for (const q of ['03211234567', '0321-1234567', '+92 321 1234567', '923211234567', '321 1234567']) assert.deepEqual(await found(q), [bilal.ticketId], q);
    for (const q of ['03007654321', '+923007654321', '(0300) 765']) assert.deepEqual(await found(q), [sana.ticketId], q);
  });

  test('finds a ticket by its order number, with or without #', async () => {
    assert.deepEqual(await found(String(sana.orderId)), [sana.ticketId]);
    assert.deepEqual(await found(`#${bilal.orderId}`), [bilal.ticketId]);
    assert.deepEqual(await found('#99999999'), []);
  });

  test("lists only this event's paid tickets: not a pending order's, a cancelled one's, or another event's", async () => {
    const holder = { first_name: 'Hamza', last_name: 'Qureshi', cnic: '6110155555551', phone_number: '03335550000' };
    const buyer = await registerMember(ctx.app, ctx.db);
    const pending = await ticket(door, holder, { paid: false, buyer });
    const cancelled = await ticket(door, holder);
    await ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.orderId).execute();
    const elsewhere = await ticket(otherDoor, holder);
    for (const q of ['hamza', '61101', '03335550000', String(pending.orderId), String(elsewhere.orderId)]) assert.deepEqual(await found(q), [], q);
    const paid = await ticket(door, holder);
    for (const q of ['hamza', '61101', '03335550000', String(paid.orderId)]) assert.deepEqual(await found(q), [paid.ticketId], q);
    assert.deepEqual((await search('hamza', otherDoor)).attendees.map((a) => a.ticket_id), [elsewhere.ticketId]);
  });

  test('says when more match than a door lists, so staff type more', async () => {
    const eventId = await event('Gilgit Coders Meetup');
    for (let i = 0; i < 21; i++) await ticket(eventId, { first_name: `Zara${String(i).padStart(2, '0')}`, last_name: 'Khan' });
    const many = await search('khan', eventId);
    assert.equal(many.attendees.length, 20);
    assert.equal(many.more, true);
    assert.deepEqual(many.attendees.slice(0, 2).map((a) => a.holder), ['Zara00 Khan', 'Zara01 Khan'], 'by name');
    assert.equal((await search('zara2', eventId)).more, false);
  });

  test('a search needs words, and the event must exist', async () => {
    const empty = await send(ctx.app, checkInContract.searchAttendees, { params: { id: door }, query: { q: ' ' } }, bearer(staff.token));
    assert.equal(empty.status, 400);
    assert.match(empty.body.message, /Please type a name, CNIC, phone or order number/);
    assert.equal((await send(ctx.app, checkInContract.searchAttendees, { params: { id: 99999999 }, query: { q: 'bilal' } }, bearer(staff.token))).status, 404);
    assert.equal((await send(ctx.app, checkInContract.searchAttendees, { params: { id: door }, query: { q: 'bilal' } }, bearer(member.token))).status, 403);
  });

  test('checks a found ticket in, audited as ticket.check-in by the staff member; a second time says when and adds nothing', async () => {
    const { ticketId } = await ticket(door, { first_name: 'Nadia', last_name: 'Hussain' });
    const first = await checkInById(ticketId);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.message, 'Nadia Hussain is checked in.');
    assert.deepEqual({ ...first.body.data, checked_in_at: undefined }, { result: 'checked-in', holder: 'Nadia Hussain', event: 'Peshawar Freelancers Day', package: 'Standard pass', checked_in_at: undefined });
    const entries = () => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'ticket').where('entity_id', '=', String(ticketId)).execute();
    const [entry] = await entries();
    assert.equal(entry.action, 'ticket.check-in');
    assert.equal(Number(entry.actor_id), staff.userId);
    assert.deepEqual(entry.before, { checked_in_at: null });
    assert.equal(entry.after?.checked_in_at, first.body.data.checked_in_at);

    const second = await checkInById(ticketId);
    assert.equal(second.status, 200);
    assert.equal(second.body.data.result, 'already');
    assert.equal(second.body.data.checked_in_at, first.body.data.checked_in_at);
    assert.match(second.body.message, /^Nadia Hussain was already checked in at .+ \(Karachi time\)\.$/);
    assert.equal((await entries()).length, 1);
    assert.equal((await search('nadia')).attendees[0].checked_in_at, first.body.data.checked_in_at, 'the search says who came in, and when');
  });

  test("refuses at this door a ticket for another event, naming it; an unpaid ticket; and one that does not exist", async () => {
    const elsewhere = await ticket(otherDoor, { first_name: 'Omar', last_name: 'Farooq' });
    const refused = await checkInById(elsewhere.ticketId);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.data.errors?.code, 'This ticket is for Quetta Makers Day, not Peshawar Freelancers Day.');
    const unpaid = await ticket(door, { first_name: 'Asad', last_name: 'Raza' }, { paid: false, buyer: await registerMember(ctx.app, ctx.db) });
    const noOrder = await checkInById(unpaid.ticketId);
    assert.equal(noOrder.status, 409);
    assert.equal(noOrder.body.message, 'This ticket has no paid order: it does not admit anyone.');
    assert.equal((await checkInById(99999999)).status, 404);
    assert.equal((await checkInById(bilal.ticketId, 99999999)).status, 404);
    const marked = await ctx.db.selectFrom('check_ins').select('ticket_id').where('ticket_id', 'in', [elsewhere.ticketId, unpaid.ticketId]).execute();
    assert.deepEqual(marked, []);
    assert.equal((await send(ctx.app, checkInContract.checkInAttendee, { params: { id: door, ticketId: bilal.ticketId } }, bearer(member.token))).status, 403);
  });

  test('counts the paid tickets checked in, of those sold, for one event', async () => {
    const eventId = await event('Hyderabad Founders Evening');
    const [a, b] = [await ticket(eventId, { first_name: 'Iqra' }), await ticket(eventId, { first_name: 'Junaid' })];
    const buyer = await registerMember(ctx.app, ctx.db);
    await ticket(eventId, { first_name: 'Kamran' }, { paid: false, buyer });
    const gone = await ticket(eventId, { first_name: 'Laiba' });
    assert.deepEqual(await count(eventId), { checked_in: 0, sold: 3 });
    assert.equal((await checkInById(a.ticketId, eventId)).status, 200);
    assert.equal((await checkInById(a.ticketId, eventId)).status, 200);
    assert.deepEqual(await count(eventId), { checked_in: 1, sold: 3 }, 'a second check-in is not a second person');
    await checkInById(gone.ticketId, eventId);
    await ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', gone.orderId).execute();
    assert.deepEqual(await count(eventId), { checked_in: 1, sold: 2 }, 'a cancelled order is neither sold nor in');
    await checkInById(b.ticketId, eventId);
    assert.deepEqual(await count(eventId), { checked_in: 2, sold: 2 });
    assert.equal((await send(ctx.app, checkInContract.getCheckInCount, { params: { id: 99999999 } }, bearer(staff.token))).status, 404);
  });

  test('at a large event, every way of searching is served by its index, not by reading each ticket of the event', async () => {
    const eventId = await event('Lahore Freelancers Convention');
    const pkg = await ctx.db.insertInto('event_packages').values({ event_id: eventId, name: 'Standard pass', price: 0, capacity: 5000 }).returning('id').executeTakeFirstOrThrow();
    // Two thousand paid tickets, so the planner weighs the indexes against reading the event's tickets as it would at a real door.
    await sql`insert into tickets (user_id, event_id, package_id, idempotency_key, first_name, last_name, email, cnic, phone_number, city, state, country, physical_address, price)
      select ${member.userId}, ${eventId}, ${pkg.id}, 'crowd-' || i, 'Guest' || i, 'Visitor' || (i % 97), 'guest' || i || '@example.org',
        lpad(i::text, 13, '7'), '0300-' || lpad(i::text, 7, '0'), 'Lahore', 'Punjab', 'Pakistan', 'Model Town', 0
      from generate_series(1, 2000) as i`.execute(ctx.db);
    await sql`insert into orders (user_id, kind, ticket_id, event_id, package_id, idempotency_key, payment_method, status, subtotal, grand_total, paid_at,
        first_name, last_name, email, cnic, phone_number, city, state, country, physical_address)
      select user_id, 'ticket', id, event_id, package_id, 'crowd-' || id, ${PAYMENT_FREE}, 'paid', 0, 0, now(),
        first_name, last_name, email, cnic, phone_number, city, state, country, physical_address
      from tickets where event_id = ${eventId}`.execute(ctx.db);
    await sql`analyze tickets`.execute(ctx.db);
    await sql`analyze orders`.execute(ctx.db);
    const firstOrder = (await ctx.db.selectFrom('orders').select('id').where('event_id', '=', eventId).orderBy('id').executeTakeFirstOrThrow()).id;

    const plan = async (q: string) => {
      const query = attendeesQuery(ctx.db, eventId, q).compile();
      const { rows } = await ctx.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const servedBy = async (q: string, indexes: string[]) => {
      const text = await plan(q);
      for (const index of indexes) assert.match(text, new RegExp(`Index Scan on ${index}\\b|Index Scan using ${index}\\b`), `${q}:\n${text}`);
      assert.doesNotMatch(text, /Seq Scan on tickets|on (tickets_event|orders_status_event|orders_event)\b/, `${q}:\n${text}`);
    };
    await servedBy('guest12', ['tickets_event_full_name']);
    await servedBy('visitor1', ['tickets_event_last_name']);
    await servedBy('7777777777712', ['tickets_event_cnic', 'tickets_event_phone']);
    await servedBy('0300-0000012', ['tickets_event_phone']);
    // An order number is one row of orders, then its ticket by number.
    const byOrder = await plan(`#${firstOrder}`);
    assert.match(byOrder, /Index Scan using orders_pkey on orders/, byOrder);
    // PostgreSQL 16 and later name the order's row `(InitPlan 1).col1`; 15 names it `$0`.
    assert.match(byOrder, /Index Scan using \w+ on tickets t .*\n\s+Index Cond: \(.*\bid = (\(InitPlan|\$\d)/, byOrder);
    assert.equal((await searchAttendees(ctx.db, eventId, 'guest1999')).attendees[0].holder, 'Guest1999 Visitor59');
  });

  test('reads what staff typed as a name, an order number, or the digits of a CNIC or phone number', () => {
    assert.deepEqual(attendeeSearchTerms(' Bilal  Ah '), { name: 'bilal ah' });
    assert.deepEqual(attendeeSearchTerms('#41'), { order: 41 });
    assert.deepEqual(attendeeSearchTerms('12'), { order: 12 }, 'too few digits to start a CNIC or phone number usefully');
    assert.deepEqual(attendeeSearchTerms('0321-1234567'), { order: undefined, cnic: '03211234567', phones: ['03211234567', '923211234567'] });
    assert.deepEqual(attendeeSearchTerms('+92 321 1234567'), { order: 923211234567, cnic: '923211234567', phones: ['923211234567', '03211234567'] });
    assert.deepEqual(attendeeSearchTerms('50%_off'), { name: '50%_off' });
  });
});
