// What a booking asks: every ticket its holder's name, e-mail and phone; the CNIC, the company and position and the
// postal address only where the event's organisers ask for them. What an event does not ask for is neither required
// nor stored, and an order is made out to the ticket's holder, with no other address.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingContract } from '../contract.js';
import { eventContract } from '../../event/contract.js';
import { bearer, createEvent, memberWithProfile, send, startTestApp, TICKET_HOLDER, unchecked, type Registered, type TestContext, type TestEvent } from '../../../../../server/src/test/kit.js';

/** Who holds the ticket, and nothing more. */
const NAME_EMAIL_PHONE = { first_name: TICKET_HOLDER.first_name, last_name: TICKET_HOLDER.last_name, email: TICKET_HOLDER.email, phone_number: TICKET_HOLDER.phone_number };

describe('what a booking asks', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await memberWithProfile(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  const book = (event: TestEvent, body: Record<string, string>) =>
    send(ctx.app, bookingContract.createTicket, { params: { eventId: event.eventId, packageId: event.packageId }, body: unchecked(body) }, bearer(member.token));
  const storedTicket = (id: number) =>
    ctx.db.selectFrom('tickets').select(['first_name', 'last_name', 'email', 'phone_number', 'cnic', 'company', 'position', 'physical_address', 'city', 'state', 'country']).where('id', '=', id).executeTakeFirstOrThrow();

  test('an event that asks for nothing more books with the name, e-mail and phone alone', async () => {
    const event = await createEvent(ctx.db, { price: 3000, asks: [] });
    const res = await book(event, NAME_EMAIL_PHONE);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(await storedTicket(res.body.data.id), { ...NAME_EMAIL_PHONE, cnic: '', company: '', position: '', physical_address: '', city: '', state: '', country: '' });
  });

  test('what an event does not ask for is ignored, even when it would be refused, and not stored', async () => {
    const event = await createEvent(ctx.db, { price: 3000, asks: ['cnic'] });
    const res = await book(event, { ...NAME_EMAIL_PHONE, cnic: '35202-1234567-1', company: 'x'.repeat(500), position: 'Designer', physical_address: '12 Main Boulevard', city: 'Lahore', state: 'Punjab', country: 'India' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const stored = await storedTicket(res.body.data.id);
    assert.deepEqual([stored.cnic, stored.company, stored.position, stored.physical_address, stored.city, stored.state, stored.country], ['3520212345671', '', '', '', '', '', '']);
    assert.deepEqual([res.body.data.company, res.body.data.physical_address], ['', ''], 'the ticket read back has none of it either');
  });

  test('an event that asks for the company and position refuses a booking without them, with the spec’s messages', async () => {
    const event = await createEvent(ctx.db, { price: 3000, asks: ['company'] });
    const refused = await book(event, NAME_EMAIL_PHONE);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, { company: 'Please input your company', position: 'Please input your position' });
    const res = await book(event, { ...NAME_EMAIL_PHONE, company: 'Siddiqui Studio', position: 'Designer' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const stored = await storedTicket(res.body.data.id);
    assert.deepEqual([stored.company, stored.position, stored.cnic], ['Siddiqui Studio', 'Designer', '']);
  });

  test('an event that asks for a postal address refuses a booking without it, and one in another country', async () => {
    const event = await createEvent(ctx.db, { price: 3000, asks: ['address'] });
    const refused = await book(event, NAME_EMAIL_PHONE);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, { physical_address: 'Please provide your address', city: 'Please select your city', state: 'Please select your state', country: 'Please select your country' });
    const address = { physical_address: '12 Main Boulevard, Gulberg III', city: 'Lahore', state: 'Punjab' };
    assert.equal((await book(event, { ...NAME_EMAIL_PHONE, ...address, country: 'India' })).body.data.errors?.country, 'Please select your country');
    const res = await book(event, { ...NAME_EMAIL_PHONE, ...address, country: 'Pakistan' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const stored = await storedTicket(res.body.data.id);
    assert.deepEqual([stored.physical_address, stored.city, stored.state, stored.country, stored.company], ['12 Main Boulevard, Gulberg III', 'Lahore', 'Punjab', 'Pakistan', '']);
  });

  test('an event that asks for the CNIC refuses a booking without it; one that does not, books', async () => {
    const asks = await createEvent(ctx.db, { price: 3000, asks: ['cnic'] });
    const refused = await book(asks, NAME_EMAIL_PHONE);
    assert.deepEqual([refused.status, refused.body.data.errors], [422, { cnic: 'Please input your National Identification Number' }]);
    const without = await createEvent(ctx.db, { price: 3000, asks: ['company', 'address'] });
    const res = await book(without, { ...NAME_EMAIL_PHONE, company: 'Siddiqui Studio', position: 'Designer', physical_address: '12 Main Boulevard', city: 'Lahore', state: 'Punjab', country: 'Pakistan' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal((await storedTicket(res.body.data.id)).cnic, '');
  });

  test('the booking form reads what the event asks from the package and the event page', async () => {
    const event = await createEvent(ctx.db, { price: 3000, asks: ['cnic', 'address'] });
    const pkg = await send(ctx.app, bookingContract.getEventPackage, { params: { packageId: event.packageId } });
    assert.deepEqual(pkg.body.data.booking_asks, ['cnic', 'address']);
    const page = await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } });
    assert.deepEqual(page.body.data.booking_asks, ['cnic', 'address']);
  });

  test('the order is made out to the ticket’s holder, as booked: an address in the order’s body is not taken', async () => {
    const event = await createEvent(ctx.db, { price: 3000, asks: ['address'] });
    const booked = await book(event, { ...NAME_EMAIL_PHONE, physical_address: '12 Main Boulevard, Gulberg III', city: 'Lahore', state: 'Punjab', country: 'Pakistan' });
    const ticketId = booked.body.data.id;
    const body = unchecked<{ payment_method: number }>({ payment_method: 5, first_name: 'Someone', physical_address: 'Flat 4, Block 13-D, Gulshan-e-Iqbal', city: 'Karachi', state: 'Sindh' });
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body }, bearer(member.token));
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const order = await ctx.db.selectFrom('orders').select(['first_name', 'physical_address', 'city', 'state', 'country']).where('id', '=', placed.body.data.id).executeTakeFirstOrThrow();
    assert.deepEqual(order, { first_name: TICKET_HOLDER.first_name, physical_address: '12 Main Boulevard, Gulberg III', city: 'Lahore', state: 'Punjab', country: 'Pakistan' });
  });

  test('a free event that asks for more is booked through the form: one press is refused, the form orders it for free', async () => {
    const event = await createEvent(ctx.db, { price: 0, asks: ['cnic'] });
    const pressed = await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, bearer(member.token));
    assert.deepEqual([pressed.status, pressed.body.message], [409, 'This event asks for more of your details: please choose a package and fill in the ticket form.']);
    const booked = await book(event, { ...NAME_EMAIL_PHONE, cnic: '3520212345671' });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId: booked.body.data.id }, body: { payment_method: 4 } }, bearer(member.token));
    assert.deepEqual([placed.status, placed.body.data.status], [201, 'paid']);
  });

  test('a free event that asks for nothing more enrols at once with the member’s name, e-mail and phone only', async () => {
    const event = await createEvent(ctx.db, { price: 0, asks: [] });
    const enrolled = await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, bearer(member.token));
    assert.equal(enrolled.status, 200, enrolled.body.message);
    const stored = await storedTicket(enrolled.body.data.ticket_id);
    assert.ok(stored.first_name && stored.email && stored.phone_number);
    assert.deepEqual([stored.cnic, stored.company, stored.position, stored.physical_address, stored.city, stored.state, stored.country], ['', '', '', '', '', '', '']);
  });
});
