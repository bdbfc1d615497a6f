import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bearer,
  call,
  pngBytes,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  uploadImage,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { pressContract } from '../contract.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('staff keep the media mentions', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const as = (who: Registered) => bearer(who.token);
  const logo = async () => (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Writer' });
  });
  after(() => ctx.close());

  const form = async (overrides: Json = {}) => ({
    title: 'Freelancers ask for fair payment terms',
    outlet: 'The Daily Indus',
    excerpt: 'The association asked platforms for faster payouts.',
    logo: await logo(),
    link: 'https://example.org/article',
    published_on: '2026-11-20',
    featured_order: null,
    ...overrides,
  });
  const create = async (overrides: Json = {}) => {
    const res = await send(ctx.app, pressContract.createMediaMention, { body: await form(overrides) }, as(staff));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as Json;
  };
  const publicIds = async () => ((await send(ctx.app, pressContract.getMediaMentions, { query: { per_page: '50' } })).body.data.items as Json[]).map((m) => m.id);
  const carousel = async () => ((await send(ctx.app, pressContract.getFeaturedMediaMentions)).body.data as Json[]).map((m) => m.id);

  test('visitors get 401 and members 403 on every staff media mention call, and nothing changes', async () => {
    const draft = await create();
    const rows = () => ctx.db.selectFrom('media_mentions').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute();
    const before = await rows();
    const body = await form({ title: 'Sneaked in' });
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/staff/media-mentions'],
      ['GET', `/api/staff/media-mentions/${draft.id}`],
      ['POST', '/api/staff/media-mentions', body],
      ['POST', `/api/staff/media-mentions/${draft.id}`, body],
      ['GET', `/api/staff/media-mentions/${draft.id}/preview`],
      ['POST', `/api/staff/media-mentions/${draft.id}/publish`, {}],
      ['POST', `/api/staff/media-mentions/${draft.id}/unpublish`],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload, headers: as(member) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await rows(), before);
  });

  test('a draft and a scheduled mention are hidden from the list and the carousel; published, they show in order', async () => {
    const draft = await create({ title: 'Still a draft', featured_order: 1 });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.published_on, '2026-11-20', 'the article’s day reads back as entered (Karachi)');
    const scheduled = await create({ title: 'Out tomorrow', featured_order: 1 });
    const at = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    assert.equal((await send(ctx.app, pressContract.publishMediaMention, { params: { mediaMentionId: scheduled.id }, body: { publish_at: at } }, as(staff))).body.data.status, 'scheduled');
    for (const id of [draft.id, scheduled.id]) {
      assert.ok(!(await publicIds()).includes(id));
      assert.ok(!(await carousel()).includes(id));
    }
    const preview = await send(ctx.app, pressContract.getMediaMentionPreview, { params: { mediaMentionId: draft.id } }, as(staff));
    assert.equal(preview.body.data.title, 'Still a draft');

    const published = await send(ctx.app, pressContract.publishMediaMention, { params: { mediaMentionId: draft.id }, body: {} }, as(staff));
    assert.equal(published.body.data.status, 'published');
    const list = await send(ctx.app, pressContract.getMediaMentions, { query: { per_page: '50' } });
    assert.ok((list.body.data.items as Json[]).some((m) => m.id === draft.id));
    assert.match(String(list.headers['cache-control']), /no-cache/);
    assert.ok((await carousel()).slice(0, 2).includes(draft.id), 'in the first place, beside the seeded first logo');
    await send(ctx.app, pressContract.unpublishMediaMention, { params: { mediaMentionId: draft.id } }, as(staff));
    assert.ok(!(await carousel()).includes(draft.id));
  });

  test('only an http or https link is taken, and a form that breaks the rules changes nothing', async () => {
    const count = async () => Number((await ctx.db.selectFrom('media_mentions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const link of ['javascript:alert(1)', 'ftp://example.org/x', 'example.org']) {
      const res = await send(ctx.app, pressContract.createMediaMention, { body: await form({ link }) }, as(staff));
      assert.equal(res.status, 422, link);
      assert.equal(res.body.data.errors?.link, 'Please enter a link that starts with http:// or https://');
    }
    const empty = await send(ctx.app, pressContract.createMediaMention, { body: { title: '', outlet: '', excerpt: '', logo: '', link: '', published_on: '2026-02-30', featured_order: 0 } }, as(staff));
    assert.equal(empty.status, 422);
    assert.deepEqual(Object.keys(empty.body.data.errors ?? {}).sort(), ['excerpt', 'featured_order', 'link', 'logo', 'outlet', 'published_on', 'title']);
    const theirs = (await uploadImage(ctx.app, member.token, pngBytes())).body.data;
    assert.equal((await send(ctx.app, pressContract.createMediaMention, { body: await form({ logo: theirs }) }, as(staff))).status, 422);
    assert.equal(await count(), before);
  });

  test('every change is audited with who made it, linked to the staff page', async () => {
    const mention = await create({ title: 'Audited mention' });
    await send(ctx.app, pressContract.updateMediaMention, { params: { mediaMentionId: mention.id }, body: await form({ title: 'Audited mention', logo: mention.logo, featured_order: 3 }) }, as(staff));
    await send(ctx.app, pressContract.publishMediaMention, { params: { mediaMentionId: mention.id }, body: {} }, as(staff));
    await send(ctx.app, pressContract.unpublishMediaMention, { params: { mediaMentionId: mention.id } }, as(staff));
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'after']).where('entity', '=', 'media_mention').where('entity_id', '=', String(mention.id)).orderBy('id').execute();
    assert.deepEqual(entries.map((e) => e.action), ['media_mention.create', 'media_mention.update', 'media_mention.publish', 'media_mention.unpublish']);
    assert.ok(entries.every((e) => Number(e.actor_id) === staff.userId));
    assert.deepEqual(entries[1].after, { featured_order: 3 });
    const log = (await readAuditLog(ctx.app, { entity: 'media_mention', per_page: '50' }, as(staff))).body.data.items as Json[];
    assert.deepEqual(log.find((e) => e.entity_id === String(mention.id))?.record, { name: 'Media mention: Audited mention (The Daily Indus)', path: `/staff/media-mentions/${mention.id}` });
  });
});
