import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, get, outboxFor, pageCount, pdfText, post, registerMember, send, signedCallback, startTestApp, unchecked, type DataOf, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { OWN_GRANT } from './staff-routes.js';
import { membershipContract } from '../../../../../shared-api/src/contracts/membership.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { memberAccountContract } from '../../member-accounts/contract.js';
import { membershipFeatureContract } from '../contract.js';
import { accountFeatureContract } from '../../account/contract.js';

const CARD = 3;
const BILL = 5;
const DAY = 86_400;

async function planId(ctx: TestContext, name: string) {
  return (await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** The order a bill payment answers (a card payment answers the test gateway's page instead). */
function orderOf(data: DataOf<typeof membershipFeatureContract.buyMembership>) {
  assert.ok(typeof data === 'object' && data.order);
  return data.order;
}

async function makeStaff(ctx: TestContext) {
  const staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
  await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  return staff;
}

/** Buys a plan by card and approves it on the test gateway; answers the order id and the signed callback's path. */
async function buyByCard(app: FastifyInstance, member: Registered, packageId: number) {
  const bought = await send(app, membershipFeatureContract.buyMembership, { body: { package_id: packageId, payment_method: CARD } }, bearer(member.token));
  assert.equal(bought.status, 200, bought.body.message);
  const redirect = bought.body.data as string;
  assert.match(redirect, /^\/api\/test-gateway\/checkout\//);
  const decided = await app.inject({ method: 'POST', url: redirect, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
  const callback = decided.headers.location as string;
  const back = await app.inject({ method: 'GET', url: callback });
  assert.equal(back.statusCode, 303);
  const orderId = Number(/order=(\d+)/.exec(back.headers.location as string)?.[1]);
  assert.equal(back.headers.location, `/dashboard/membership?payment=paid&order=${orderId}`);
  return { orderId, callback, redirect };
}

const periodsOf = (ctx: TestContext, userId: number) => ctx.db.selectFrom('memberships').selectAll().where('user_id', '=', userId).orderBy('starts_at').execute();

describe('membership plans', () => {
  let ctx: TestContext;
  let staff: Registered;
  let surge: number;
  let seed: number;

  before(async () => {
    ctx = await startTestApp();
    staff = await makeStaff(ctx);
    surge = await planId(ctx, 'Surge');
    seed = await planId(ctx, 'Seed');
  });
  after(() => ctx.close());

  test('a new member is on Seed, active, and it never expires', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Sana Malik' });
    const { status, body } = await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token));
    assert.equal(status, 200);
    const record = body.data;
    assert.deepEqual(
      [record.member_name, record.membership_package, record.membership_status, record.membership_billing, record.membership_end_date, record.membership_end_date_formatted, record.can_renew],
      ['Sana Malik', 'Seed', 'Active', 'Free', null, 'Never expires', false],
    );
    assert.match(record.member_id_formatted, /^FAP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  test('validate refuses an unknown, a disabled and the current package, and accepts Surge for a Seed member', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await ctx.db.insertInto('membership_packages').values({ name: 'Spark', price: 1000, discounted_price: null, listing: JSON.stringify({ disabled: true }), sort_order: 9 }).execute();
    const validate = (name: string) => send(ctx.app, membershipFeatureContract.validateMembership, { body: { package_name: name } }, bearer(member.token));
    assert.deepEqual(
      [(await validate('Platinum')).status, (await validate('Platinum')).body.message],
      [404, 'This membership package does not exist.'],
    );
    const disabled = await validate('Spark');
    assert.deepEqual([disabled.status, disabled.body.message], [409, 'The Spark package cannot be chosen at the moment.']);
    const current = await validate('seed');
    assert.deepEqual([current.status, current.body.message], [409, 'Seed is your current package.']);
    const ok = await validate('Surge');
    assert.equal(ok.status, 200, ok.body.message);
    // The purchase checks the same rules again.
    const spark = await planId(ctx, 'Spark');
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: spark, payment_method: BILL } }, bearer(member.token));
    assert.deepEqual([bought.status, bought.body.message], [409, 'The Spark package cannot be chosen at the moment.']);
    assert.equal((await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: seed, payment_method: BILL } }, bearer(member.token))).status, 409);
  });

  test('the total is computed by the server: the discounted price when set, the discount the difference', async () => {
    await ctx.db.insertInto('membership_packages').values({ name: 'Pro', price: 8000, discounted_price: 6500, listing: JSON.stringify({ disabled: false }), sort_order: 8 }).execute();
    const member = await registerMember(ctx.app, ctx.db);
    const { status, body } = await send(ctx.app, membershipFeatureContract.buyMembership, { body: unchecked({ package_id: await planId(ctx, 'Pro'), payment_method: BILL, grand_total: 1, discount: 7999 }) }, bearer(member.token));
    assert.equal(status, 200, body.message);
    const order = orderOf(body.data);
    assert.deepEqual([order.kind, order.status, order.subtotal, order.discount, order.grand_total, order.event_name, order.package_name], ['membership', 'pending', 8000, 1500, 6500, 'Pro membership', 'Pro']);
    assert.match(order.bill_reference!, /^10470\d+$/);
  });

  test('a card purchase through the test gateway activates one year once; a replayed callback adds nothing', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const { orderId, callback } = await buyByCard(ctx.app, member, surge);
    const replay = await ctx.app.inject({ method: 'GET', url: callback });
    assert.deepEqual([replay.statusCode, replay.json().message], [409, 'This payment answer was received already.']);
    const periods = await periodsOf(ctx, member.userId);
    assert.equal(periods.length, 1);
    const [period] = periods;
    assert.equal(period.order_id, orderId);
    const yearLater = new Date(period.starts_at);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    assert.equal(period.ends_at?.toISOString(), yearLater.toISOString());
    const record = (await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data;
    assert.deepEqual([record.membership_package, record.membership_billing, record.membership_end_date, record.can_renew], ['Surge', 'Rs 6,000 a year', yearLater.toISOString(), false]);
    // One confirmation, however often the payment was reported.
    assert.equal((await outboxFor(ctx.db, member.email)).filter((m) => m.subject.startsWith('Your Surge membership')).length, 1);
    // The order is in the member's history, with the plan as what was bought.
    const orders = (await send(ctx.app, ticketingContract.getOrders, {}, bearer(member.token))).body.data.items;
    assert.deepEqual(orders.map((o: { id: number; kind: string; event_name: string; status: string }) => [o.id, o.kind, o.event_name, o.status]), [[orderId, 'membership', 'Surge membership', 'paid']]);
    const detail = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, bearer(member.token));
    assert.deepEqual([detail.status, detail.body.data.event, detail.body.data.tickets], [200, null, []]);
    // Surge again long before its end is refused, saying when renewal opens.
    const again = await send(ctx.app, membershipFeatureContract.validateMembership, { body: { package_name: 'Surge' } }, bearer(member.token));
    assert.equal(again.status, 409);
    assert.match(again.body.message, /^Surge is your current package, active until .+\. You can renew it from .+\.$/);
  });

  test('a bill payment stays pending (its 1Bill page reads it) until staff mark it paid, which activates it', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: BILL } }, bearer(member.token));
    const orderId = orderOf(bought.body.data).id;
    // A double submit answers the same order.
    const twice = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: BILL } }, bearer(member.token));
    assert.equal(orderOf(twice.body.data).id, orderId);
    const page = await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, bearer(member.token));
    assert.deepEqual([page.body.data.status, page.body.data.package_name], ['pending', 'Surge']);
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.membership_package, 'Seed');
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.pending_order!.id, orderId);

    const listed = (await get<{ items: Array<{ id: number; event_id: number | null }> }>(ctx.app, '/api/staff/orders?status=pending', bearer(staff.token))).body.data.items;
    assert.ok(listed.some((o: { id: number; event_id: number | null }) => o.id === orderId && o.event_id === null));
    const marked = await post<{ status: string }>(ctx.app, `/api/staff/orders/${orderId}/mark-paid`, { reference: 'HBL-20270501-7731' }, bearer(staff.token));
    assert.equal(marked.status, 200, marked.body.message);
    assert.equal(marked.body.data.status, 'paid');
    assert.equal((await periodsOf(ctx, member.userId)).length, 1);
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.membership_package, 'Surge');
    // Marking it again changes nothing.
    assert.equal((await post(ctx.app, `/api/staff/orders/${orderId}/mark-paid`, { reference: 'HBL-20270501-7731' }, bearer(staff.token))).status, 409);
    assert.equal((await periodsOf(ctx, member.userId)).length, 1);
  });

  test('a card payment approved after its order expired still pays it and adds the year (a plan holds no seat)', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: CARD } }, bearer(member.token));
    const redirect = bought.body.data as string;
    await ctx.db.updateTable('orders').set({ status: 'expired' }).where('user_id', '=', member.userId).execute();
    const decided = await ctx.app.inject({ method: 'POST', url: redirect, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    const back = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.match(back.headers.location as string, /^\/dashboard\/membership\?payment=paid/);
    assert.equal((await periodsOf(ctx, member.userId)).length, 1);
  });

  test('a card payment approved after its order was cancelled is honoured by staff: the membership is active, and staff are told until when', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: CARD } }, bearer(member.token));
    const orderId = (await ctx.db.selectFrom('orders').select('id').where('user_id', '=', member.userId).executeTakeFirstOrThrow()).id;
    await ctx.db.updateTable('orders').set({ status: 'cancelled', cancelled_at: new Date(), expires_at: null }).where('id', '=', orderId).execute();
    const decided = await ctx.app.inject({ method: 'POST', url: bought.body.data as string, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    const late = await ctx.db.selectFrom('late_payments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    assert.equal((await periodsOf(ctx, member.userId)).length, 0);

    const honoured = await post<{ order: { status: string } }>(ctx.app, `/api/staff/late-payments/${late.id}/honour`, {}, bearer(staff.token));
    assert.equal(honoured.status, 200, honoured.body.message);
    const record = (await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data;
    assert.deepEqual([record.membership_package, honoured.body.data.order.status], ['Surge', 'paid']);
    // Staff read what happened to the membership, not a ticket the member never gets.
    assert.equal(honoured.body.message, `The payment is honoured: the order is paid. The member's Surge membership is now active until ${record.membership_end_date_formatted}. The member has been told.`);
    assert.equal((await outboxFor(ctx.db, member.email)).filter((m) => m.subject.startsWith('Your Surge membership')).length, 1);
  });

  test('a declined card payment leads back to the plan’s purchase page and activates nothing', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: CARD } }, bearer(member.token));
    const decided = await ctx.app.inject({ method: 'POST', url: bought.body.data as string, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=decline' });
    const back = await ctx.app.inject({ method: 'GET', url: decided.headers.location as string });
    assert.equal(back.headers.location, '/dashboard/membership/Surge/order?payment=declined');
    assert.equal((await periodsOf(ctx, member.userId)).length, 0);
  });

  test('a member cannot read another member’s plan order; the certificate is always the caller’s own', async () => {
    const owner = await registerMember(ctx.app, ctx.db, { name: 'Owais Khan' });
    const other = await registerMember(ctx.app, ctx.db, { name: 'Hira Baig' });
    const bought = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: BILL } }, bearer(owner.token));
    const orderId = orderOf(bought.body.data).id;
    assert.equal((await send(ctx.app, ticketingContract.getOrder, { params: { orderId } }, bearer(other.token))).status, 404);
    assert.equal((await send(ctx.app, ticketingContract.orderPaid, { body: { order_id: orderId } }, bearer(other.token))).status, 404);
    // Whatever the body names, the certificate is of the signed-in member.
    const made = await send(ctx.app, membershipFeatureContract.generateCertificate, { body: unchecked({ member_id: owner.memberId, user_id: owner.userId }) }, bearer(other.token));
    assert.equal(made.status, 200);
    const code = (made.body.data.verify_url as string).split('/').pop()!;
    assert.equal((await send(ctx.app, membershipContract.verifyCertificate, { params: { code } })).body.data.name, 'Hira Baig');
  });

  test('the certificate is a PDF by a short-lived link; its code verifies with nothing private; unknown and replaced codes are 404', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Ayesha Siddiqui', phone: '+92 301 7654321' });
    await buyByCard(ctx.app, member, surge);
    const made = await send(ctx.app, membershipFeatureContract.generateCertificate, {}, bearer(member.token));
    const { certificate_url, verify_url } = made.body.data;
    assert.match(verify_url, /^http:\/\/site\.test\/verify\/[A-Za-z0-9_-]{22}$/);
    const pdf = await ctx.app.inject({ method: 'GET', url: certificate_url });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const tampered = certificate_url.replace(/signature=[^&]+/, 'signature=AAAA');
    assert.equal((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode, 404);

    const code = verify_url.split('/').pop()!;
    const { membership_id } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', member.userId).executeTakeFirstOrThrow();
    // Whoever holds the paper and cannot scan its QR code reads where to check it, and the code, as text.
    const printed = pdfText(pdf.rawPayload).split('\n');
    for (const line of ['Ayesha Siddiqui', 'MEMBER ID', membership_id, 'Surge', verify_url, `Verification code: ${code}`]) assert.ok(printed.includes(line), `the certificate prints ${line}`);
    assert.equal(pageCount(pdf.rawPayload), 1, 'the certificate is one page');

    const verified = await send(ctx.app, membershipContract.verifyCertificate, { params: { code } });
    assert.equal(verified.status, 200);
    assert.deepEqual(Object.keys(verified.body.data).sort(), ['kind', 'member_id_formatted', 'name', 'package', 'valid', 'valid_until']);
    assert.equal(verified.body.data.kind, 'membership');
    assert.deepEqual(
      [verified.body.data.valid, verified.body.data.name, verified.body.data.member_id_formatted, verified.body.data.package],
      [true, 'Ayesha Siddiqui', membership_id, 'Surge'],
    );
    const text = JSON.stringify(verified.body);
    for (const secret of [member.email, '7654321', member.memberId]) assert.ok(!text.includes(secret), `the verification shows ${secret}`);

    const unknown = await send(ctx.app, membershipContract.verifyCertificate, { params: { code: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'This certificate could not be found. It may have been replaced by a newer certificate of the same member.']);
    assert.equal((await send(ctx.app, membershipContract.verifyCertificate, { params: { code: 'short' } })).status, 404);
    // A new certificate replaces the code of the previous one.
    await send(ctx.app, membershipFeatureContract.generateCertificate, {}, bearer(member.token));
    assert.equal((await send(ctx.app, membershipContract.verifyCertificate, { params: { code } })).status, 404);
  });

  test('a disabled member’s membership does not verify and their certificate link stops; enabled again, it verifies', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Kamran Shah' });
    await buyByCard(ctx.app, member, surge);
    const { certificate_url, verify_url } = (await send(ctx.app, membershipFeatureContract.generateCertificate, {}, bearer(member.token))).body.data;
    const code = verify_url.split('/').pop()!;
    const running = await send(ctx.app, membershipContract.verifyCertificate, { params: { code } });
    assert.deepEqual([running.body.data.valid, running.body.message], [true, 'This membership is valid.']);

    const disabled = await send(ctx.app, memberAccountContract.disableMember, { params: { memberId: member.memberId }, body: { reason: 'Fake documents' } }, bearer(staff.token));
    assert.equal(disabled.status, 200, disabled.body.message);
    const disabledAt = (await ctx.db.selectFrom('users').select('disabled_at').where('id', '=', member.userId).executeTakeFirstOrThrow()).disabled_at!;
    const refused = await send(ctx.app, membershipContract.verifyCertificate, { params: { code } });
    assert.equal(refused.status, 200);
    assert.equal(refused.body.message, 'This membership is not valid.');
    // What an ended membership's answer holds, ending the day the account stopped; not why, nor that it was disabled.
    const { membership_id } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.deepEqual(refused.body.data, { kind: 'membership', valid: false, name: 'Kamran Shah', member_id_formatted: membership_id, package: 'Surge', valid_until: disabledAt.toISOString() });
    assert.ok(!/disabled|fake/i.test(JSON.stringify(refused.body)), 'the answer says nothing of the account');
    const pdf = await ctx.app.inject({ method: 'GET', url: certificate_url });
    assert.deepEqual([pdf.statusCode, pdf.json().message], [404, 'This certificate link is invalid or has expired.']);

    const enabled = await send(ctx.app, memberAccountContract.enableMember, { params: { memberId: member.memberId }, body: { reason: 'Documents checked' } }, bearer(staff.token));
    assert.equal(enabled.status, 200, enabled.body.message);
    assert.equal((await send(ctx.app, membershipContract.verifyCertificate, { params: { code } })).body.data.valid, true);
    assert.equal((await ctx.app.inject({ method: 'GET', url: certificate_url })).statusCode, 200, 'a link not yet expired works again');
  });

  test('choosing Seed while on Surge places no order and moves the member to Seed when the paid year ends', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await buyByCard(ctx.app, member, surge);
    const end = (await periodsOf(ctx, member.userId))[0].ends_at!.toISOString();
    const valid = await send(ctx.app, membershipFeatureContract.validateMembership, { body: { package_name: 'Seed' } }, bearer(member.token));
    assert.equal(valid.status, 200, valid.body.message);
    const chose = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: seed, payment_method: CARD } }, bearer(member.token));
    assert.equal(chose.status, 200, chose.body.message);
    assert.deepEqual(chose.body.data, { order: null, moves_to_seed_on: end });
    const record = (await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data;
    assert.deepEqual([record.membership_package, record.moves_to_seed_on], ['Surge', end]);
    assert.equal((await send(ctx.app, membershipFeatureContract.validateMembership, { body: { package_name: 'Seed' } }, bearer(member.token))).status, 409);
    const orders = await ctx.db.selectFrom('orders').select('id').where('user_id', '=', member.userId).execute();
    assert.equal(orders.length, 1);
  });

  test('staff grant a membership with a reason (audited), read a member’s history and orders, and list the ones ending soon', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Bilal Ahmed' });
    const url = `/api/staff/members/${member.memberId}/membership/grants`;
    const noReason = await post(ctx.app, url, { package_id: surge, months: 3 }, bearer(staff.token));
    assert.deepEqual([noReason.status, noReason.body.data.errors?.reason], [422, 'Please give the reason for this membership']);
    assert.equal((await post(ctx.app, url, { package_id: surge, months: 3, reason: 'Sponsored' }, bearer(member.token))).status, 403);
    const soon = new Date(ctx.clock.now().getTime() + 10 * DAY * 1000).toISOString().slice(0, 10);
    const granted = await post(ctx.app, url, { package_id: surge, ends_on: soon, reason: 'Sponsored by the Lahore chapter' }, bearer(staff.token));
    assert.equal(granted.status, 201, granted.body.message);
    assert.deepEqual(
      granted.body.data.periods.map((p: { package: string; source: string; granted_by: string; reason: string }) => [p.package, p.source, p.granted_by, p.reason]),
      [['Surge', 'grant', 'Zainab Hussain', 'Sponsored by the Lahore chapter']],
    );
    assert.equal(granted.body.data.membership.membership_package, 'Surge');
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'entity_id']).where('action', '=', 'membership.grant').execute();
    assert.deepEqual(audit, [{ action: 'membership.grant', actor_id: staff.userId, entity_id: member.memberId }]);

    const history = await send(ctx.app, membershipFeatureContract.getMemberMembership, { params: { memberId: member.memberId } }, bearer(staff.token));
    assert.deepEqual([history.status, history.body.data.periods.length, history.body.data.orders], [200, 1, []]);
    // Staff look a member up by what they have in hand: the printed MEMBER ID (any case) or the e-mail.
    const printed = history.body.data.member_id_formatted as string;
    const email = history.body.data.email as string;
    for (const typed of [printed, printed.toLowerCase(), email.toUpperCase()]) {
      const found = await send(ctx.app, membershipFeatureContract.getMemberMembership, { params: { memberId: typed } }, bearer(staff.token));
      assert.deepEqual([found.status, found.body.data?.member_id], [200, member.memberId], typed);
    }
    assert.equal((await send(ctx.app, membershipFeatureContract.getMemberMembership, { params: { memberId: 'nobody@example.com' } }, bearer(staff.token))).status, 404);
    const ending = (await send(ctx.app, membershipFeatureContract.getEndingMemberships, { query: { per_page: '50' } }, bearer(staff.token))).body.data.items;
    assert.ok(ending.some((row: { member_id: string; package: string }) => row.member_id === member.memberId && row.package === 'Surge'));
  });

  test('nobody grants a membership to their own account, staff or admin: another staff member does', async () => {
    const admin = await registerMember(ctx.app, ctx.db, { name: 'Hamza Admin' });
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const grant = (to: Registered, by: Registered) =>
      send(ctx.app, membershipFeatureContract.grantMembership, { params: { memberId: to.memberId }, body: { package_id: surge, months: 60, reason: 'Five years for the work I do' } }, bearer(by.token));
    for (const [own, colleague] of [
      [staff, admin],
      [admin, staff],
    ]) {
      const refused = await grant(own, own);
      assert.deepEqual([refused.status, refused.body.message], [403, OWN_GRANT]);
      assert.deepEqual(await periodsOf(ctx, own.userId), [], 'no period was added');
      assert.equal((await send(ctx.app, membershipContract.getMembership, {}, bearer(own.token))).body.data.membership_package, 'Seed');
      const granted = await grant(own, colleague);
      assert.equal(granted.status, 201, granted.body.message);
      assert.equal(granted.body.data.membership.membership_package, 'Surge');
    }
    const audit = await ctx.db.selectFrom('audit_log').select(['actor_id', 'entity_id']).where('action', '=', 'membership.grant').where('entity_id', 'in', [staff.memberId, admin.memberId]).orderBy('id').execute();
    assert.deepEqual(audit, [
      { actor_id: admin.userId, entity_id: staff.memberId },
      { actor_id: staff.userId, entity_id: admin.memberId },
    ]);
  });
});

describe('renewing early', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('renewal opens 30 days before the end and the new year starts where the current one ends', async () => {
    const surge = await planId(ctx, 'Surge');
    const member = await registerMember(ctx.app, ctx.db);
    await buyByCard(ctx.app, member, surge);
    const [first] = await periodsOf(ctx, member.userId);
    const end = first.ends_at!;
    await ctx.advance(Math.ceil((end.getTime() - 31 * DAY * 1000 - ctx.clock.now().getTime()) / 1000));
    assert.equal((await send(ctx.app, membershipFeatureContract.validateMembership, { body: { package_name: 'Surge' } }, bearer(member.token))).status, 409);
    await ctx.advance(2 * DAY);
    const record = (await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data;
    assert.equal(record.can_renew, true);
    assert.equal((await send(ctx.app, membershipFeatureContract.validateMembership, { body: { package_name: 'Surge' } }, bearer(member.token))).status, 200);
    await buyByCard(ctx.app, member, surge);
    const periods = await periodsOf(ctx, member.userId);
    assert.equal(periods.length, 2);
    assert.equal(periods[1].starts_at.toISOString(), end.toISOString());
    const yearAfter = new Date(end);
    yearAfter.setUTCFullYear(yearAfter.getUTCFullYear() + 1);
    assert.equal(periods[1].ends_at?.toISOString(), yearAfter.toISOString());
    assert.equal((await send(ctx.app, membershipContract.getMembership, {}, bearer(member.token))).body.data.membership_end_date, yearAfter.toISOString());
  });
});

describe('unpaid plan orders', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('a bill-payment plan order expires when its hold ends (there is no seat to give back), and the member may order again', async () => {
    const surge = await planId(ctx, 'Surge');
    const member = await registerMember(ctx.app, ctx.db);
    const first = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: BILL } }, bearer(member.token));
    await ctx.advance(ctx.app.config.billPaymentHoldSeconds + 60);
    assert.equal((await send(ctx.app, ticketingContract.getOrder, { params: { orderId: orderOf(first.body.data).id } }, bearer(member.token))).body.data.status, 'expired');
    assert.equal((await periodsOf(ctx, member.userId)).length, 0);
    const again = await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: BILL } }, bearer(member.token));
    assert.equal(again.status, 200, again.body.message);
    assert.notEqual(orderOf(again.body.data).id, orderOf(first.body.data).id);
  });
});

describe('renewal reminders', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  const reminders = async (email: string) => (await outboxFor(ctx.db, email)).filter((m) => /membership|Come back/.test(m.subject) && !m.subject.startsWith('Your Surge membership ('));

  test('30 and 7 days before, on the day and 30 days after, each once; none to the unsubscribed or to who chose Seed', async () => {
    const surge = await planId(ctx, 'Surge');
    const seed = await planId(ctx, 'Seed');
    const reminded = await registerMember(ctx.app, ctx.db);
    const unsubscribed = await registerMember(ctx.app, ctx.db);
    const downgraded = await registerMember(ctx.app, ctx.db);
    for (const member of [reminded, unsubscribed, downgraded]) await buyByCard(ctx.app, member, surge);
    // The welcome mail's link unsubscribes.
    const welcome = (await outboxFor(ctx.db, unsubscribed.email)).find((m) => m.subject.startsWith('Welcome'))!;
    const welcomeId = /unsubscribe\?id=([A-Za-z0-9_-]+)/.exec(welcome.text)![1];
    assert.equal((await send(ctx.app, accountFeatureContract.unsubscribe, { body: { id: welcomeId } })).status, 200);
    assert.equal((await send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: seed, payment_method: CARD } }, bearer(downgraded.token))).status, 200);

    const end = (await periodsOf(ctx, reminded.userId))[0].ends_at!.getTime();
    const moveTo = (at: number) => ctx.advance(Math.ceil((at - ctx.clock.now().getTime()) / 1000));
    await ctx.advance(0);
    assert.deepEqual(await reminders(reminded.email), []);

    const expected: string[] = [];
    for (const [at, subject] of [
      [end - 30 * DAY * 1000 + 3_600_000, /^Your Surge membership ends on /],
      [end - 7 * DAY * 1000 + 3_600_000, /^One week left of your Surge membership$/],
      [end + 60_000, /^Your Surge membership ends today$/],
      [end + 30 * DAY * 1000 + 3_600_000, /^Come back to Surge$/],
    ] as const) {
      await moveTo(at);
      const mails = await reminders(reminded.email);
      assert.equal(mails.length, expected.length + 1, `after moving to ${new Date(at).toISOString()}: ${mails.map((m) => m.subject).join(' | ')}`);
      assert.match(mails.at(-1)!.subject, subject);
      expected.push(mails.at(-1)!.subject);
      // The next day's sweep sends nothing again.
      await ctx.advance(DAY);
      assert.equal((await reminders(reminded.email)).length, expected.length);
    }
    assert.deepEqual(await reminders(unsubscribed.email), []);
    assert.deepEqual(await reminders(downgraded.email), []);
    const rows = await ctx.db.selectFrom('membership_reminders').select('kind').orderBy('sent_at').execute();
    assert.deepEqual(rows.map((r) => r.kind).filter((k, i, all) => all.indexOf(k) === i).sort(), ['after-30', 'before-30', 'before-7', 'on-day']);

    // After the end, the member is on Seed again, told when Surge ended.
    const record = (await send(ctx.app, membershipContract.getMembership, {}, bearer(reminded.token))).body.data;
    assert.deepEqual([record.membership_package, record.ended_package, record.ended_on], ['Seed', 'Surge', new Date(end).toISOString()]);

    // Every reminder's unsubscribe link works on the /unsubscribe page's call.
    const last = (await reminders(reminded.email)).at(-1)!;
    const id = /unsubscribe\?id=([A-Za-z0-9._-]+)/.exec(last.text)![1];
    assert.equal((await send(ctx.app, accountFeatureContract.unsubscribe, { body: { id } })).status, 200);
    assert.equal((await ctx.db.selectFrom('users').select('marketing_opt_out').where('id', '=', reminded.userId).executeTakeFirstOrThrow()).marketing_opt_out, true);
    assert.equal((await send(ctx.app, accountFeatureContract.unsubscribe, { body: { id: id.slice(0, -2) + 'xx' } })).status, 404);
  });
});

describe('concurrent purchases and payments', { skip: process.env.DATABASE_URL ? false : 'runs on PostgreSQL only: DATABASE_URL is not set' }, () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('two submits at once make one order; two approvals of it at once add one year', async () => {
    const surge = await planId(ctx, 'Surge');
    const member = await registerMember(ctx.app, ctx.db);
    const submits = await Promise.all([1, 2, 3].map(() => send(ctx.app, membershipFeatureContract.buyMembership, { body: { package_id: surge, payment_method: CARD } }, bearer(member.token))));
    assert.deepEqual(submits.map((s) => s.status), [200, 200, 200]);
    const orders = await ctx.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', member.userId).execute();
    assert.deepEqual(orders.map((o) => o.status), ['pending']);
    const attempt = await ctx.db.selectFrom('payment_attempts').select(['reference', 'amount']).where('order_id', '=', orders[0].id).executeTakeFirstOrThrow();
    const callbacks = await Promise.all([1, 2].map(() => signedCallback(ctx.db, { reference: attempt.reference, orderId: orders[0].id, amount: attempt.amount }, true)));
    const answers = await Promise.all(callbacks.map((fields) => ctx.app.inject({ method: 'GET', url: `/api/payments/test-gateway/return?${new URLSearchParams(fields)}` })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [303, 409]);
    assert.equal((await periodsOf(ctx, member.userId)).length, 1);
  });
});

describe('the staff list of memberships ending: search and sort', () => {
  let ctx: TestContext;
  let staff: Registered;
  let farah: Registered;
  let imran: Registered;

  const grantUntil = async (member: Registered, days: number) => {
    const ends_on = new Date(ctx.clock.now().getTime() + days * DAY * 1000).toISOString().slice(0, 10);
    const res = await send(ctx.app, membershipFeatureContract.grantMembership, { params: { memberId: member.memberId }, body: { package_id: await planId(ctx, 'Surge'), ends_on, reason: 'Sponsored' } }, bearer(staff.token));
    assert.equal(res.status, 201, res.body.message);
  };
  const ending = async (query: string) => {
    const res = await get(ctx.app, `/api/staff/memberships/ending?per_page=50&${query}`, bearer(staff.token));
    assert.equal(res.status, 200, res.body.message);
    return (res.body.data.items as Array<{ member_id: string }>).map((row) => row.member_id);
  };

  before(async () => {
    ctx = await startTestApp();
    staff = await makeStaff(ctx);
    farah = await registerMember(ctx.app, ctx.db, { name: 'Farah Naz Jamali', phone: '+92 321 5550101' });
    imran = await registerMember(ctx.app, ctx.db, { name: 'Imran Jamali', phone: '+92 333 5550202' });
    const later = await registerMember(ctx.app, ctx.db, { name: 'Kamran Jamali' });
    await grantUntil(farah, 20);
    await grantUntil(imran, 5);
    await grantUntil(later, 45);
  });
  after(() => ctx.close());

  test('staff find a member whose membership ends soon by name words, e-mail, phone as typed, or MEMBER ID', async () => {
    const { membership_id: printed } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', farah.userId).executeTakeFirstOrThrow();
    for (const q of ['farah', 'naz jam', farah.email.slice(0, 14), farah.email.toUpperCase(), '03215550101', '0321-5550101', farah.memberId, printed, printed.toLowerCase()]) {
      assert.deepEqual(await ending(`q=${encodeURIComponent(q)}`), [farah.memberId], `searching "${q}"`);
    }
    assert.deepEqual(await ending('q=jamali'), [imran.memberId, farah.memberId], 'one ending in 45 days is not listed');
    assert.deepEqual(await ending('q=%25'), [], 'a wildcard is a character, not everything');
    assert.deepEqual(await ending('q=nobody-here'), []);
  });

  test('the list sorts by end date or name, either way; an unknown column is refused', async () => {
    assert.deepEqual(await ending('q=jamali&sort=ends_at&dir=desc'), [farah.memberId, imran.memberId]);
    assert.deepEqual(await ending('q=jamali&sort=name'), [farah.memberId, imran.memberId], 'by name, A to Z unless asked');
    assert.deepEqual(await ending('q=jamali&sort=name&dir=desc'), [imran.memberId, farah.memberId]);
    assert.equal((await send(ctx.app, membershipFeatureContract.getEndingMemberships, { query: { sort: 'package' } }, bearer(staff.token))).status, 400);
  });
});
