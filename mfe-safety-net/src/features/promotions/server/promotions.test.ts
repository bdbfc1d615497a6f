import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { INCOMPLETE_PROFILE_MESSAGE } from '../../../../../shared-api/src/enums.js';
import { bearer, completeProfile, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { promotionContract } from '../contract.js';

const PROMOTION = {
  company_name: 'Daraz Business',
  company_link: 'https://example.org/?demo=promotion&name=daraz',
  title: '20% off office supplies',
  description: '<p>Twenty percent off.</p><script>alert(1)</script>',
  terms: '<p>One use per member.</p>',
  organizer: 'Daraz',
  free: true,
  code_kind: 'pool' as const,
};

describe('promotions', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const as = (who: Registered) => bearer(who.token);
  const draft = async (body: object) => send(ctx.app, promotionContract.createPromotion, { body: body }, as(staff));
  /** A promotion members see: created (a draft) and published. */
  const create = async (body: object) => {
    const made = await draft(body);
    if (made.status === 201) assert.equal((await send(ctx.app, promotionContract.publishPromotion, { params: { promotionId: made.body.data.id } }, as(staff))).status, 200);
    return made;
  };
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
    const list = await send(ctx.app, promotionContract.getPromotions, {}, as(member));
    assert.equal(list.status, 200);
    assert.ok(list.body.data.some((p: { id: number }) => p.id === made.body.data.id));
    const one = await send(ctx.app, promotionContract.getPromotion, { params: { promotionId: made.body.data.id } }, as(member));
    assert.equal(one.body.data.company_name, 'Daraz Business');
    assert.equal(JSON.stringify(one.body).includes('code'), false);
  });

  test('the description and terms read back clean after an edit: no script, event handler, javascript: link or picture; text that was only script is refused and nothing changes', async () => {
    const made = await create(PROMOTION);
    const id = made.body.data.id;
    const dirty = '<p onmouseover="steal()">Twenty percent off <img src="/api/storage/x.png" onerror="alert(1)"> at <a href="javascript:alert(1)">the shop</a>.</p><script>alert(1)</script>';
    const saved = await send(ctx.app, promotionContract.updatePromotion, { params: { promotionId: id }, body: { ...PROMOTION, description: dirty, terms: `<ul><li>One use</li></ul>${dirty}` } }, as(staff));
    assert.equal(saved.status, 200, saved.body.message);
    const clean = '<p>Twenty percent off  at <a>the shop</a>.</p>';
    const staffView = (await send(ctx.app, promotionContract.getStaffPromotion, { params: { promotionId: id } }, as(staff))).body.data;
    assert.deepEqual([staffView.description, staffView.terms], [clean, `<ul><li>One use</li></ul>${clean}`]);
    const memberView = (await send(ctx.app, promotionContract.getPromotion, { params: { promotionId: id } }, as(member))).body.data;
    assert.deepEqual([memberView.description, memberView.terms], [clean, `<ul><li>One use</li></ul>${clean}`], 'members read what staff saved');

    const empty = await send(ctx.app, promotionContract.updatePromotion, { params: { promotionId: id }, body: { ...PROMOTION, description: '<script>alert(1)</script>', terms: '<p>&nbsp;</p>' } }, as(staff));
    assert.equal(empty.status, 422);
    assert.deepEqual(empty.body.data.errors, { description: 'Please describe the offer', terms: 'Please enter the terms and conditions' });
    assert.equal((await send(ctx.app, promotionContract.getStaffPromotion, { params: { promotionId: id } }, as(staff))).body.data.description, clean);
  });

  test('a shared code: every member gets it, the same each time', async () => {
    const made = await create({ ...PROMOTION, code_kind: 'shared', shared_code: 'FREELANCE20' });
    const first = await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: made.body.data.id } }, as(member));
    assert.equal(first.status, 200, first.body.message);
    assert.deepEqual(first.body.data, { discount_link: PROMOTION.company_link, discount_code: 'FREELANCE20' });
    const again = await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: made.body.data.id } }, as(member));
    assert.deepEqual(again.body.data, first.body.data);
  });

  test('an incomplete profile cannot claim, and nothing is written', async () => {
    const made = await create({ ...PROMOTION, code_kind: 'shared', shared_code: 'X1' });
    const newcomer = await registerMember(ctx.app, ctx.db);
    const before = await claims();
    const res = await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: made.body.data.id } }, as(newcomer));
    assert.equal(res.status, 403);
    assert.equal(res.body.message, INCOMPLETE_PROFILE_MESSAGE);
    assert.equal(await claims(), before);
  });

  test('20 members claiming 5 pool codes at once: 5 distinct winners, the rest told no codes are left; a winner claiming again gets the same code', async () => {
    const made = await create(PROMOTION);
    const id = made.body.data.id;
    const upload = await send(ctx.app, promotionContract.addPromotionCodes, { params: { promotionId: id }, body: { codes: 'code\nDZ-1\nDZ-2\r\nDZ-3\nDZ-4\nDZ-5\nDZ-5\n\n' } }, as(staff));
    assert.equal(upload.status, 200, upload.body.message);
    assert.equal(upload.body.data.codes, 5);
    const members = await Promise.all(Array.from({ length: 20 }, () => completeMember()));
    const answers = await Promise.all(members.map((m) => send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: id } }, as(m))));
    const won = answers.filter((a) => a.status === 200).map((a) => a.body.data.discount_code);
    assert.equal(won.length, 5);
    assert.deepEqual([...new Set(won)].sort(), ['DZ-1', 'DZ-2', 'DZ-3', 'DZ-4', 'DZ-5']);
    const lost = answers.filter((a) => a.status !== 200);
    assert.ok(lost.every((a) => a.status === 409 && a.body.message === 'All codes for this promotion have been claimed. Please check back later.'));
    const winner = members[answers.findIndex((a) => a.status === 200)];
    const again = await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: id } }, as(winner));
    assert.equal(again.body.data.discount_code, answers.find((a) => a.status === 200)!.body.data.discount_code);
    const claimants = await send(ctx.app, promotionContract.getPromotionClaimants, { params: { promotionId: id } }, as(staff));
    assert.equal(claimants.body.data.items.length, 5);
    const staffView = await send(ctx.app, promotionContract.getStaffPromotion, { params: { promotionId: id } }, as(staff));
    assert.equal(staffView.body.data.claimed, 5);
  });

  test('a closed promotion is gone for members, and closing is audited', async () => {
    const made = await create({ ...PROMOTION, code_kind: 'shared', shared_code: 'BYE' });
    const id = made.body.data.id;
    const closed = await send(ctx.app, promotionContract.closePromotion, { params: { promotionId: id } }, as(staff));
    assert.equal(closed.status, 200, closed.body.message);
    assert.equal((await send(ctx.app, promotionContract.getPromotion, { params: { promotionId: id } }, as(member))).status, 404);
    assert.equal((await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: id } }, as(member))).status, 404);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'promotion.close').execute();
    assert.equal(audit.length, 1);
  });

  test('a new promotion is a draft: members neither list, read nor claim it; staff preview it as members will see it', async () => {
    const made = await draft({ ...PROMOTION, title: 'Draft: 10% off headsets', code_kind: 'shared', shared_code: 'DRAFT10' });
    assert.equal(made.status, 201, made.body.message);
    const id = made.body.data.id as number;
    assert.equal(made.body.data.published, false);
    assert.ok(!(await send(ctx.app, promotionContract.getPromotions, {}, as(member))).body.data.some((p: { id: number }) => p.id === id));
    assert.equal((await send(ctx.app, promotionContract.getPromotion, { params: { promotionId: id } }, as(member))).status, 404);
    assert.equal((await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: id } }, as(member))).status, 404);
    assert.equal(await ctx.db.selectFrom('promotion_claims').select('user_id').where('promotion_id', '=', id).executeTakeFirst(), undefined, 'nothing claimed');

    const preview = await send(ctx.app, promotionContract.getPromotionPreview, { params: { promotionId: id } }, as(staff));
    assert.equal(preview.status, 200, preview.body.message);
    assert.deepEqual([preview.body.data.title, preview.body.data.description, preview.body.data.published], ['Draft: 10% off headsets', '<p>Twenty percent off.</p>', false]);
    assert.equal(JSON.stringify(preview.body).includes('DRAFT10'), false, 'the preview is the members’ page: no code');
    assert.equal((await send(ctx.app, promotionContract.getPromotionPreview, { params: { promotionId: id } }, as(member))).status, 403);
  });

  test('publishing and unpublishing are audited; a published promotion is members’ until it is a draft again', async () => {
    const made = await draft({ ...PROMOTION, title: 'Half-price coworking day', code_kind: 'shared', shared_code: 'DESK50' });
    const id = made.body.data.id as number;
    const published = await send(ctx.app, promotionContract.publishPromotion, { params: { promotionId: id } }, as(staff));
    assert.deepEqual([published.status, published.body.data.published], [200, true]);
    assert.equal((await send(ctx.app, promotionContract.getPromotionPreview, { params: { promotionId: id } }, as(staff))).body.data.published, true, 'the preview of a published promotion says members see it');
    assert.equal((await send(ctx.app, promotionContract.publishPromotion, { params: { promotionId: id } }, as(staff))).status, 409);
    assert.equal((await send(ctx.app, promotionContract.claimPromotion, { params: { promotionId: id } }, as(member))).body.data.discount_code, 'DESK50');

    const unpublished = await send(ctx.app, promotionContract.unpublishPromotion, { params: { promotionId: id } }, as(staff));
    assert.deepEqual([unpublished.status, unpublished.body.data.published], [200, false]);
    assert.equal((await send(ctx.app, promotionContract.getPromotion, { params: { promotionId: id } }, as(member))).status, 404);
    assert.equal((await send(ctx.app, promotionContract.unpublishPromotion, { params: { promotionId: id } }, as(staff))).status, 409);

    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', 'promotion').where('entity_id', '=', String(id)).orderBy('id').execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actor_id, a.before, a.after]),
      [
        ['promotion.create', staff.userId, null, audit[0].after],
        ['promotion.publish', staff.userId, { published: false }, { published: true }],
        ['promotion.unpublish', staff.userId, { published: true }, { published: false }],
      ],
    );
    assert.equal((audit[0].after as { published: boolean }).published, false);
  });

  test('a closed promotion cannot be published again', async () => {
    const made = await draft({ ...PROMOTION, code_kind: 'shared', shared_code: 'LATE' });
    const id = made.body.data.id as number;
    await send(ctx.app, promotionContract.closePromotion, { params: { promotionId: id } }, as(staff));
    const refused = await send(ctx.app, promotionContract.publishPromotion, { params: { promotionId: id } }, as(staff));
    assert.deepEqual([refused.status, refused.body.message], [409, 'This promotion is closed: it cannot be published again.']);
  });
});
