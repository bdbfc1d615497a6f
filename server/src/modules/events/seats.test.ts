import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { releaseSeat, takeSeat } from './seats.js';

describe('event seats', () => {
  let ctx: TestContext;
  let eventId: number;

  before(async () => {
    ctx = await startTestApp();
    const event = await ctx.db
      .insertInto('events')
      .values({
        slug: 'lahore-freelancers-meetup',
        title: 'Lahore Freelancers Meetup',
        start_date: new Date('2030-03-14T10:00:00Z'),
        end_date: new Date('2030-03-14T16:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventId = event.id;
  });
  after(() => ctx.close());

  const newPackage = async (capacity: number, seatsTaken: number) =>
    (
      await ctx.db
        .insertInto('event_packages')
        .values({ event_id: eventId, name: 'Standard', price: 2500, capacity, seats_taken: seatsTaken })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const taken = async (id: number) =>
    (await ctx.db.selectFrom('event_packages').select('seats_taken').where('id', '=', id).executeTakeFirstOrThrow()).seats_taken;

  test('50 concurrent bookings for the last 5 seats take exactly 5', async () => {
    const id = await newPackage(20, 15);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ctx.db.transaction().execute((trx) => takeSeat(trx, id))),
    );
    assert.equal(results.filter(Boolean).length, 5);
    assert.equal(await taken(id), 20);
  });

  test('a full package takes no seat; a released one can be taken again', async () => {
    const id = await newPackage(1, 1);
    assert.equal(await takeSeat(ctx.db, id), false);
    await releaseSeat(ctx.db, id);
    assert.equal(await taken(id), 0);
    assert.equal(await takeSeat(ctx.db, id), true);
    assert.equal(await taken(id), 1);
  });
});
