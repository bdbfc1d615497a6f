import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createEvent } from '../../test/events.js';
import { bearer, get, post, type Registered } from '../../test/http.js';
import { memberWithProfile } from '../../test/profile.js';
import { send } from '../../test/api.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';

// The events module's own calls: the list of events and a paid ticket's file by its signed link. The event page,
// booking and ordering are mfe-ticketing's features' (features/event, features/order), with their tests.
describe('events and ticket files', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await memberWithProfile(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  const as = (m: Registered) => bearer(m.token);

  test('the list shows upcoming events before past ones, with the lowest price or Free', async () => {
    const past = await createEvent(ctx.db, { past: true, title: 'Past Meetup', price: 0 });
    const paid = await createEvent(ctx.db, { price: 5000, discounted: 3500, title: 'Paid Summit' });
    const { status, body } = await send(ctx.app, ticketingContract.getEvents, { query: { per_page: '50' } });
    assert.equal(status, 200);
    const items = body.data.items as Array<{ id: number; free: boolean; price_from: number | null; past: boolean }>;
    const paidCard = items.find((e) => e.id === paid.eventId)!;
    const pastCard = items.find((e) => e.id === past.eventId)!;
    assert.deepEqual([paidCard.free, paidCard.price_from, paidCard.past], [false, 3500, false]);
    assert.deepEqual([pastCard.free, pastCard.past], [true, true]);
    assert.ok(items.indexOf(paidCard) < items.indexOf(pastCard), 'upcoming before past');
    const firstPast = items.findIndex((e) => e.past);
    assert.ok(items.slice(firstPast).every((e) => e.past), 'no upcoming event after a past one');
  });

  test('the list in two parts: `when=upcoming` has every event not ended yet (one under way too), soonest first; `when=past` the ended ones, latest first', async () => {
    const later = await createEvent(ctx.db, { title: 'Later Summit' });
    const past = await createEvent(ctx.db, { past: true, title: 'Ended Meetup' });
    const hour = 3_600_000;
    const underWay = await ctx.db
      .insertInto('events')
      .values({ slug: `under-way-${later.eventId}`, title: 'Under Way Workshop', start_date: new Date(Date.now() - 2 * hour), end_date: new Date(Date.now() + 2 * hour) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = async (query: string) => {
      const { status, body } = await get(ctx.app, `/api/events?per_page=50&${query}`);
      assert.equal(status, 200);
      return body.data as { items: Array<{ id: number; past: boolean; start_date: string }>; pagination: { total: number } };
    };
    const upcoming = await list('when=upcoming');
    const ids = upcoming.items.map((e) => e.id);
    assert.ok(ids.includes(later.eventId) && ids.includes(Number(underWay.id)), 'events not ended are upcoming');
    assert.ok(!ids.includes(past.eventId), 'an ended event is not upcoming');
    assert.ok(upcoming.items.every((e) => !e.past));
    assert.equal(upcoming.pagination.total, upcoming.items.length);
    const starts = upcoming.items.map((e) => Date.parse(e.start_date));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b), 'soonest first');

    const ended = await list('when=past');
    assert.ok(ended.items.some((e) => e.id === past.eventId));
    assert.ok(ended.items.every((e) => e.past));
    const pastStarts = ended.items.map((e) => Date.parse(e.start_date));
    assert.deepEqual(pastStarts, [...pastStarts].sort((a, b) => b - a), 'latest first');

    const all = await list('');
    assert.equal(all.pagination.total, upcoming.pagination.total + ended.pagination.total);
    const refused = await send(ctx.app, ticketingContract.getEvents, { query: { when: 'soon' } });
    assert.equal(refused.status, 400);
  });

  test('a ticket link with another signature, another ticket or a past expiry is refused', async () => {
    const event = await createEvent(ctx.db, { price: 0 });
    // A free event's one-press registration (the event feature's call) gives the ticket's link.
    const { body } = await post<{ ticket_id: number; confirmed_pdf_path: string }>(ctx.app, `/api/user/event/${event.eventId}/enroll`, {}, as(member));
    const url = new URL(body.data.confirmed_pdf_path, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const forged = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const other = `/api/tickets/${body.data.ticket_id + 1}/ticket.pdf${url.search}`;
    const longer = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1}&signature=${signature}`;
    for (const link of [forged, other, longer]) {
      const res = await ctx.app.inject({ method: 'GET', url: link });
      assert.equal(res.statusCode, 404, link);
      assert.equal(res.json().message, 'This ticket link is invalid or has expired.');
    }
  });
});
