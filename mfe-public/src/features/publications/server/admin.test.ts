import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, call, pdfBytes, pngBytes, registerMember, send, startTestApp, uploadImage, uploadPdf, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { publicationContract } from '../contract.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('staff add and publish publications', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let image: string;
  const as = (who: Registered) => bearer(who.token);
  const report = async () => (await uploadPdf(ctx.app, staff.token, pdfBytes(), 'report.pdf')).body.data;

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Writer' });
    image = (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;
  });
  after(() => ctx.close());

  const form = async (overrides: Json = {}) => ({
    title: 'Freelancers and Banks',
    name: 'Policy Brief',
    excerpt: 'What banks ask of freelancers, and how to make it simpler.',
    featured_image: image,
    report: await report(),
    ...overrides,
  });
  const create = async (overrides: Json = {}) => {
    const res = await send(ctx.app, publicationContract.createPublication, { body: await form(overrides) }, as(staff));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as Json;
  };
  const publicIds = async () => ((await send(ctx.app, publicationContract.getPublications, { query: { per_page: '50' } })).body.data.items as Json[]).map((p) => p.id);
  const request = (id: number) =>
    send(ctx.app, publicationContract.requestPublication, { body: { publication_id: id, name: 'Omar Farooq', email: 'omar.farooq@example.com', phone: '+92 300 1112223', organization: 'Bank', designation: 'Analyst' } });

  test('visitors get 401 and members 403 on every staff publication call, and nothing changes', async () => {
    const draft = await create({ title: 'Locked away' });
    const rows = () => ctx.db.selectFrom('publications').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute();
    const before = await rows();
    const body = await form({ title: 'Sneaked in' });
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/staff/publications'],
      ['GET', `/api/staff/publications/${draft.id}`],
      ['POST', '/api/staff/publications', body],
      ['POST', `/api/staff/publications/${draft.id}`, body],
      ['GET', `/api/staff/publications/${draft.id}/preview`],
      ['POST', `/api/staff/publications/${draft.id}/publish`, {}],
      ['POST', `/api/staff/publications/${draft.id}/unpublish`],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload, headers: as(member) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await rows(), before);
  });

  test('a draft or scheduled publication is not listed and its report cannot be asked for; published, it is both', async () => {
    const draft = await create({ title: 'Draft report' });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.report_bytes, pdfBytes().length);
    const scheduled = await create({ title: 'Scheduled report' });
    await send(ctx.app, publicationContract.publishPublication, { params: { publicationId: scheduled.id }, body: { publish_at: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString() } }, as(staff));
    for (const id of [draft.id, scheduled.id]) {
      assert.ok(!(await publicIds()).includes(id));
      const asked = await request(id);
      assert.equal(asked.status, 422, JSON.stringify(asked.body));
    }
    assert.equal((await send(ctx.app, publicationContract.getPublicationPreview, { params: { publicationId: draft.id } }, as(staff))).body.data.title, 'Draft report');

    await send(ctx.app, publicationContract.publishPublication, { params: { publicationId: draft.id }, body: {} }, as(staff));
    const list = await send(ctx.app, publicationContract.getPublications, { query: { per_page: '50' } });
    assert.equal(list.body.data.items[0].id, draft.id);
    assert.match(String(list.headers['cache-control']), /no-cache/);
    assert.equal((await request(draft.id)).status, 201);
    await send(ctx.app, publicationContract.unpublishPublication, { params: { publicationId: draft.id } }, as(staff));
    assert.ok(!(await publicIds()).includes(draft.id));
  });

  test('a draft publication’s report and picture are staff’s until it is published; a published one’s stay everyone’s', async () => {
    const cover = (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;
    const draft = await create({ title: 'Unreleased findings', featured_image: cover });
    const file = (key: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/storage/${key}`, headers });
    for (const key of [draft.report as string, cover]) {
      assert.equal((await file(key)).statusCode, 404);
      assert.equal((await file(key, as(member))).statusCode, 404);
      assert.equal((await file(key, as(staff))).statusCode, 200);
      assert.equal((await file(key, { cookie: `auth=${staff.token}` })).statusCode, 200);
    }
    await send(ctx.app, publicationContract.publishPublication, { params: { publicationId: draft.id }, body: {} }, as(staff));
    for (const key of [draft.report as string, cover]) {
      assert.equal((await file(key)).statusCode, 200);
      assert.equal((await file(key, as(member))).statusCode, 200);
    }
    // The demo content’s published reports are still everyone’s; its draft’s and scheduled one’s are staff’s.
    const seeded = await ctx.db.selectFrom('publications').select(['title', 'report', 'status', 'publish_at']).where('id', '!=', draft.id).execute();
    const out = seeded.filter((p) => p.status === 'published' && p.publish_at! <= ctx.clock.now());
    assert.ok(out.length > 0 && out.length < seeded.length, 'the demo has publications out and not yet out');
    for (const p of seeded) assert.equal((await file(p.report)).statusCode, out.includes(p) ? 200 : 404, p.title);
  });

  test('the report must be a PDF by its bytes, and a replaced report is let go', async () => {
    const fake = await uploadPdf(ctx.app, staff.token, Buffer.from('<html><body>not a report</body></html>'), 'report.pdf');
    assert.equal(fake.status, 422);
    assert.equal((fake.body.data as unknown as Json).errors.file, 'This file is not a PDF. Please choose a PDF file.');
    const picture = await send(ctx.app, publicationContract.createPublication, { body: await form({ report: image }) }, as(staff));
    assert.equal(picture.status, 422);
    assert.equal(picture.body.data.errors?.report, 'Please upload the report again: it is not yours, no longer exists or is not a PDF.');

    const publication = await create({ title: 'Replaced report' });
    const newer = await report();
    await send(ctx.app, publicationContract.updatePublication, { params: { publicationId: publication.id }, body: await form({ title: 'Replaced report', report: newer }) }, as(staff));
    const uploads = await ctx.db.selectFrom('uploads').select(['name', 'attached_at']).where('name', 'in', [publication.report, newer]).execute();
    assert.equal(uploads.find((u) => u.name === publication.report)?.attached_at, null);
    assert.ok(uploads.find((u) => u.name === newer)?.attached_at);
  });

  test('the slug stays once published, and every change is audited', async () => {
    const draft = await create({ title: 'Working title' });
    const file = draft.report;
    await send(ctx.app, publicationContract.publishPublication, { params: { publicationId: draft.id }, body: {} }, as(staff));
    const edited = await send(ctx.app, publicationContract.updatePublication, { params: { publicationId: draft.id }, body: await form({ title: 'Final title', report: file }) }, as(staff));
    assert.equal(edited.body.data.slug, 'working-title');
    assert.equal((await create({ title: 'Working title' })).slug, 'working-title-2', 'no other publication takes it');
    await send(ctx.app, publicationContract.unpublishPublication, { params: { publicationId: draft.id } }, as(staff));
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'after']).where('entity', '=', 'publication').where('entity_id', '=', String(draft.id)).orderBy('id').execute();
    assert.deepEqual(entries.map((e) => e.action), ['publication.create', 'publication.publish', 'publication.update', 'publication.unpublish']);
    assert.deepEqual(entries[2].after, { title: 'Final title' });
    assert.ok(entries.every((e) => Number(e.actor_id) === staff.userId));
  });

  test('a form that breaks the rules is refused with 422 per field, and nothing is written', async () => {
    const count = async () => Number((await ctx.db.selectFrom('publications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await send(ctx.app, publicationContract.createPublication, { body: { title: '', name: '', excerpt: '', featured_image: '', report: '' } }, as(staff));
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.data.errors, {
      title: 'Please enter the title',
      name: 'Please enter the kind of publication',
      excerpt: 'Please write a short summary',
      featured_image: 'Please upload a featured image',
      report: 'Please upload the report (PDF)',
    });
    assert.equal(await count(), before);
  });
});
