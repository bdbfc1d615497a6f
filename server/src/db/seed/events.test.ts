import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';

import { send } from '../../test/api.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { eventContract } from '../../../../mfe-ticketing/src/features/event/contract.js';

describe('the demo events of a fresh database', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('free and paid, upcoming and past, one discounted, one nearly full, one leading to its conference page', async () => {
    const { body } = await send(ctx.app, ticketingContract.getEvents, { query: { per_page: '50' } });
    const events = body.data.items as Array<{ id: number; slug: string; free: boolean; past: boolean; landing_page_link: string | null; image: string | null }>;
    assert.ok(events.some((e) => e.free && !e.past) && events.some((e) => !e.free && !e.past));
    assert.ok(events.some((e) => e.past) && events.some((e) => e.landing_page_link === '/freelance-fest-2022-islamabad'));
    assert.ok(events.every((e) => e.image));
    const details = await Promise.all(events.map(async (e) => (await send(ctx.app, eventContract.getEvent, { params: { eventId: e.id } })).body.data));
    const packages = details.flatMap((d) => d.packages as Array<{ price: number; discounted_price: number | null; seats_left: number }>);
    assert.ok(packages.some((p) => p.discounted_price !== null && p.discounted_price < p.price));
    assert.ok(packages.some((p) => p.seats_left > 0 && p.seats_left <= 5));
    assert.ok(details.some((d) => d.speakers.length >= 3 && d.sponsors.length >= 1));
    assert.ok(details.some((d) => d.gallery.length >= 1));
  });

  test('each booking asks what its organisers want, and the demo tickets hold no more than that', async () => {
    const events = await ctx.db.selectFrom('events').select(['id', 'slug', 'booking_asks']).execute();
    const asks = Object.fromEntries(events.map((e) => [e.slug, e.booking_asks]));
    assert.deepEqual(asks['freelancers-meetup-lahore'], [], 'a free meetup asks for nothing more');
    assert.deepEqual(asks['freelance-fest-karachi-2027'], ['cnic', 'company']);
    assert.deepEqual(asks['digital-skills-bootcamp-islamabad'], ['cnic', 'address']);
    const tickets = await ctx.db.selectFrom('tickets').select(['event_id', 'cnic', 'company', 'position', 'physical_address', 'city', 'state', 'country']).execute();
    assert.ok(tickets.length > 0);
    for (const ticket of tickets) {
      const asked = events.find((e) => e.id === ticket.event_id)?.booking_asks ?? [];
      assert.equal(Boolean(ticket.cnic), asked.includes('cnic'), `the CNIC of a ticket for an event asking ${asked.join(', ')}`);
      assert.equal(Boolean(ticket.company && ticket.position), asked.includes('company'), `the company of a ticket for an event asking ${asked.join(', ')}`);
      assert.equal([ticket.physical_address, ticket.city, ticket.state, ticket.country].every(Boolean), asked.includes('address'), `the address of a ticket for an event asking ${asked.join(', ')}`);
    }
  });

  test('every seat taken is a demo member’s pending or paid order', async () => {
    const packages = await ctx.db.selectFrom('event_packages').select(['id', 'seats_taken']).execute();
    assert.ok(packages.some((p) => p.seats_taken >= 30));
    for (const pkg of packages) {
      const { n } = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('package_id', '=', pkg.id).where('status', 'in', ['pending', 'paid']).executeTakeFirstOrThrow();
      assert.equal(Number(n), pkg.seats_taken);
    }
  });
});
