import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { INCOMPLETE_PROFILE_MESSAGE } from '../../../../shared-api/src/enums.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, get, post, registerMember, type Registered } from '../../test/http.js';
import { completeProfile } from '../../test/profile.js';

const PROMOTION = {
  company_name: 'Daraz Business',
  company_link: 'https://example.org/?demo=promotion&name=daraz',
  title: '20% off office supplies',
  description: '<p>Twenty percent off.</p><script>alert(1)</script>',
  terms: '<p>One use per member.</p>',
  organizer: 'Daraz',
  free: true,
  code_kind: 'pool',
};

describe('promotions', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const as = (who: Registered) => bearer(who.token);
  const create = async (body: object) => post(ctx.app, '/api/staff/promotions', body, as(staff));
  const claims = async () => Number((await ctx.db.selectFrom('promotion_claims').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const completeMember = async () => {
    const m = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, m);
    return m;
  };

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await completeMember();
  });
  after(() => ctx.close());

  test('staff create a promotion with sanitized HTML; members list and read it without any code', async () => {
    const made = await create(PROMOTION);
    assert.equal(made.status, 201, made.body.message);
    assert.equal(made.body.data.description, '<p>Twenty percent off.</p>');
    const list = await get(ctx.app, '/api/discounts', as(member));
    assert.equal(list.status, 200);
    assert.ok(list.body.data.some((p: { id: number }) => p.id === made.body.data.id));
    const one = await get(ctx.app, `/api/discount/${made.body.data.id}`, as(member));
    assert.equal(one.body.data.company_name, 'Daraz Business');
    assert.equal(JSON.stringify(one.body).includes('code'), false);
  });

  test('a shared code: every member gets it, the same each time', async () => {
    const made = await create({ ...PROMOTION, code_kind: 'shared', shared_code: 'FREELANCE20' });
    const first = await get(ctx.app, `/api/discount/${made.body.data.id}/claim`, as(member));
    assert.equal(first.status, 200, first.body.message);
    assert.deepEqual(first.body.data, { discount_link: PROMOTION.company_link, discount_code: 'FREELANCE20' });
    const again = await get(ctx.app, `/api/discount/${made.body.data.id}/claim`, as(member));
    assert.deepEqual(again.body.data, first.body.data);
  });

  test('an incomplete profile cannot claim, and nothing is written', async () => {
    const made = await create({ ...PROMOTION, code_kind: 'shared', shared_code: 'X1' });
    const newcomer = await registerMember(ctx.app, ctx.db);
    const before = await claims();
    const res = await get(ctx.app, `/api/discount/${made.body.data.id}/claim`, as(newcomer));
    assert.equal(res.status, 403);
    assert.equal(res.body.message, INCOMPLETE_PROFILE_MESSAGE);
    assert.equal(await claims(), before);
  });

  test('20 members claiming 5 pool codes at once: 5 distinct winners, the rest told no codes are left; a winner claiming again gets the same code', async () => {
    const made = await create(PROMOTION);
    const id = made.body.data.id;
    const upload = await post(ctx.app, `/api/staff/promotions/${id}/codes`, { codes: 'code\nDZ-1\nDZ-2\r\nDZ-3\nDZ-4\nDZ-5\nDZ-5\n\n' }, as(staff));
    assert.equal(upload.status, 200, upload.body.message);
    assert.equal(upload.body.data.codes, 5);
    const members = await Promise.all(Array.from({ length: 20 }, () => completeMember()));
    const answers = await Promise.all(members.map((m) => get(ctx.app, `/api/discount/${id}/claim`, as(m))));
    const won = answers.filter((a) => a.status === 200).map((a) => a.body.data.discount_code);
    assert.equal(won.length, 5);
    assert.deepEqual([...new Set(won)].sort(), ['DZ-1', 'DZ-2', 'DZ-3', 'DZ-4', 'DZ-5']);
    const lost = answers.filter((a) => a.status !== 200);
    assert.ok(lost.every((a) => a.status === 409 && a.body.message === 'All codes for this promotion have been claimed. Please check back later.'));
    const winner = members[answers.findIndex((a) => a.status === 200)];
    const again = await get(ctx.app, `/api/discount/${id}/claim`, as(winner));
    assert.equal(again.body.data.discount_code, answers.find((a) => a.status === 200)!.body.data.discount_code);
    const claimants = await get(ctx.app, `/api/staff/promotions/${id}/claims`, as(staff));
    assert.equal(claimants.body.data.items.length, 5);
    const staffView = await get(ctx.app, `/api/staff/promotions/${id}`, as(staff));
    assert.equal(staffView.body.data.claimed, 5);
  });

  test('a closed promotion is gone for members, and closing is audited', async () => {
    const made = await create({ ...PROMOTION, code_kind: 'shared', shared_code: 'BYE' });
    const id = made.body.data.id;
    const closed = await post(ctx.app, `/api/staff/promotions/${id}/close`, undefined, as(staff));
    assert.equal(closed.status, 200, closed.body.message);
    assert.equal((await get(ctx.app, `/api/discount/${id}`, as(member))).status, 404);
    assert.equal((await get(ctx.app, `/api/discount/${id}/claim`, as(member))).status, 404);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'promotion.close').execute();
    assert.equal(audit.length, 1);
  });
});
