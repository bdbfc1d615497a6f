import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from '../../test/events.js';
import { bearer, outboxFor, post, registerMember, type Registered } from '../../test/http.js';
import { expireOrder } from './booking.js';
import { offerFreedSeat } from './waitlist.js';

const { company: _company, position: _position, ...ORDER_HOLDER } = TICKET_HOLDER;

describe('the waitlist of a full package', () => {
  let ctx: TestContext;
  let holder: Registered;
  let first: Registered;
  let second: Registered;
  let staff: Registered;

  before(async () => {
    ctx = await startTestApp();
    [holder, first, second, staff] = [await registerMember(ctx.app, ctx.db), await registerMember(ctx.app, ctx.db), await registerMember(ctx.app, ctx.db), await registerMember(ctx.app, ctx.db)];
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  /** A one-seat package whose seat `holder` holds with a pending bill payment; answers the event and the order. */
  async function fullPackage(title: string) {
    const event = await createEvent(ctx.db, { price: 2000, capacity: 1, title });
    const ticketId = await bookThroughApi(ctx.app, holder.token, event);
    const order = await post(ctx.app, `/api/user/tickets/${ticketId}/orders`, { ...ORDER_HOLDER, payment_method: 5 }, bearer(holder.token));
    return { event, orderId: order.body.data.id as number };
  }
  const seatMails = async (m: Registered, title: string) => (await outboxFor(ctx.db, m.email)).filter((mail) => mail.subject === `A seat is free: ${title}`);

  test('a package with seats left is booked, not waited for', async () => {
    const event = await createEvent(ctx.db, { capacity: 5 });
    const res = await post(ctx.app, `/api/user/packages/${event.packageId}/waitlist`, undefined, bearer(first.token));
    assert.deepEqual([res.status, res.body.message], [409, 'Seats are available: please book your ticket.']);
  });

  test('members join in turn; a cancelled order’s seat is offered to the first only, once', async () => {
    const { event, orderId } = await fullPackage('Sukkur Freelancers Evening');
    const url = `/api/user/packages/${event.packageId}/waitlist`;
    assert.equal((await post(ctx.app, url, undefined, bearer(first.token))).body.data.position, 1);
    assert.equal((await post(ctx.app, url, undefined, bearer(second.token))).body.data.position, 2);
    assert.equal((await post(ctx.app, url, undefined, bearer(first.token))).body.data.position, 1, 'joining twice is once');
    const cancelled = await post(ctx.app, `/api/staff/orders/${orderId}/cancel`, undefined, bearer(staff.token));
    assert.equal(cancelled.status, 200);
    const mails = await seatMails(first, 'Sukkur Freelancers Evening');
    assert.equal(mails.length, 1);
    assert.ok(mails[0].text.includes(`/enroll/event/${event.eventId}/package/${event.packageId}`));
    assert.equal((await seatMails(second, 'Sukkur Freelancers Evening')).length, 0);
    assert.equal((await post(ctx.app, url, undefined, bearer(first.token))).status, 409, 'the seat is free: book it');
  });

  test('an expired order’s seat goes to the next one waiting', async () => {
    const { event, orderId } = await fullPackage('Bahawalpur Meetup');
    await post(ctx.app, `/api/user/packages/${event.packageId}/waitlist`, undefined, bearer(second.token));
    await ctx.db.updateTable('orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', orderId).execute();
    assert.equal(await expireOrder(ctx.db, orderId, new Date(), (trx, packageId) => offerFreedSeat(ctx.app, trx, packageId)), true);
    assert.equal((await seatMails(second, 'Bahawalpur Meetup')).length, 1);
  });
});
