import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createEvent, get, memberWithProfile, outboxFor, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { eventContract } from '../contract.js';

describe('the event page', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await memberWithProfile(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  const as = (m: Registered) => bearer(m.token);

  test('an event page has its packages with seats left, and a calendar file', async () => {
    const event = await createEvent(ctx.db, { price: 2000, capacity: 3 });
    const { status, body } = await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } });
    assert.equal(status, 200);
    assert.deepEqual(body.data.packages, [{ id: event.packageId, name: 'Standard', price: 2000, discounted_price: null, seats_left: 3, includes: '' }]);
    await ctx.db.updateTable('event_packages').set({ includes: 'Every talk and lunch' }).where('id', '=', event.packageId).execute();
    assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } })).body.data.packages[0].includes, 'Every talk and lunch');
    const ics = await ctx.app.inject({ method: 'GET', url: body.data.calendar_url });
    assert.equal(ics.statusCode, 200);
    assert.match(String(ics.headers['content-type']), /^text\/calendar/);
    assert.match(ics.body, /SUMMARY:Lahore Freelancers Meetup/);
    assert.equal((await send(ctx.app, eventContract.getEvent, { params: { eventId: 999999999 } })).status, 404);
  });

  test('a draft has no page until it is published', async () => {
    const event = await createEvent(ctx.db, { price: 0, draft: true });
    const page = await send(ctx.app, eventContract.getEvent, { params: { eventId: event.eventId } });
    assert.deepEqual([page.status, page.body.message], [404, 'This event does not exist.']);
    const enrol = await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, as(member));
    assert.equal(enrol.status, 404);
  });

  test('a free event enrols at once, in the member’s name: paid, mailed, and the ticket downloads as a PDF; enrolling again is the same ticket', async () => {
    const member = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Ayesha Siddiqui' });
    const event = await createEvent(ctx.db, { price: 0, title: 'Islamabad Freelancers Meetup' });
    const before = await send(ctx.app, eventContract.getTicketUrl, { query: { event_id: event.eventId } }, as(member));
    assert.deepEqual(before.body.data, { ticket_id: null, order_id: null, status: null, url: null, code: null });
    const { status, body } = await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, as(member));
    assert.equal(status, 200, body.message);
    assert.equal(body.message, 'You are registered. Your ticket has been sent to your email.');
    const again = await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, as(member));
    assert.deepEqual([again.body.data.ticket_id, again.body.data.order_id], [body.data.ticket_id, body.data.order_id]);
    const order = await send(ctx.app, ticketingContract.getOrder, { params: { orderId: body.data.order_id } }, as(member));
    assert.deepEqual([order.body.data.status, order.body.data.payment_method, order.body.data.grand_total], ['paid', 4, 0]);
    const ticket = await get<{ first_name: string; last_name: string; email: string }>(ctx.app, `/api/user/tickets/${body.data.ticket_id}`, as(member));
    assert.deepEqual([ticket.body.data.first_name, ticket.body.data.last_name, ticket.body.data.email], ['Ayesha', 'Siddiqui', member.email], 'the ticket is in the member’s name');
    const pdf = await ctx.app.inject({ method: 'GET', url: body.data.confirmed_pdf_path });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const mails = (await outboxFor(ctx.db, member.email)).filter((m) => m.subject.includes('Islamabad Freelancers Meetup'));
    assert.equal(mails.length, 1, 'one confirmation, not one per enrol call');
    assert.ok(mails[0].text.includes(`/dashboard/orders/${body.data.order_id}`), 'the mail links the order’s own page, where its ticket is');
    const link = /Download your ticket: (\S+)/.exec(mails[0].text)![1];
    assert.equal((await ctx.app.inject({ method: 'GET', url: link.replace('http://site.test', '') })).statusCode, 200);
    const after = await send(ctx.app, eventContract.getTicketUrl, { query: { event_id: event.eventId } }, as(member));
    assert.equal(after.body.data.status, 'paid');
    assert.match(after.body.data.url ?? '', /^\/api\/tickets\/\d+\/ticket\.pdf\?expires=\d+&signature=/);
    assert.match(after.body.data.code ?? '', new RegExp(`^T${body.data.ticket_id}\\.`));
  });

  test('enrolment needs a complete profile and a free event that asks for nothing more', async () => {
    const incomplete = await registerMember(ctx.app, ctx.db);
    const free = await createEvent(ctx.db, { price: 0 });
    assert.equal((await send(ctx.app, eventContract.enrollInEvent, { params: { id: free.eventId } }, as(incomplete))).status, 403);
    const paid = await createEvent(ctx.db, { price: 1000 });
    const res = await send(ctx.app, eventContract.enrollInEvent, { params: { id: paid.eventId } }, as(member));
    assert.deepEqual([res.status, res.body.message], [409, 'This event is not free: please choose a package to register.']);
    const asking = await createEvent(ctx.db, { price: 0, asks: ['cnic'] });
    const asked = await send(ctx.app, eventContract.enrollInEvent, { params: { id: asking.eventId } }, as(member));
    assert.deepEqual([asked.status, asked.body.message], [409, 'This event asks for more of your details: please choose a package and fill in the ticket form.']);
    const unpaid = await send(ctx.app, eventContract.getTicketUrl, { query: { event_id: paid.eventId } }, as(member));
    assert.equal(unpaid.body.data.ticket_id, null, 'a refused enrolment books nothing');
  });

  test('the ticket link is the member’s own: another member’s ticket for the event is not theirs', async () => {
    const event = await createEvent(ctx.db, { price: 0 });
    assert.equal((await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, as(member))).status, 200);
    const other = await memberWithProfile(ctx.app, ctx.db);
    const theirs = await send(ctx.app, eventContract.getTicketUrl, { query: { event_id: event.eventId } }, as(other));
    assert.deepEqual(theirs.body.data, { ticket_id: null, order_id: null, status: null, url: null, code: null });
    assert.equal((await send(ctx.app, eventContract.getTicketUrl, { query: { event_id: event.eventId } })).status, 401);
  });
});
