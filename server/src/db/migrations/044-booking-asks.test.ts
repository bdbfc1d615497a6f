// The events a site already has, brought to what a booking asks: the CNIC where the ticket form was the only way to
// book (every package paid), nothing more anywhere else.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { loadMigrations } from '../migrate.js';

const THIS = '044-booking-asks';

describe(`migration ${THIS}`, () => {
  let database: TestDatabase;
  before(async () => (database = await openTestDatabase({ empty: true })));
  after(() => database.close());

  test('an event booked only through the ticket form keeps asking for the CNIC; a free one, a mixed one and one without packages ask for nothing more', async () => {
    const migrations = await loadMigrations();
    const names = Object.keys(migrations).sort();
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(names[names.indexOf(THIS) - 1]);
    assert.ifError(error);

    const event = async (slug: string, prices: Array<[price: number, discounted: number | null]>) => {
      const { rows } = await sql<{ id: number }>`insert into events (slug, title, start_date, end_date) values (${slug}, ${slug}, now(), now() + interval '1 day') returning id`.execute(database.db);
      for (const [price, discounted] of prices) {
        await sql`insert into event_packages (event_id, name, price, discounted_price, capacity) values (${rows[0].id}, 'Pass', ${price}, ${discounted}, 10)`.execute(database.db);
      }
    };
    await event('paid', [[3000, null], [8000, 6000]]);
    await event('free', [[0, null]]);
    await event('discounted-to-free', [[500, 0]]);
    await event('mixed', [[0, null], [2000, null]]);
    await event('no-packages', []);

    assert.ifError((await migrator.migrateTo(THIS)).error);
    const { rows } = await sql<{ slug: string; booking_asks: string[] }>`select slug, booking_asks from events order by id`.execute(database.db);
    assert.deepEqual(rows, [
      { slug: 'paid', booking_asks: ['cnic'] },
      { slug: 'free', booking_asks: [] },
      { slug: 'discounted-to-free', booking_asks: [] },
      { slug: 'mixed', booking_asks: [] },
      { slug: 'no-packages', booking_asks: [] },
    ]);
    const { rows: fresh } = await sql<{ booking_asks: string[] }>`insert into events (slug, title, start_date, end_date) values ('new', 'New', now(), now()) returning booking_asks`.execute(database.db);
    assert.deepEqual(fresh[0].booking_asks, [], 'a new event asks for nothing more until staff say so');
    await assert.rejects(sql`update events set booking_asks = '{cnic,shoe-size}' where slug = 'new'`.execute(database.db), /events_booking_asks_check/);
  });
});
