import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createEvent, orderThroughApi, TICKET_HOLDER, type TestEvent } from '../../test/events.js';
import { bearer, get, registerMember, type Registered } from '../../test/http.js';
import { verifyTicketCode } from './ticket-code.js';
import { send } from '../../test/api.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { staffOrdersContract } from '../../../../mfe-ticketing/src/features/staff-orders/contract.js';

interface MemberTicket {
  id: number;
  order_id: number;
  holder: string;
  package_name: string;
  event: { id: number; title: string; start_date: string };
  code: string;
  qr: string;
  download_url: string;
  calendar_url: string;
}

describe('a member’s tickets after paying', () => {
  let ctx: TestContext;
  let member: Registered;
  let other: Registered;
  let staff: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    other = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  const as = (m: Registered) => bearer(m.token);

  /** An order of `who` for the event's package: free (paid at once) or bill payment (pending). */
  const order = (who: Registered, event: TestEvent, method: 4 | 5) => orderThroughApi(ctx.app, who.token, event, method, { ...TICKET_HOLDER, first_name: 'Sana' });

  const myTickets = async (who: Registered, query = '') => {
    const res = await get(ctx.app, `/api/user/tickets${query}`, as(who));
    assert.equal(res.status, 200, res.body.message);
    return res.body.data as unknown as { items: MemberTicket[]; pagination: { total: number; last_page: number } };
  };

  test('a paid order answers its ticket: the QR of the signed code, a PDF link that downloads, the event’s calendar file', async () => {
    const event = await createEvent(ctx.db, { price: 0, title: 'Quetta Freelancers Meetup' });
    const { orderId, ticketId } = await order(member, event, 4);
    const { status, body } = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member));
    assert.equal(status, 200, body.message);
    assert.deepEqual([body.data.id, body.data.status, body.data.grand_total, body.data.event?.title], [orderId, 'paid', 0, 'Quetta Freelancers Meetup']);
    const tickets = body.data.tickets as unknown as MemberTicket[];
    assert.equal(tickets.length, 1);
    const [ticket] = tickets;
    assert.deepEqual([ticket.id, ticket.order_id, ticket.holder, ticket.package_name], [ticketId, orderId, 'Sana Siddiqui', 'Free entry']);
    // The code is the one the door checks, the same the PDF prints.
    assert.equal(await verifyTicketCode(ctx.db, ticket.code), ticketId);
    assert.match(ticket.qr, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(ticket.qr.split(',')[1], 'base64').toString(), /^<svg[\s\S]*<\/svg>\s*$/);
    const pdf = await ctx.app.inject({ method: 'GET', url: ticket.download_url });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const ics = await ctx.app.inject({ method: 'GET', url: ticket.calendar_url });
    assert.equal(ics.statusCode, 200);
    assert.match(ics.body, /SUMMARY:Quetta Freelancers Meetup/);
    // The thank-you page's confirmation answers the same ticket.
    const confirmed = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: orderId } }, as(member));
    assert.deepEqual([confirmed.status, confirmed.body.message], [200, 'Your order was placed successfully!']);
    assert.deepEqual((confirmed.body.data.tickets as unknown as MemberTicket[]).map((t) => [t.id, t.code]), [[ticketId, ticket.code]]);
  });

  test('another member’s order is a 404, as a missing one is, and their tickets are never in My tickets', async () => {
    const event = await createEvent(ctx.db, { price: 0 });
    const { orderId } = await order(member, event, 4);
    for (const res of [await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(other)), await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: orderId } }, as(other))]) {
      assert.deepEqual([res.status, res.body.message], [404, 'This order does not exist.']);
      assert.doesNotMatch(JSON.stringify(res.body), /"code"|ticket\.pdf/);
    }
    assert.equal((await send(ctx.app, ticketingContract.getOrder, { params: { orderId: 999999999 } }, as(member))).status, 404);
    assert.ok(!(await myTickets(other)).items.some((t) => t.order_id === orderId));
    assert.ok((await myTickets(member)).items.some((t) => t.order_id === orderId));
  });

  test('an unpaid order shows no ticket, code or link until staff mark it paid; then the bill-payment page has it', async () => {
    const event = await createEvent(ctx.db, { price: 2500, title: 'Sialkot Freelancers Day' });
    const { orderId, ticketId } = await order(member, event, 5);
    const pending = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member));
    assert.deepEqual([pending.body.data.status, pending.body.data.tickets], ['pending', []]);
    assert.doesNotMatch(JSON.stringify(pending.body), new RegExp(`T${ticketId}\\.|ticket\\.pdf`));
    const confirmed = await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: orderId } }, as(member));
    assert.deepEqual([confirmed.body.data.status, confirmed.body.data.tickets], ['pending', []]);
    assert.ok(!(await myTickets(member)).items.some((t) => t.id === ticketId), 'an unpaid ticket is not in My tickets');

    const marked = await send(ctx.app, staffOrdersContract.markOrderPaid, { params: { id: orderId }, body: { reference: 'HBL-20270501-7731' } }, as(staff));
    assert.equal(marked.status, 200, marked.body.message);
    const paid = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, as(member));
    const tickets = paid.body.data.tickets as unknown as MemberTicket[];
    assert.deepEqual(tickets.map((t) => t.id), [ticketId]);
    assert.equal(await verifyTicketCode(ctx.db, tickets[0].code), ticketId);
    assert.ok((await myTickets(member)).items.some((t) => t.id === ticketId));
  });
});
