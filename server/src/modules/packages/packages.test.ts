import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contentContract } from '../../../../shared-api/src/contracts/content.js';
import { bookingContract } from '../../../../mfe-ticketing/src/features/order/contract.js';
import { send } from '../../test/api.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createEvent } from '../../test/events.js';

// GET packages/{…}: the first spec reads a membership package by its name, the second an event's package by its id
// as data[0]. One path answers both.
describe('GET packages/{packageName} and packages/{packageId}', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  const getPackage = (name: string | number) => send(ctx.app, contentContract.getPackage, { params: { name } });

  test('a name answers the membership package with its listing, whatever its case', async () => {
    const seed = await getPackage('Seed');
    assert.equal(seed.status, 200, seed.body.message);
    assert.ok(!Array.isArray(seed.body.data));
    assert.deepEqual([seed.body.data.name, seed.body.data.price, seed.body.data.buttonText], ['Seed', 0, 'Downgrade']);
    assert.deepEqual(seed.body.data.features.map((f) => f.name), ['Voice & Support Group', 'Discount & Promotions', 'Exclusive Events', 'Membership Certificate', 'Remote internet payment gateway']);
    const res = await getPackage('surge');
    assert.equal(res.status, 200, res.body.message);
    assert.ok(!Array.isArray(res.body.data));
    assert.deepEqual([res.body.data.name, res.body.data.memberPrice, res.body.data.buttonText], ['Surge', 500, 'Subscribe']);
    for (const name of ['Annual Tax Filing', 'Accidental Health Insurance', 'Workshops and Trainings', 'Exclusive walk-in access to events', 'Exclusive Events']) {
      assert.ok(res.body.data.features.some((f) => f.name === name), name);
    }
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
  });

  test('a number answers the event’s package with its event as data[0], as the ticket form’s widget reads it', async () => {
    const event = await createEvent(ctx.db, { price: 3000, discounted: 2500, capacity: 40, title: 'Freelance Fest Karachi' });
    const res = await getPackage(event.packageId);
    assert.equal(res.status, 200, res.body.message);
    assert.ok(Array.isArray(res.body.data));
    assert.equal(res.body.data.length, 1);
    const [pkg] = res.body.data;
    assert.deepEqual([pkg.id, pkg.name, pkg.price, pkg.discounted_price, pkg.seats_left], [event.packageId, 'Standard', 3000, 2500, 40]);
    assert.deepEqual([pkg.event.id, pkg.event.title], [event.eventId, 'Freelance Fest Karachi']);
    // The same package as the ticket form's own call answers it.
    const same = await send(ctx.app, bookingContract.getEventPackage, { params: { packageId: event.packageId } });
    assert.deepEqual(pkg, same.body.data);
    assert.equal(res.headers['cache-control'], undefined);
  });

  test('an unknown name is not a membership package', async () => {
    const res = await getPackage('Bloom');
    assert.deepEqual([res.status, res.body.message, res.body.data], [404, 'This membership package does not exist.', null]);
  });

  test('an unknown number, a draft event’s package and a number past any id are not an event’s package', async () => {
    const draft = await createEvent(ctx.db, { draft: true });
    for (const id of [999_999_999, draft.packageId, '0', '99999999999']) {
      const res = await getPackage(id);
      assert.deepEqual([res.status, res.body.message, res.body.data], [404, 'This package does not exist.', null], String(id));
    }
  });
});
