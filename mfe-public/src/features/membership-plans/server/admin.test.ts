import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contentContract } from '../../../../../shared-api/src/contracts/content.js';
import { membershipContract } from '../../../../../shared-api/src/contracts/membership.js';
import { ticketingContract } from '../../../../../shared-api/src/contracts/ticketing.js';
import { bearer, call, post, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { planAdminContract } from '../contract.js';

const URDU = { 'accept-language': 'ur' };
const BILL = 5;

describe('staff write the membership plans’ texts in English and Urdu, and an Urdu reader reads the Urdu', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let surge: number;

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Malik' });
    surge = (await ctx.db.selectFrom('membership_packages').select('id').where('name', '=', 'Surge').executeTakeFirstOrThrow()).id;
  });
  after(() => ctx.close());

  const surgeTexts = {
    name_ur: 'سرج پلس',
    description: 'Tax filing, insurance and training for working freelancers.',
    description_ur: 'کام کرنے والے فری لانسرز کے لیے ٹیکس فائلنگ، انشورنس اور تربیت۔',
    features: [
      { name: 'Annual Tax Filing', name_ur: 'سالانہ ٹیکس گوشوارہ', description: 'Your yearly return, filed for you.', description_ur: 'آپ کا سالانہ گوشوارہ، آپ کی طرف سے جمع۔' },
      // Its Urdu is not written yet: Urdu pages show the English meanwhile.
      { name: 'Workshops and Trainings', name_ur: '', description: 'Paid workshops at no extra cost.', description_ur: '  ' },
    ],
  };

  test('visitors get 401 and members 403 on every staff call, and the plan is unchanged', async () => {
    const before = await ctx.db.selectFrom('membership_packages').select(['name_ur', 'listing']).where('id', '=', surge).executeTakeFirstOrThrow();
    for (const [method, url, payload] of [
      ['GET', '/api/staff/membership-plans'],
      ['GET', `/api/staff/membership-plans/${surge}`],
      ['POST', `/api/staff/membership-plans/${surge}`, surgeTexts],
    ] as const) {
      assert.equal((await call(ctx.app, { method, url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method, url, payload, headers: bearer(member.token) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await ctx.db.selectFrom('membership_packages').select(['name_ur', 'listing']).where('id', '=', surge).executeTakeFirstOrThrow(), before);
  });

  test('a plan’s Urdu saved by staff is what an Urdu call reads; an English call reads the English; an Urdu text not written reads as its English', async () => {
    const saved = await send(ctx.app, planAdminContract.updatePlan, { params: { planId: surge }, body: surgeTexts }, bearer(staff.token));
    assert.equal(saved.status, 200, saved.body.message);
    assert.deepEqual([saved.body.data.name, saved.body.data.name_ur, saved.body.data.description_ur], ['Surge', 'سرج پلس', surgeTexts.description_ur]);
    // An Urdu text left empty is not written: null, not an empty text.
    assert.deepEqual(saved.body.data.features, [
      { name: 'Annual Tax Filing', name_ur: 'سالانہ ٹیکس گوشوارہ', description: 'Your yearly return, filed for you.', description_ur: 'آپ کا سالانہ گوشوارہ، آپ کی طرف سے جمع۔' },
      { name: 'Workshops and Trainings', name_ur: null, description: 'Paid workshops at no extra cost.', description_ur: null },
    ]);
    // The rest of the card is kept as it was.
    assert.equal(saved.body.data.price, 6000);

    const urdu = await send(ctx.app, contentContract.getPackage, { params: { name: 'Surge' } }, URDU);
    assert.equal(urdu.status, 200, urdu.body.message);
    assert.ok(!Array.isArray(urdu.body.data));
    assert.deepEqual([urdu.body.data.name, urdu.body.data.title, urdu.body.data.description], ['Surge', 'سرج پلس', surgeTexts.description_ur]);
    assert.deepEqual(urdu.body.data.features, [
      { name: 'سالانہ ٹیکس گوشوارہ', description: 'آپ کا سالانہ گوشوارہ، آپ کی طرف سے جمع۔' },
      { name: 'Workshops and Trainings', description: 'Paid workshops at no extra cost.' },
    ]);
    assert.equal(urdu.body.data.memberPrice, 500);
    assert.match(String(urdu.headers.vary), /Accept-Language/i, 'a shared cache keeps each language’s answer apart');

    const english = await send(ctx.app, contentContract.getPackage, { params: { name: 'Surge' } });
    assert.ok(!Array.isArray(english.body.data));
    assert.deepEqual([english.body.data.title, english.body.data.description, english.body.data.features[0].name], ['Surge', surgeTexts.description, 'Annual Tax Filing']);

    // Staff read what they wrote, and the change is in the audit log.
    const form = await send(ctx.app, planAdminContract.getStaffPlan, { params: { planId: surge } }, bearer(staff.token));
    assert.equal(form.body.data.name_ur, 'سرج پلس');
    assert.ok((await send(ctx.app, planAdminContract.getStaffPlans, {}, bearer(staff.token))).body.data.some((p) => p.id === surge && p.description_ur === surgeTexts.description_ur));
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'after']).where('entity', '=', 'membership_plan').where('entity_id', '=', String(surge)).execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actor_id]),
      [['membership_plan.update', staff.userId]],
    );
    assert.equal((audit[0].after as { name_ur: string }).name_ur, 'سرج پلس');
  });

  test('refuses Urdu typed in Latin letters and a plan without benefits, by the shared rules, and saves nothing', async () => {
    const before = await ctx.db.selectFrom('membership_packages').select(['name_ur', 'listing']).where('id', '=', surge).executeTakeFirstOrThrow();
    const latin = await send(ctx.app, planAdminContract.updatePlan, { params: { planId: surge }, body: { ...surgeTexts, name_ur: 'Surge' } }, bearer(staff.token));
    assert.equal(latin.status, 422);
    assert.equal(latin.body.data?.errors?.name_ur, 'Please write the Urdu in Urdu script');
    const none = await send(ctx.app, planAdminContract.updatePlan, { params: { planId: surge }, body: { ...surgeTexts, features: [] } }, bearer(staff.token));
    assert.equal(none.status, 422);
    assert.equal(none.body.data?.errors?.features, 'Please list at least one benefit');
    const missing = await send(ctx.app, planAdminContract.updatePlan, { params: { planId: 999_999 }, body: surgeTexts }, bearer(staff.token));
    assert.equal(missing.status, 404);
    assert.deepEqual(await ctx.db.selectFrom('membership_packages').select(['name_ur', 'listing']).where('id', '=', surge).executeTakeFirstOrThrow(), before);
  });

  test('a member reading in Urdu reads their plan, its billing and their order’s line in Urdu; its key stays the English name', async () => {
    await ctx.db.updateTable('membership_packages').set({ name_ur: 'سرج' }).where('id', '=', surge).execute();
    const buyer = await registerMember(ctx.app, ctx.db, { name: 'Hira Baig' });
    // Buying a plan is mfe-account's call: reached at its address, as a browser does.
    const bought = await post<{ order: { event_name: string; package_name: string; package_title: string } | null }>(ctx.app, '/api/user/membership', { package_id: surge, payment_method: BILL }, { ...bearer(buyer.token), ...URDU });
    assert.equal(bought.status, 200, bought.body.message);
    const order = bought.body.data.order;
    assert.deepEqual([order?.event_name, order?.package_name, order?.package_title], ['سرج رکنیت', 'Surge', 'سرج']);

    const record = (await send(ctx.app, membershipContract.getMembership, {}, { ...bearer(buyer.token), ...URDU })).body.data;
    assert.deepEqual([record.membership_package, record.membership_package_title, record.membership_billing], ['Seed', 'سیڈ', 'مفت']);
    assert.deepEqual([record.pending_order?.event_name, record.pending_order?.package_name], ['سرج رکنیت', 'Surge']);

    const orders = (await send(ctx.app, ticketingContract.getOrders, { query: {} }, { ...bearer(buyer.token), ...URDU })).body.data.items;
    assert.deepEqual(orders.map((o) => [o.event_name, o.package_name, o.package_title]), [['سرج رکنیت', 'Surge', 'سرج']]);
    // In English the line is as it always was.
    const english = (await send(ctx.app, ticketingContract.getOrders, { query: {} }, bearer(buyer.token))).body.data.items;
    assert.deepEqual(english.map((o) => [o.event_name, o.package_title]), [['Surge membership', 'Surge']]);
  });

  test('a paid plan is billed in the reader’s language', async () => {
    const granted = await registerMember(ctx.app, ctx.db, { name: 'Owais Khan' });
    // Granting a plan is mfe-account's call: reached at its address, as a browser does.
    const res = await post(ctx.app, `/api/staff/members/${granted.memberId}/membership/grants`, { package_id: surge, months: 12, reason: 'Sponsored by a partner' }, bearer(staff.token));
    assert.equal(res.status, 201, res.body.message);
    const urdu = (await send(ctx.app, membershipContract.getMembership, {}, { ...bearer(granted.token), ...URDU })).body.data;
    assert.deepEqual([urdu.membership_package, urdu.membership_package_title, urdu.membership_billing], ['Surge', 'سرج', '6,000 روپے سالانہ']);
    const english = (await send(ctx.app, membershipContract.getMembership, {}, bearer(granted.token))).body.data;
    assert.deepEqual([english.membership_package_title, english.membership_billing], ['Surge', 'Rs 6,000 a year']);
  });
});
