import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { bookingContract } from '../../order/contract.js';
import { eventContract } from '../../event/contract.js';
import {
  bearer,
  bookThroughApi,
  completeProfile,
  createEvent,
  get,
  jpegBytes,
  pngBytes,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  unchecked,
  uploadImage,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { eventAdminContract } from '../contract.js';

const inDays = (days: number, hours = 10) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

describe('staff write events', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Karachi Freelancers Summit',
    excerpt: 'A day of talks on winning clients abroad.',
    content: '<p>Talks and workshops.</p><script>alert(1)</script>',
    image: null,
    start_date: inDays(20),
    end_date: inDays(20, 18),
    venue: 'Expo Centre',
    city: 'Karachi',
    organizer: 'PAFLA',
    landing_page_link: '',
    packages: [
      { name: 'Standard', price: 3000, discounted_price: 2500, includes: 'Both days and lunch', capacity: 200 },
      { name: 'Student', price: 0, capacity: 50 },
    ],
    speakers: [{ name: 'Sana Malik', position: 'Founder', company: 'Malik Studio', picture: null, linkedin: '' }],
    sponsors: [],
    photos: [],
    ...overrides,
  });

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, member);
  });
  after(() => ctx.close());

  test('staff create an event: sanitized content, a slug of its own, its packages, speakers, sponsors and photos; members see it once published', async () => {
    const logo = (await uploadImage(ctx.app, staff.token, jpegBytes(), 'logo.jpg', 'image', 'image/jpeg')).body.data;
    const posterBytes = await pngBytes();
    const poster = (await uploadImage(ctx.app, staff.token, posterBytes)).body.data;
    const res = await send(ctx.app, eventAdminContract.createEvent, { body: form({ image: poster, sponsors: [{ name: 'Raabta Internet', logo }] }) }, bearer(staff.token));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const event = res.body.data;
    assert.equal(event.slug, 'karachi-freelancers-summit');
    assert.equal(event.content, '<p>Talks and workshops.</p>');
    assert.deepEqual(event.packages.map((p: { name: string; price: number; discounted_price: number | null; seats_taken: number }) => [p.name, p.price, p.discounted_price, p.seats_taken]), [
      ['Standard', 3000, 2500, 0],
      ['Student', 0, null, 0],
    ]);
    assert.equal(event.sponsors[0].logo, logo);
    const size = await ctx.db.selectFrom('events').select(['image_width', 'image_height']).where('id', '=', event.id).executeTakeFirstOrThrow();
    const { width, height } = await sharp(posterBytes).metadata();
    assert.deepEqual([size.image_width, size.image_height], [width, height], 'the poster’s own size is kept for its box');
    const upload = await ctx.db.selectFrom('uploads').select('attached_at').where('name', '=', logo).executeTakeFirstOrThrow();
    assert.ok(upload.attached_at, 'the logo is kept with the event');
    assert.equal((await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'event.create').where('entity_id', '=', String(event.id)).execute()).length, 1);

    assert.equal(event.published, false);
    assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: event.id } })).status, 404, 'a new event is a draft');
    assert.equal((await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: event.id } }, bearer(staff.token))).status, 200);
    const page = await send(ctx.app, eventContract.getEvent, { params: { eventId: event.id } });
    assert.equal(page.status, 200);
    assert.equal(page.body.data.speakers[0].name, 'Sana Malik');
    assert.deepEqual(page.body.data.packages.map((p: { name: string; includes: string }) => [p.name, p.includes]), [
      ['Standard', 'Both days and lunch'],
      ['Student', ''],
    ], 'what a package includes, as staff wrote it, is shown to members');

    const again = await send(ctx.app, eventAdminContract.createEvent, { body: form() }, bearer(staff.token));
    assert.equal(again.body.data.slug, 'karachi-freelancers-summit-2', 'a second event of the same title gets a slug of its own');
  });

  test('an edit is audited from the rows: a price change shows the old and the new price, and nothing that stayed the same', async () => {
    const first = form({ title: 'Lahore Remote Work Day' });
    const created = (await send(ctx.app, eventAdminContract.createEvent, { body: first }, bearer(staff.token))).body.data;
    const [standard, student] = created.packages as { id: number; name: string; price: number; discounted_price: number | null; capacity: number }[];
    const keep = (p: typeof standard) => ({ id: p.id, name: p.name, price: p.price, discounted_price: p.discounted_price, capacity: p.capacity });
    const res = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: created.id }, body: { ...first, venue: 'Alhamra Hall', packages: [{ ...keep(standard), price: 3500 }, keep(student)] } }, bearer(staff.token));
    assert.equal(res.status, 200, JSON.stringify(res.body));

    const log = await readAuditLog(ctx.app, { entity: 'event' }, bearer(staff.token));
    const entry = log.body.data.items.find((e: { action: string; entity_id: string }) => e.action === 'event.update' && e.entity_id === String(created.id));
    assert.ok(entry, 'the edit has an entry');
    assert.deepEqual(entry.before, { venue: 'Expo Centre', 'package "Standard" price': 3000 });
    assert.deepEqual(entry.after, { venue: 'Alhamra Hall', 'package "Standard" price': 3500 });
    assert.equal(entry.actor?.member_id, staff.memberId);
    assert.deepEqual(entry.record, { name: 'Lahore Remote Work Day', path: `/staff/events/${created.id}` });

    const creation = log.body.data.items.find((e: { action: string; entity_id: string }) => e.action === 'event.create' && e.entity_id === String(created.id));
    assert.ok(creation, 'the creation has an entry');
    assert.equal(creation.before, null);
    assert.equal(creation.after?.title, 'Lahore Remote Work Day');
    assert.equal(creation.after?.['package "Student" price'], 0);

    const unchanged = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: created.id }, body: { ...first, venue: 'Alhamra Hall', packages: [{ ...keep(standard), price: 3500 }, keep(student)] } }, bearer(staff.token));
    assert.equal(unchanged.status, 200);
    const updates = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'event.update').where('entity_id', '=', String(created.id)).execute();
    assert.equal(updates.length, 1, 'a save that changes nothing adds no entry');
  });

  test('staff choose what a booking asks: saved, read by the booking form, audited; a new event asks for nothing more', async () => {
    const first = form({ title: 'Quetta Freelancers Day' });
    const created = (await send(ctx.app, eventAdminContract.createEvent, { body: first }, bearer(staff.token))).body.data;
    assert.deepEqual(created.booking_asks, [], 'nothing beyond the name, e-mail and phone unless staff say so');
    const keep = created.packages.map((p: { id: number; name: string; price: number; discounted_price: number | null; capacity: number }) => ({ id: p.id, name: p.name, price: p.price, discounted_price: p.discounted_price, capacity: p.capacity }));

    const res = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: created.id }, body: { ...first, packages: keep, booking_asks: ['address', 'cnic', 'cnic'] } }, bearer(staff.token));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data.booking_asks, ['address', 'cnic'], 'each once');
    assert.deepEqual((await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: created.id } }, bearer(staff.token))).body.data.booking_asks, ['address', 'cnic']);
    await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: created.id } }, bearer(staff.token));
    const pkg = await send(ctx.app, bookingContract.getEventPackage, { params: { packageId: keep[0].id } });
    assert.deepEqual(pkg.body.data.booking_asks, ['address', 'cnic']);

    const log = await readAuditLog(ctx.app, { entity: 'event' }, bearer(staff.token));
    const entry = log.body.data.items.find((e: { action: string; entity_id: string }) => e.action === 'event.update' && e.entity_id === String(created.id));
    assert.ok(entry, 'the change has an entry');
    assert.deepEqual([entry.before, entry.after], [{ booking_asks: 'nothing more' }, { booking_asks: 'cnic, address' }]);

    const refused = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: created.id }, body: { ...first, packages: keep, booking_asks: unchecked<[]>(['shoe size']) } }, bearer(staff.token));
    assert.deepEqual([refused.status, refused.body.data.errors?.['booking_asks[0]']], [422, 'Please choose what a booking asks from the list']);
  });

  test('the form’s rules on the server: messages per field, nothing written', async () => {
    const before = (await ctx.db.selectFrom('events').select('id').execute()).length;
    const res = await send(ctx.app, eventAdminContract.createEvent, { body: form({ title: '', end_date: inDays(19), packages: [{ name: 'Standard', price: 1000, discounted_price: 1500, capacity: 0 }] }) }, bearer(staff.token));
    assert.equal(res.status, 422);
    const errors = res.body.data.errors;
    assert.equal(errors?.title, 'Please enter the title');
    assert.equal(errors?.end_date, 'The event must end after it starts');
    assert.equal(errors?.['packages[0].discounted_price'], 'The discounted price must be lower than the price');
    assert.equal(errors?.['packages[0].capacity'], 'A package has at least one seat');
    assert.equal((await send(ctx.app, eventAdminContract.createEvent, { body: form({ packages: [] }) }, bearer(staff.token))).body.data.errors?.packages, 'Please add at least one package');
    assert.equal((await ctx.db.selectFrom('events').select('id').execute()).length, before);
  });

  test('the text reads back clean: no script, event handler, javascript: link or picture; text that was only script is refused and nothing is written', async () => {
    const dirty = '<p onclick="steal()">Talks <img src="/api/storage/x.png" onerror="alert(1)"> and <a href="javascript:alert(1)">workshops</a>.</p><script>alert(1)</script>';
    const made = await send(ctx.app, eventAdminContract.createEvent, { body: form({ title: 'Multan Freelancers Meetup', content: dirty }) }, bearer(staff.token));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const clean = '<p>Talks  and <a>workshops</a>.</p>';
    assert.equal(made.body.data.content, clean);
    const id = made.body.data.id;
    const saved = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: id }, body: form({ title: 'Multan Freelancers Meetup', content: `<h2>Agenda</h2>${dirty}` }) }, bearer(staff.token));
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal((await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: id } }, bearer(staff.token))).body.data.content, `<h2>Agenda</h2>${clean}`);
    assert.equal((await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: id } }, bearer(staff.token))).status, 200);
    assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: id } })).body.data.content, `<h2>Agenda</h2>${clean}`, 'members read what staff saved');

    const empty = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: id }, body: form({ title: 'Multan Freelancers Meetup', content: '<script>alert(1)</script><p> </p>' }) }, bearer(staff.token));
    assert.equal(empty.status, 422);
    assert.equal(empty.body.data.errors?.content, 'Please describe the event');
    assert.equal((await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: id } }, bearer(staff.token))).body.data.content, `<h2>Agenda</h2>${clean}`);
  });

  test('a picture that is not the caller’s upload is refused', async () => {
    const theirs = (await uploadImage(ctx.app, member.token, jpegBytes(), 'me.jpg', 'image', 'image/jpeg')).body.data;
    const res = await send(ctx.app, eventAdminContract.createEvent, { body: form({ image: theirs }) }, bearer(staff.token));
    assert.equal(res.status, 422);
    assert.match(res.body.data.errors?.image ?? '', /^Please upload the pictures again/);
  });

  test('a booked package keeps existing and its seats taken; new prices do not change booked tickets', async () => {
    const event = await createEvent(ctx.db, { price: 2000, capacity: 10 });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...(await get(ctx.app, `/api/user/tickets/${ticketId}`, bearer(member.token))).body.data, payment_method: 5 } }, bearer(member.token));
    const detail = (await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: event.eventId } }, bearer(staff.token))).body.data;
    assert.equal(detail.packages[0].booked, true);
    const taken = detail.packages[0].seats_taken;
    assert.ok(taken >= 1);
    const body = (packages: unknown[]) => form({ title: detail.title, start_date: detail.start_date, end_date: detail.end_date, speakers: [], packages });

    const removed = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: event.eventId }, body: body([{ name: 'New', price: 100, capacity: 5 }]) }, bearer(staff.token));
    assert.equal(removed.status, 409);
    assert.match(removed.body.message, /has bookings: it cannot be removed/);
    const shrunk = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: event.eventId }, body: body([{ id: event.packageId, name: 'Standard', price: 2000, capacity: taken - 1 || 0 }]) }, bearer(staff.token));
    assert.equal(shrunk.status, 422);

    const repriced = await send(ctx.app, eventAdminContract.updateEvent, { params: { eventId: event.eventId }, body: body([{ id: event.packageId, name: 'Standard', price: 3500, capacity: 12 }]) }, bearer(staff.token));
    assert.equal(repriced.status, 200, JSON.stringify(repriced.body));
    assert.equal(repriced.body.data.packages[0].capacity, 12);
    const ticket = await ctx.db.selectFrom('tickets').select('price').where('id', '=', ticketId).executeTakeFirstOrThrow();
    assert.equal(ticket.price, 2000, 'the ticket keeps the price it was booked at');
  });

  test('staff close and open registrations; closed, members cannot book', async () => {
    const event = await createEvent(ctx.db);
    const closed = await send(ctx.app, eventAdminContract.closeRegistrations, { params: { eventId: event.eventId } }, bearer(staff.token));
    assert.equal(closed.status, 200);
    assert.equal(closed.body.data.registrations_closed, true);
    assert.equal((await send(ctx.app, eventAdminContract.closeRegistrations, { params: { eventId: event.eventId } }, bearer(staff.token))).status, 409);
    await assert.rejects(bookThroughApi(ctx.app, member.token, event), /answered 409/);
    assert.equal((await send(ctx.app, eventAdminContract.openRegistrations, { params: { eventId: event.eventId } }, bearer(staff.token))).body.data.registrations_closed, false);
  });

  test('members cannot reach any of it', async () => {
    assert.equal((await send(ctx.app, eventAdminContract.createEvent, { body: form() }, bearer(member.token))).status, 403);
    assert.equal((await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: 1 } }, bearer(member.token))).status, 403);
  });
});
