import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RemoteRouteTable, ShellManifest } from '../../../../shared-api/src/routes.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';
import { bookThroughApi, createEvent, TICKET_HOLDER, type TestEvent } from '../../test/events.js';
import { bearer, registerMember, type Registered } from '../../test/http.js';
import { completeProfile } from '../../test/profile.js';
import { findFeaturedEvent } from '../web/featured-event.js';
import { send } from '../../test/api.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { eventCalls } from '../../../../mfe-ticketing/src/features/event/calls.js';
import { eventContract } from '../../../../mfe-ticketing/src/features/event/contract.js';
import { waitlistContract } from '../../../../mfe-ticketing/src/features/waitlist/contract.js';
import { eventAdminContract } from '../../../../mfe-ticketing/src/features/staff-events/contract.js';

const INDEX = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
// The event pages as a remote declares them, each with the read its first view is answered with.
const ROUTES: RemoteRouteTable<typeof eventCalls> = [
  { path: '/events', page: 'events', access: 'public' as const, title: 'Events', data: [{ call: 'getEvents', query: { page: 1 } }] },
  { path: '/event/:eventSlug/:eventId', page: 'event', access: 'public' as const, title: 'Event', data: [{ call: 'getEvent', params: { eventId: ':eventId' } }] },
];
const MANIFEST: ShellManifest = { remotes: [{ name: 'mfe-ticketing', scope: 'mfe_ticketing', version: '1.0.0', entry: '/remotes/mfe-ticketing/1.0.0/mf-manifest.json', routes: ROUTES }] };
const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

/** The JSON data block of that id in a page, or undefined. */
function block(html: string, id: string) {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('draft events: staff only until published', () => {
  let ctx: TestContext;
  let root: string;
  let staff: Registered;
  let member: Registered;
  const as = (who: Registered) => bearer(who.token);

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-drafts-'));
    const shellDir = path.join(root, 'shell');
    const deployDir = path.join(root, 'deploy');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    publishRemote(deployDir, 'mfe-ticketing', '1.0.0', ROUTES);
    pin(deployDir, { 'mfe-ticketing': '1.0.0' });
    ctx = await startTestApp({ production: true, shellDir, deployDir });
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, member);
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A draft under way since long ago: were it published, it would be the header's next event. */
  async function runningDraft(options: { price?: number; title?: string } = {}): Promise<TestEvent> {
    const event = await createEvent(ctx.db, { draft: true, ...options });
    await ctx.db.updateTable('events').set({ start_date: new Date('2001-01-01T04:00:00Z'), end_date: new Date(Date.now() + 86_400_000) }).where('id', '=', event.eventId).execute();
    return event;
  }

  const listed = async (who: Record<string, string>, eventId: number) => {
    const pages = [await send(ctx.app, ticketingContract.getEvents, { query: { per_page: '50' } }, who), await send(ctx.app, ticketingContract.getEvents, { query: { when: 'upcoming', per_page: '50' } }, who)];
    return pages.some((res) => (res.body.data.items as Array<{ id: number }>).some((e) => e.id === eventId));
  };

  test('a draft is nowhere for visitors and members: lists, its page, its packages, its calendar, booking and enrolment', async () => {
    const event = await runningDraft({ price: 0, title: 'Draft Meetup in Gwadar' });
    for (const who of [{}, as(member)]) {
      assert.equal(await listed(who, event.eventId), false);
      assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } }, who)).status, 404);
      assert.equal((await send(ctx.app, bookingContract.getEventPackage, { params: { packageId: event.packageId } }, who)).status, 404);
    }
    const calendar = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.eventId}/${event.slug}/calendar.ics` });
    assert.equal(calendar.statusCode, 404);
    await assert.rejects(bookThroughApi(ctx.app, member.token, event), /answered 404/);
    assert.equal((await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, as(member))).status, 404);
    assert.equal((await send(ctx.app, waitlistContract.joinWaitlist, { params: { packageId: event.packageId } }, as(member))).status, 404);
    assert.equal(await ctx.db.selectFrom('tickets').select('id').where('event_id', '=', event.eventId).executeTakeFirst(), undefined, 'nothing was booked');
  });

  test('a draft is neither the header’s featured event nor answered in a page’s first view', async () => {
    const event = await runningDraft({ title: 'Draft Summit in Skardu' });
    const eventPath = `/event/${event.slug}/${event.eventId}`;
    assert.notEqual((await findFeaturedEvent(ctx.db, MANIFEST))?.path, eventPath);
    const page = await ctx.app.inject({ method: 'GET', url: eventPath });
    assert.equal(page.statusCode, 200);
    assert.equal(block(page.body, 'first-data'), undefined, 'no answer for the draft’s page');
    const list = block((await ctx.app.inject({ method: 'GET', url: '/events' })).body, 'first-data');
    assert.ok(!JSON.stringify(list).includes('Draft Summit in Skardu'));

    await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: event.eventId } }, as(staff));
    assert.equal((await findFeaturedEvent(ctx.db, MANIFEST))?.path, eventPath, 'published, it is the event under way');
    const published = block((await ctx.app.inject({ method: 'GET', url: eventPath })).body, 'first-data');
    assert.equal(published[`/api/events/${event.eventId}`].data.title, 'Draft Summit in Skardu');
  });

  test('staff preview a draft as visitors will see it; members and visitors may not', async () => {
    const event = await runningDraft({ title: 'Draft Workshop in Hunza' });
    const preview = await send(ctx.app, eventAdminContract.getEventPreview, { params: { eventId: event.eventId } }, as(staff));
    assert.equal(preview.status, 200, preview.body.message);
    assert.deepEqual([preview.body.data.title, preview.body.data.packages.length, preview.body.data.calendar_url, preview.body.data.published], ['Draft Workshop in Hunza', 1, `/api/events/${event.eventId}/${event.slug}/calendar.ics`, false]);
    assert.equal((await send(ctx.app, eventAdminContract.getEventPreview, { params: { eventId: event.eventId } }, as(member))).status, 403);
    assert.equal((await send(ctx.app, eventAdminContract.getEventPreview, { params: { eventId: event.eventId } })).status, 401);
    const detail = await send(ctx.app, eventAdminContract.getStaffEvent, { params: { eventId: event.eventId } }, as(staff));
    assert.equal(detail.body.data.published, false);
    const list = await send(ctx.app, eventAdminContract.getStaffEvents, {}, as(staff));
    assert.equal((list.body.data as Array<{ id: number; published: boolean }>).find((e) => e.id === event.eventId)?.published, false, 'staff see their drafts, marked');
  });

  test('publishing and unpublishing are audited; an event members hold orders for cannot become a draft again', async () => {
    const event = await runningDraft({ price: 1500, title: 'Draft Fair in Swat' });
    const published = await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: event.eventId } }, as(staff));
    assert.deepEqual([published.status, published.body.data.published], [200, true]);
    assert.equal((await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: event.eventId } }, as(staff))).status, 409);
    const preview = await send(ctx.app, eventAdminContract.getEventPreview, { params: { eventId: event.eventId } }, as(staff));
    assert.equal(preview.body.data.published, true, 'the preview of a published event says visitors see it');
    assert.equal(await listed({}, event.eventId), true);

    const unpublished = await send(ctx.app, eventAdminContract.unpublishEvent, { params: { eventId: event.eventId } }, as(staff));
    assert.deepEqual([unpublished.status, unpublished.body.data.published], [200, false]);
    assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } })).status, 404);
    assert.equal((await send(ctx.app, eventAdminContract.unpublishEvent, { params: { eventId: event.eventId } }, as(staff))).status, 409);

    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', 'event').where('entity_id', '=', String(event.eventId)).orderBy('id').execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actor_id, a.before, a.after]),
      [
        ['event.publish', staff.userId, { published: false }, { published: true }],
        ['event.unpublish', staff.userId, { published: true }, { published: false }],
      ],
    );

    await send(ctx.app, eventAdminContract.publishEvent, { params: { eventId: event.eventId } }, as(staff));
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(member));
    assert.equal(placed.status, 201, placed.body.message);
    const refused = await send(ctx.app, eventAdminContract.unpublishEvent, { params: { eventId: event.eventId } }, as(staff));
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /^Members hold 1 order for this event/);
    assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } })).status, 200);
  });

  test('an order cannot be placed for a ticket whose event became a draft', async () => {
    const event = await createEvent(ctx.db, { price: 1200, title: 'Draft Again in Chitral' });
    const ticketId = await bookThroughApi(ctx.app, member.token, event);
    assert.equal((await send(ctx.app, eventAdminContract.unpublishEvent, { params: { eventId: event.eventId } }, as(staff))).status, 200);
    const placed = await send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(member));
    assert.equal(placed.status, 409);
    assert.equal(await ctx.db.selectFrom('orders').select('id').where('ticket_id', '=', ticketId).executeTakeFirst(), undefined);
  });

  test('staff making an event a draft while a member places an order: one of them happens, never both', async () => {
    for (const round of [1, 2, 3]) {
      const event = await createEvent(ctx.db, { price: 900, title: `Race in Ziarat ${round}` });
      const ticketId = await bookThroughApi(ctx.app, member.token, event);
      const [unpublished, placed] = await Promise.all([
        send(ctx.app, eventAdminContract.unpublishEvent, { params: { eventId: event.eventId } }, as(staff)),
        send(ctx.app, bookingContract.placeOrder, { params: { ticketId }, body: { ...ORDER_HOLDER, payment_method: 5 } }, as(member)),
      ]);
      assert.notDeepEqual([unpublished.status, placed.status], [200, 201], 'a draft with an order');
      const published = (await ctx.db.selectFrom('events').select('published').where('id', '=', event.eventId).executeTakeFirstOrThrow()).published;
      const orders = await ctx.db.selectFrom('orders').select('id').where('event_id', '=', event.eventId).where('status', 'in', ['pending', 'paid']).execute();
      assert.ok(published ? orders.length === 1 : orders.length === 0, `round ${round}: published ${published} with ${orders.length} orders`);
    }
  });
});
