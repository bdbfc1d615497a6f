import assert from 'node:assert/strict';
import { createHash, createPublicKey, randomUUID, verify } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import {
  bearer,
  oldTicketCode,
  PAYMENT_BILL,
  PAYMENT_FREE,
  placeOrder,
  post,
  registerMember,
  send,
  signIn,
  startTestApp,
  ticketCode,
  unchecked,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { checkInContract } from '../contract.js';
import type { DoorPack, DoorSync, OfflineDoors, SyncedAdmission } from '../shapes.js';

const HOLDER = {
  first_name: 'Bilal',
  last_name: 'Ahmed',
  email: 'bilal.ahmed@example.com',
  cnic: '4210112345673',
  phone_number: '03211234567',
  city: 'Karachi',
  state: 'Sindh',
  country: 'Pakistan',
  physical_address: 'Flat 4, Block 7, Clifton',
};

interface Admission {
  nonce: string;
  ticket_id: number;
  scanned_at: string;
}

describe('the door offline: phones prepared, admissions synced, conflicts kept', () => {
  let ctx: TestContext;
  let member: Registered;
  let staff: Registered;
  let other: Registered;
  let eventId: number;
  let packageId: number;
  let n = 0;

  const event = async (title: string, end = new Date(Date.now() + 30 * 86_400_000)) =>
    (
      await ctx.db
        .insertInto('events')
        .values({ slug: `offline-${++n}`, title, start_date: new Date(end.getTime() - 6 * 3_600_000), end_date: end })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** A ticket of the event with its order: paid (free) unless `paid` is false (a pending bill payment). */
  const ticket = async ({ paid = true, holder = {}, forEvent = eventId, pkg = packageId } = {} as { paid?: boolean; holder?: Partial<typeof HOLDER>; forEvent?: number; pkg?: number }) => {
    const details = { ...HOLDER, ...holder };
    const row = await ctx.db
      .insertInto('tickets')
      .values({ user_id: member.userId, event_id: forEvent, package_id: pkg, idempotency_key: `t${++n}`, ...details, price: paid ? 0 : 1500, discounted_price: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await placeOrder(ctx.db, { userId: member.userId, ticketId: row.id, idempotencyKey: `o${n}`, paymentMethod: paid ? PAYMENT_FREE : PAYMENT_BILL, holder: details, holdSeconds: 1800 });
    return { ticketId: row.id, orderId: order.id };
  };

  const prepare = (deviceId: string, name: string, token = staff.token, id = eventId) =>
    send(ctx.app, checkInContract.prepareDoorDevice, { params: { id }, body: { device_id: deviceId, name } }, bearer(token));
  const prepared = async (deviceId: string, name: string, token = staff.token, id = eventId) => {
    const res = await prepare(deviceId, name, token, id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as DoorPack;
  };
  const sync = (deviceId: string, admissions: Admission[], since: string | null = null, token = staff.token) =>
    send(ctx.app, checkInContract.syncDoor, { body: { device_id: deviceId, since, admissions } }, bearer(token));
  const synced = async (deviceId: string, admissions: Admission[], since: string | null = null, token = staff.token) => {
    const res = await sync(deviceId, admissions, since, token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as DoorSync;
  };
  const admission = (ticketId: number, scannedAt = new Date(Date.now() - 60_000)): Admission => ({ nonce: randomUUID(), ticket_id: ticketId, scanned_at: scannedAt.toISOString() });
  const doors = async (id = eventId) => {
    const res = await send(ctx.app, checkInContract.getOfflineDoors, { params: { id } }, bearer(staff.token));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as OfflineDoors;
  };
  const checkIns = (ticketId: number) => ctx.db.selectFrom('check_ins').selectAll().where('ticket_id', '=', ticketId).execute();
  const checkInAudits = (ticketId: number) => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'ticket').where('entity_id', '=', String(ticketId)).where('action', '=', 'ticket.check-in').execute();
  const written = async () => {
    const [admissions, checkedIn] = await Promise.all([
      ctx.db.selectFrom('door_admissions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('check_ins').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { admissions: Number(admissions.n), checkIns: Number(checkedIn.n) };
  };

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db, { name: 'Hina Qureshi' });
    other = await registerMember(ctx.app, ctx.db, { name: 'Usman Tariq' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', 'in', [staff.userId, other.userId]).execute();
    eventId = await event('Karachi Freelancers Summit');
    packageId = (await ctx.db.insertInto('event_packages').values({ event_id: eventId, name: 'Standard pass', price: 0, capacity: 5000 }).returning('id').executeTakeFirstOrThrow()).id;
  });
  after(() => ctx.close());

  test('the pack holds every ticket of the event with its state, the key that verifies its codes, and the hash of each old code', async () => {
    const valid = await ticket();
    const refunded = await ticket({ holder: { first_name: 'Sana', last_name: 'Malik' } });
    await ctx.db.updateTable('orders').set({ status: 'refunded', updated_at: new Date() }).where('id', '=', refunded.orderId).execute();
    const cancelled = await ticket();
    await ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.orderId).execute();
    const unpaid = await ticket({ paid: false });
    const pack = await prepared(randomUUID(), 'Gate A phone');

    assert.equal(pack.device.name, 'Gate A phone');
    assert.equal(pack.device.staff, 'Hina Qureshi');
    assert.equal(pack.event.id, eventId);
    assert.deepEqual(pack.packages, [{ id: packageId, name: 'Standard pass' }]);
    const byId = new Map(pack.tickets.map((t) => [t.id, t]));
    assert.deepEqual(
      [valid, refunded, cancelled, unpaid].map((t) => byId.get(t.ticketId)?.state),
      ['valid', 'refunded', 'cancelled', 'unpaid'],
    );
    assert.equal(byId.get(refunded.ticketId)?.holder, 'Sana Malik');
    assert.equal(byId.get(valid.ticketId)?.package_id, packageId);

    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: pack.public_key }, format: 'jwk' });
    const code = await ticketCode(ctx.db, valid.ticketId);
    const [, ticketPart, eventPart, packagePart, signature] = /^T(\d+)\.(\d+)\.(\d+)\.(.+)$/.exec(code)!;
    assert.deepEqual([ticketPart, eventPart, packagePart].map(Number), [valid.ticketId, eventId, packageId]);
    assert.ok(verify(null, Buffer.from(`ticket:${valid.ticketId}:${eventId}:${packageId}`), key, Buffer.from(signature, 'base64url')), 'the public key verifies the code');

    const old = await oldTicketCode(ctx.db, valid.ticketId);
    assert.equal(byId.get(valid.ticketId)?.old_code, createHash('sha256').update(old).digest().subarray(0, 16).toString('base64url'));
    assert.ok(Math.abs(new Date(pack.synced_at).getTime() - Date.now()) < 60_000);
  });

  test('a batch sent twice answers the same and checks the holder in once, with one audit entry naming the phone', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Gate B phone');
    const batch = [admission(ticketId)];
    const first = await synced(deviceId, batch);
    const second = await synced(deviceId, batch);
    assert.deepEqual(first.results, [{ nonce: batch[0].nonce, result: 'admitted', reason: null }]);
    assert.deepEqual(second.results, first.results);
    const rows = await checkIns(ticketId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].device_id, deviceId);
    assert.equal(rows[0].offline, true);
    assert.equal(rows[0].checked_in_at.toISOString(), batch[0].scanned_at, 'the check-in keeps the phone’s time');
    const audits = await checkInAudits(ticketId);
    assert.equal(audits.length, 1);
    assert.equal(Number(audits[0].actor_id), staff.userId);
    assert.deepEqual(audits[0].after, { checked_in_at: batch[0].scanned_at, device: 'Gate B phone', offline: true });
    const listed = (await doors()).devices.find((d) => d.id === deviceId);
    assert.equal(listed?.admitted_offline, 1);
    assert.ok(listed?.last_sync_at);
  });

  test('a phone clock set ahead does not check anyone in later than the server’s now', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Fast clock phone');
    await synced(deviceId, [admission(ticketId, new Date(Date.now() + 3_600_000))]);
    const [row] = await checkIns(ticketId);
    assert.ok(row.checked_in_at.getTime() <= Date.now());
  });

  test('two phones admitting one ticket: the first is admitted, the second a conflict, and staff see both times and both phones', async () => {
    const { ticketId } = await ticket({ holder: { first_name: 'Ayesha', last_name: 'Khan' } });
    const [a, b] = [randomUUID(), randomUUID()];
    await prepared(a, 'North gate');
    await prepared(b, 'South gate');
    const atA = new Date(Date.now() - 10 * 60_000);
    const atB = new Date(Date.now() - 5 * 60_000);
    assert.equal((await synced(a, [admission(ticketId, atA)])).results[0].result, 'admitted');
    const [second] = (await synced(b, [admission(ticketId, atB)])).results;
    assert.equal(second.result, 'conflict');
    assert.match(second.reason ?? '', /^Already admitted at North gate at .+ \(Karachi time\)\.$/);
    assert.equal((await checkIns(ticketId)).length, 1);

    const conflict = (await doors()).conflicts.find((c) => c.ticket_id === ticketId);
    assert.ok(conflict);
    assert.equal(conflict.holder, 'Ayesha Khan');
    assert.equal(conflict.package, 'Standard pass');
    assert.equal(conflict.reason, second.reason);
    assert.deepEqual(conflict.first, { at: atA.toISOString(), device: 'North gate', staff: 'Hina Qureshi', offline: true });
    assert.deepEqual(conflict.second, { at: atB.toISOString(), device: 'South gate', staff: 'Hina Qureshi', offline: true });
  });

  test('a phone admitting a ticket checked in at the door online is a conflict with the door online', async () => {
    const { ticketId } = await ticket();
    assert.equal((await send(ctx.app, checkInContract.checkInAttendee, { params: { id: eventId, ticketId } }, bearer(other.token))).status, 200);
    const [row] = await checkIns(ticketId);
    assert.equal(row.offline, false, 'a check-in online is not offline');
    assert.equal(row.device_id, null);
    const deviceId = randomUUID();
    await prepared(deviceId, 'Late phone');
    const [result] = (await synced(deviceId, [admission(ticketId)])).results;
    assert.equal(result.result, 'conflict');
    assert.match(result.reason ?? '', /^Already admitted at the door online at /);
    const conflict = (await doors()).conflicts.find((c) => c.ticket_id === ticketId);
    assert.deepEqual(conflict?.first, { at: row.checked_in_at.toISOString(), device: 'Online', staff: 'Usman Tariq', offline: false });
  });

  test('a check-in online by a prepared phone is its own: the same admission queued after its wait ran out is no conflict', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Gate C phone');
    const online = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: eventId, code: await ticketCode(ctx.db, ticketId), device_id: deviceId } }, bearer(staff.token));
    assert.equal(online.status, 200, JSON.stringify(online.body));
    const [row] = await checkIns(ticketId);
    assert.equal(row.device_id, deviceId);
    assert.equal(row.offline, false);
    const [result] = (await synced(deviceId, [admission(ticketId)])).results;
    assert.deepEqual({ result: result.result, reason: result.reason }, { result: 'admitted', reason: null });
    assert.equal((await doors()).conflicts.some((c) => c.ticket_id === ticketId), false);
    assert.equal((await checkIns(ticketId)).length, 1);

    // Another staff member's phone named at the door is not recorded as the check-in's.
    const second = await ticket();
    const theirs = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: eventId, code: await ticketCode(ctx.db, second.ticketId), device_id: deviceId } }, bearer(other.token));
    assert.equal(theirs.status, 200, JSON.stringify(theirs.body));
    assert.equal((await checkIns(second.ticketId))[0].device_id, null);
  });

  test('two phones syncing one ticket at the same moment: exactly one admits it', async () => {
    const { ticketId } = await ticket();
    const [a, b] = [randomUUID(), randomUUID()];
    await prepared(a, 'Race A');
    await prepared(b, 'Race B');
    const [ra, rb] = await Promise.all([synced(a, [admission(ticketId)]), synced(b, [admission(ticketId)])]);
    const results = [ra.results[0].result, rb.results[0].result].sort();
    assert.deepEqual(results, ['admitted', 'conflict']);
    assert.equal((await checkIns(ticketId)).length, 1);
    assert.equal((await checkInAudits(ticketId)).length, 1);
  });

  test('one admission sent twice at the same moment is judged once', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Retry phone');
    const batch = [admission(ticketId)];
    const [x, y] = await Promise.all([synced(deviceId, batch), synced(deviceId, batch)]);
    assert.deepEqual(x.results, y.results);
    assert.equal(x.results[0].result, 'admitted');
    assert.equal((await ctx.db.selectFrom('door_admissions').select('nonce').where('nonce', '=', batch[0].nonce).execute()).length, 1);
    assert.equal((await checkInAudits(ticketId)).length, 1);
  });

  test('a refunded ticket, one of another event and one that does not exist are refused, and staff see the refusals', async () => {
    const refunded = await ticket({ holder: { first_name: 'Kamran', last_name: 'Butt' } });
    const deviceId = randomUUID();
    await prepared(deviceId, 'Refusing phone');
    await ctx.db.updateTable('orders').set({ status: 'refunded', updated_at: new Date() }).where('id', '=', refunded.orderId).execute();
    const otherEvent = await event('Quetta Makers Day');
    const otherPackage = (await ctx.db.insertInto('event_packages').values({ event_id: otherEvent, name: 'Day pass', price: 0, capacity: 10 }).returning('id').executeTakeFirstOrThrow()).id;
    const elsewhere = await ticket({ forEvent: otherEvent, pkg: otherPackage });
    const unpaid = await ticket({ paid: false });
    const { results } = await synced(deviceId, [admission(refunded.ticketId), admission(elsewhere.ticketId), admission(99_999_999), admission(unpaid.ticketId)]);
    assert.deepEqual(
      results.map((r: SyncedAdmission) => [r.result, r.reason]),
      [
        ['refused', 'This ticket was refunded.'],
        ['refused', 'This ticket is for another event.'],
        ['refused', 'This ticket does not exist.'],
        ['refused', 'This ticket has no paid order.'],
      ],
    );
    for (const t of [refunded, elsewhere, unpaid]) assert.equal((await checkIns(t.ticketId)).length, 0);
    const { conflicts } = await doors();
    const listed = conflicts.find((c) => c.ticket_id === refunded.ticketId);
    assert.equal(listed?.holder, 'Kamran Butt');
    assert.equal(listed?.reason, 'This ticket was refunded.');
    assert.equal(listed?.first, null);
    assert.equal(listed?.second.device, 'Refusing phone');
    assert.ok(conflicts.some((c) => c.ticket_id === 99_999_999 && c.reason === 'This ticket does not exist.'));
  });

  test('a revoked phone cannot sync nor be prepared again, and its sync writes nothing; revoking is audited once', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Lost phone');
    const revoked = await send(ctx.app, checkInContract.revokeDoorDevice, { params: { deviceId } }, bearer(other.token));
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.ok(revoked.body.data.revoked_at);
    const again = await send(ctx.app, checkInContract.revokeDoorDevice, { params: { deviceId } }, bearer(other.token));
    assert.equal(again.status, 200);
    assert.equal(again.body.data.revoked_at, revoked.body.data.revoked_at);
    const audits = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'door_device').where('entity_id', '=', deviceId).orderBy('id').execute();
    assert.deepEqual(
      audits.map((a) => [a.action, Number(a.actor_id)]),
      [
        ['door.prepare', staff.userId],
        ['door.revoke', other.userId],
      ],
    );

    const before = await written();
    const res = await sync(deviceId, [admission(ticketId)]);
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'This phone was revoked: it cannot sync.');
    assert.deepEqual(await written(), before);
    const prepareAgain = await prepare(deviceId, 'Lost phone');
    assert.equal(prepareAgain.status, 403);
    assert.equal(prepareAgain.body.message, 'This phone was revoked: it cannot be prepared again.');
    assert.equal((await send(ctx.app, checkInContract.revokeDoorDevice, { params: { deviceId: randomUUID() } }, bearer(staff.token))).status, 404);
  });

  test('a phone syncs only in the sign-in that prepared it: another sign-in of the same staff member, or another staff member, is refused', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Shared phone');
    const secondSignIn = await signIn(ctx.app, staff.email, staff.password);
    const before = await written();
    const res = await sync(deviceId, [admission(ticketId)], null, secondSignIn);
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'This phone was prepared in another sign-in: prepare it again.');
    assert.equal((await sync(deviceId, [admission(ticketId)], null, other.token)).status, 403);
    assert.deepEqual(await written(), before);
    const taken = await prepare(deviceId, 'Shared phone', other.token);
    assert.equal(taken.status, 409, 'another staff member cannot take a phone over');
    // Prepared again in the new sign-in, it syncs there.
    await prepared(deviceId, 'Shared phone', secondSignIn);
    assert.equal((await synced(deviceId, [admission(ticketId)], null, secondSignIn)).results[0].result, 'admitted');
  });

  test('once its staff member signs out, the phone’s sync is refused (401) and writes nothing', async () => {
    const { ticketId } = await ticket();
    const token = await signIn(ctx.app, staff.email, staff.password);
    const deviceId = randomUUID();
    await prepared(deviceId, 'Signed-out phone', token);
    assert.equal((await post(ctx.app, '/api/user/logout', {}, bearer(token))).status, 200);
    const before = await written();
    assert.equal((await sync(deviceId, [admission(ticketId)], null, token)).status, 401);
    assert.deepEqual(await written(), before);
  });

  test('a phone’s sync brings what the other doors admitted since its last, and everything when it has none', async () => {
    const { ticketId, orderId } = await ticket();
    // Paid an hour ago: what a sync reads again of the minute before its last does not hold it.
    await ctx.db.updateTable('orders').set({ updated_at: new Date(Date.now() - 3_600_000) }).where('id', '=', orderId).execute();
    const [a, b] = [randomUUID(), randomUUID()];
    await prepared(a, 'Door A');
    const packB = await prepared(b, 'Door B');
    const quiet = await synced(b, [], packB.synced_at);
    assert.ok(!quiet.changed.some((t) => t.id === ticketId));
    await synced(a, [admission(ticketId)]);
    const pulled = await synced(b, [], quiet.synced_at);
    const seen = pulled.changed.find((t) => t.id === ticketId);
    assert.ok(seen?.checked_in_at, 'door B learns that door A admitted the holder');
    assert.equal(seen.state, 'valid');
    const all = await synced(b, [], null);
    assert.ok(all.changed.length >= pulled.changed.length);
    assert.ok(all.changed.some((t) => t.id === ticketId));
  });

  test('a ticket refunded after the phone was prepared is in its next sync, refunded', async () => {
    const refunded = await ticket();
    const deviceId = randomUUID();
    const pack = await prepared(deviceId, 'Refund watcher');
    await ctx.db.updateTable('orders').set({ status: 'refunded', updated_at: new Date() }).where('id', '=', refunded.orderId).execute();
    const { changed } = await synced(deviceId, [], pack.synced_at);
    assert.equal(changed.find((t) => t.id === refunded.ticketId)?.state, 'refunded');
  });

  test('bad input is refused (422) and writes nothing', async () => {
    const { ticketId } = await ticket();
    const deviceId = randomUUID();
    await prepared(deviceId, 'Careful phone');
    const before = await written();
    const bad = [
      { device_id: 'phone-1', since: null, admissions: [admission(ticketId)] },
      { device_id: deviceId, since: null, admissions: [{ ...admission(ticketId), nonce: 'again' }] },
      { device_id: deviceId, since: null, admissions: Array.from({ length: 101 }, () => admission(ticketId)) },
      { device_id: deviceId, admissions: [admission(ticketId)] },
      { device_id: deviceId, since: 'yesterday', admissions: [admission(ticketId)] },
      { device_id: deviceId, since: null, admissions: [{ ...admission(ticketId), scanned_at: 'now' }] },
      { device_id: deviceId, since: null, admissions: [{ ...admission(ticketId), ticket_id: 0 }] },
    ];
    for (const body of bad) {
      const res = await send(ctx.app, checkInContract.syncDoor, { body: unchecked(body) }, bearer(staff.token));
      assert.equal(res.status, 422, JSON.stringify(body).slice(0, 200));
    }
    assert.equal((await prepare('not-a-uuid', 'Phone')).status, 422);
    assert.equal((await prepare(randomUUID(), '')).status, 422);
    assert.deepEqual(await written(), before);
  });

  test('a member who is not staff can call none of the door’s calls (403)', async () => {
    const deviceId = randomUUID();
    const as = bearer(member.token);
    assert.equal((await send(ctx.app, checkInContract.prepareDoorDevice, { params: { id: eventId }, body: { device_id: deviceId, name: 'Mine' } }, as)).status, 403);
    assert.equal((await send(ctx.app, checkInContract.syncDoor, { body: { device_id: deviceId, since: null, admissions: [] } }, as)).status, 403);
    assert.equal((await send(ctx.app, checkInContract.getOfflineDoors, { params: { id: eventId } }, as)).status, 403);
    assert.equal((await send(ctx.app, checkInContract.revokeDoorDevice, { params: { deviceId } }, as)).status, 403);
    assert.equal(await ctx.db.selectFrom('door_devices').select('id').where('id', '=', deviceId).executeTakeFirst(), undefined);
  });

  test('an unknown event or phone, an ended event, and a phone of another door are refused', async () => {
    const unknownEvent = await prepare(randomUUID(), 'Phone', staff.token, 99_999_999);
    assert.equal(unknownEvent.status, 404);
    assert.equal(unknownEvent.body.message, 'This event does not exist.');
    const ended = await event('Lahore Meetup', new Date(Date.now() - 86_400_000));
    const late = await prepare(randomUUID(), 'Phone', staff.token, ended);
    assert.equal(late.status, 409);
    assert.equal(late.body.message, 'This event has ended: its door is not prepared for offline use.');
    const unknownPhone = await sync(randomUUID(), []);
    assert.equal(unknownPhone.status, 404);
    assert.equal(unknownPhone.body.message, 'This phone was not prepared for offline use.');
    const deviceId = randomUUID();
    await prepared(deviceId, 'Karachi phone');
    const elsewhere = await event('Multan Meetup');
    const moved = await prepare(deviceId, 'Karachi phone', staff.token, elsewhere);
    assert.equal(moved.status, 409);
    assert.equal(moved.body.message, 'This phone was prepared for another door.');
    assert.equal((await send(ctx.app, checkInContract.getOfflineDoors, { params: { id: 99_999_999 } }, bearer(staff.token))).status, 404);
  });

  test('preparing a phone again keeps its id and renews its name', async () => {
    const deviceId = randomUUID();
    const first = await prepared(deviceId, 'Old name');
    const second = await prepared(deviceId, 'New name');
    assert.equal(second.device.id, first.device.id);
    assert.equal(second.device.name, 'New name');
    assert.equal((await ctx.db.selectFrom('door_devices').select('id').where('id', '=', deviceId).execute()).length, 1);
  });

  test('a signed code and a code printed before codes were signed both check in online', async () => {
    const signed = await ticket();
    const printed = await ticket();
    const bySigned = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: eventId, code: await ticketCode(ctx.db, signed.ticketId) } }, bearer(staff.token));
    assert.equal(bySigned.status, 200, JSON.stringify(bySigned.body));
    assert.equal(bySigned.body.data.result, 'checked-in');
    const byOld = await send(ctx.app, checkInContract.checkInTicket, { body: { event_id: eventId, code: await oldTicketCode(ctx.db, printed.ticketId) } }, bearer(staff.token));
    assert.equal(byOld.status, 200, JSON.stringify(byOld.body));
    assert.equal(byOld.body.data.result, 'checked-in');
  });

  test('at an event of 2,000 tickets the pack is one answer of every ticket', async () => {
    const big = await event('Lahore Freelancers Convention');
    const pkg = (await ctx.db.insertInto('event_packages').values({ event_id: big, name: 'Standard pass', price: 0, capacity: 5000 }).returning('id').executeTakeFirstOrThrow()).id;
    await sql`insert into tickets (user_id, event_id, package_id, idempotency_key, first_name, last_name, email, cnic, phone_number, city, state, country, physical_address, price)
      select ${member.userId}, ${big}, ${pkg}, 'crowd-' || i, 'Guest' || i, 'Visitor' || (i % 97), 'guest' || i || '@example.org',
        lpad(i::text, 13, '7'), '0300-' || lpad(i::text, 7, '0'), 'Lahore', 'Punjab', 'Pakistan', 'Model Town', 0
      from generate_series(1, 2000) as i`.execute(ctx.db);
    await sql`insert into orders (user_id, kind, ticket_id, event_id, package_id, idempotency_key, payment_method, status, subtotal, grand_total, paid_at,
        first_name, last_name, email, cnic, phone_number, city, state, country, physical_address)
      select user_id, 'ticket', id, event_id, package_id, 'crowd-' || id, ${PAYMENT_FREE}, 'paid', 0, 0, now(),
        first_name, last_name, email, cnic, phone_number, city, state, country, physical_address
      from tickets where event_id = ${big}`.execute(ctx.db);
    await sql`analyze tickets`.execute(ctx.db);
    await sql`analyze orders`.execute(ctx.db);
    const started = performance.now();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/staff/events/${big}/door/devices`, headers: bearer(staff.token), payload: { device_id: randomUUID(), name: 'Big door' } });
    const ms = performance.now() - started;
    assert.equal(res.statusCode, 200);
    const pack = res.json().data as DoorPack;
    assert.equal(pack.tickets.length, 2000);
    assert.ok(pack.tickets.every((t) => t.state === 'valid' && t.old_code));
    console.log(`# the pack of 2,000 tickets: ${ms.toFixed(0)} ms, ${(res.rawPayload.length / 1024).toFixed(0)} KiB (${(res.headers['content-length'] ?? res.rawPayload.length).toString()} bytes)`);

    // A phone's browser asks for it compressed: the answer to this POST is, as a read's would be.
    const compressed = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/events/${big}/door/devices`,
      headers: { ...bearer(staff.token), 'accept-encoding': 'gzip, deflate, br' },
      payload: { device_id: randomUUID(), name: 'Big door, compressed' },
    });
    assert.equal(compressed.statusCode, 200);
    assert.equal(compressed.headers['content-encoding'], 'br');
    const unpacked = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString()) as { data: DoorPack };
    assert.equal(unpacked.data.tickets.length, 2000);
    console.log(`# compressed (br): ${(compressed.rawPayload.length / 1024).toFixed(0)} KiB`);
  });
});
