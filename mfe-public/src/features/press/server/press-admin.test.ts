import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bearer,
  call,
  pdfBytes,
  pngBytes,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  uploadImage,
  uploadPdf,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { pressContract } from '../contract.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('staff write and publish press releases', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let image: string;
  let pdf: string;
  const as = (who: Registered) => bearer(who.token);

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Writer' });
    image = (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;
    pdf = (await uploadPdf(ctx.app, staff.token, pdfBytes())).body.data;
  });
  after(() => ctx.close());

  const form = (overrides: Json = {}) => ({
    title: 'Association welcomes the new export rules',
    excerpt: '',
    content: '<p>ISLAMABAD — The association welcomes the rules.</p>',
    featured_image: image,
    name: 'Press Office',
    featured: false,
    pdf: [{ name: 'Press release', file: pdf }],
    ...overrides,
  });
  const create = async (overrides: Json = {}) => {
    const res = await send(ctx.app, pressContract.createPressRelease, { body: form(overrides) }, as(staff));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as Json;
  };
  const publicList = async () => (await send(ctx.app, pressContract.getPressReleases, { query: { per_page: '50' } })).body.data.items as Json[];
  const isListed = async (id: number) => (await publicList()).some((r) => r.id === id);
  const publicRelease = (id: number) => send(ctx.app, pressContract.getPressRelease, { params: { id } });
  const featured = async () => ((await send(ctx.app, pressContract.getFeaturedPressReleases)).body.data as Json[]).map((r) => r.id);

  test('visitors get 401 and members 403 on every staff press release call and on PDF uploads, and nothing changes', async () => {
    const draft = await create({ title: 'Locked away' });
    const rows = () => ctx.db.selectFrom('press_releases').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute();
    const before = await rows();
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/staff/press-releases'],
      ['GET', `/api/staff/press-releases/${draft.id}`],
      ['POST', '/api/staff/press-releases', form({ title: 'Sneaked in' })],
      ['POST', `/api/staff/press-releases/${draft.id}`, form({ title: 'Renamed' })],
      ['GET', `/api/staff/press-releases/${draft.id}/preview`],
      ['POST', `/api/staff/press-releases/${draft.id}/publish`, {}],
      ['POST', `/api/staff/press-releases/${draft.id}/unpublish`],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload, headers: as(member) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await rows(), before);
    assert.equal((await uploadPdf(ctx.app, null, pdfBytes())).status, 401);
    assert.equal((await uploadPdf(ctx.app, member.token, pdfBytes())).status, 403);
  });

  test('a PDF is checked by its bytes: a picture named .pdf is refused', async () => {
    const fake = await uploadPdf(ctx.app, staff.token, pngBytes(), 'statement.pdf', 'application/pdf');
    assert.equal(fake.status, 422);
    assert.equal((fake.body.data as unknown as Json).errors.file, 'This file is not a PDF. Please choose a PDF file.');
    // and a picture upload is no PDF for a release
    const res = await send(ctx.app, pressContract.createPressRelease, { body: form({ pdf: [{ name: 'Not a PDF', file: image }] }) }, as(staff));
    assert.equal(res.status, 422);
    assert.match(res.body.data.errors?.pdf ?? '', /is not a PDF/);
  });

  test('a new release is a draft: hidden from the list, its page and the home page; staff preview it', async () => {
    const draft = await create({ title: 'Draft statement', featured: true });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.slug, 'draft-statement');
    assert.deepEqual(draft.pdf, [{ name: 'Press release', file: pdf, bytes: pdfBytes().length }]);
    assert.equal(await isListed(draft.id), false);
    assert.equal((await publicRelease(draft.id)).status, 404);
    assert.ok(!(await featured()).includes(draft.id));
    const preview = await send(ctx.app, pressContract.getPressReleasePreview, { params: { pressReleaseId: draft.id } }, as(staff));
    assert.equal(preview.status, 200);
    assert.equal(preview.body.data.title, 'Draft statement');
    assert.deepEqual(preview.body.data.pdf, [{ name: 'Press release', download_link: pdf, bytes: pdfBytes().length }]);
    const attached = await ctx.db.selectFrom('uploads').select('attached_at').where('name', '=', pdf).executeTakeFirstOrThrow();
    assert.ok(attached.attached_at, 'the PDF is kept from the removal of unused uploads');
  });

  test('publishing now lists it with its PDF (no-cache), first on the home page when featured; unpublishing hides it', async () => {
    const draft = await create({ title: 'Published today', featured: true });
    const published = await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: {} }, as(staff));
    assert.equal(published.status, 200);
    assert.equal(published.body.data.status, 'published');
    const list = await send(ctx.app, pressContract.getPressReleases, { query: { per_page: '50' } });
    assert.equal(list.body.data.items[0].id, draft.id, 'newest first');
    assert.match(String(list.headers['cache-control']), /no-cache/, 'a publish shows at the next load');
    assert.equal((await featured())[0], draft.id);
    const page = await publicRelease(draft.id);
    assert.equal(page.status, 200);
    assert.equal(page.body.data.pdf[0].download_link, pdf);
    assert.equal((await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: {} }, as(staff))).status, 409);

    const hidden = await send(ctx.app, pressContract.unpublishPressRelease, { params: { pressReleaseId: draft.id } }, as(staff));
    assert.equal(hidden.status, 200);
    assert.equal(hidden.body.data.status, 'draft');
    assert.equal(await isListed(draft.id), false);
    assert.equal((await publicRelease(draft.id)).status, 404);
    assert.ok(!(await featured()).includes(draft.id));
  });

  test('a scheduled release stays hidden until its time passes', async () => {
    const draft = await create({ title: 'Out next hour' });
    const at = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: { publish_at: at } }, as(staff));
    assert.equal(scheduled.body.data.status, 'scheduled');
    assert.equal(await isListed(draft.id), false);
    assert.equal((await publicRelease(draft.id)).status, 404);
    const listed = (await send(ctx.app, pressContract.getStaffPressReleases, { query: { status: 'scheduled' } }, as(staff))).body.data.items as Json[];
    assert.ok(listed.some((r) => r.id === draft.id));
    await ctx.advance(3_601);
    assert.equal(await isListed(draft.id), true);
    const past = await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: { publish_at: '2020-01-01T00:00:00Z' } }, as(staff));
    assert.equal(past.status, 422);
  });

  test('a draft’s files are staff’s until it is published: none for a visitor or a member, staff open them, everyone once it is out', async () => {
    const [ownPdf, cover, picture] = [(await uploadPdf(ctx.app, staff.token, pdfBytes())).body.data, (await uploadImage(ctx.app, staff.token, pngBytes())).body.data, (await uploadImage(ctx.app, staff.token, pngBytes())).body.data];
    const draft = await create({ title: 'Embargoed survey', featured_image: cover, content: `<p>The figures.</p><img src="/api/storage/${picture}" alt="Chart">`, pdf: [{ name: 'Survey', file: ownPdf }] });
    const file = (key: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/storage/${key}`, headers });
    const everyoneSees = async (key: string) => (await file(key)).statusCode === 200 && (await file(key, as(member))).statusCode === 200;
    for (const key of [ownPdf, cover, picture]) {
      const visitor = await file(key);
      assert.deepEqual([visitor.statusCode, visitor.json().message], [404, 'This file does not exist.'], `a visitor asking for ${key}`);
      assert.equal(visitor.headers['cache-control'], 'no-store', 'no cache keeps the refusal past the publication');
      assert.equal((await file(key, as(member))).statusCode, 404);
      assert.equal((await file(key, { cookie: `auth=${member.token}` })).statusCode, 404);
      const opened = await file(key, as(staff));
      assert.equal(opened.statusCode, 200);
      assert.equal(opened.headers['cache-control'], 'private, no-store', 'no shared cache keeps a draft’s file');
      // The staff form's "Open the PDF" link and its pictures send the session cookie, not the Authorization header.
      assert.equal((await file(key, { cookie: `user_details=%7B%7D; auth=${staff.token}` })).statusCode, 200);
    }
    assert.equal((await file(ownPdf, as(staff))).rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/storage/${cover}?w=384` })).statusCode, 404, 'nor a resized copy');

    // Scheduled: still staff’s until its time comes.
    const at = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: { publish_at: at } }, as(staff));
    assert.equal((await file(ownPdf)).statusCode, 404);
    await ctx.advance(3_601);
    for (const key of [ownPdf, cover, picture]) assert.ok(await everyoneSees(key), `${key} is everyone’s once the release is out`);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/storage/${cover}?w=384` })).statusCode, 200);
    assert.equal((await file(ownPdf)).headers['cache-control'], 'public, max-age=300', 'kept briefly: staff may take the release back');

    await send(ctx.app, pressContract.unpublishPressRelease, { params: { pressReleaseId: draft.id } }, as(staff));
    assert.equal((await file(ownPdf)).statusCode, 404, 'taken back, its files are staff’s again');
    assert.equal((await file(ownPdf, as(staff))).statusCode, 200);
    await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: {} }, as(staff));
    assert.ok(await everyoneSees(ownPdf));
  });

  test('the slug stays once published: a title edit keeps the address, and the old slug stays the release’s', async () => {
    const draft = await create({ title: 'First working title' });
    await send(ctx.app, pressContract.updatePressRelease, { params: { pressReleaseId: draft.id }, body: form({ title: 'Second working title' }) }, as(staff));
    await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: {} }, as(staff));
    const edited = await send(ctx.app, pressContract.updatePressRelease, { params: { pressReleaseId: draft.id }, body: form({ title: 'A better title after publishing' }) }, as(staff));
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.slug, 'second-working-title');
    assert.deepEqual(edited.body.data.old_slugs, ['first-working-title']);
    const page = (await publicRelease(draft.id)).body.data;
    assert.deepEqual([page.title, page.slug], ['A better title after publishing', 'second-working-title']);
    assert.equal((await create({ title: 'First working title' })).slug, 'first-working-title-2');
  });

  test('scripts and event handlers are stripped from the content', async () => {
    const draft = await create({ title: 'Unsafe markup', content: '<p onclick="steal()">Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' });
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:']) assert.ok(!draft.content.includes(bad), bad);
    assert.match(draft.content, /<p>Hello<\/p>/);
  });

  test('a replaced PDF is let go; every change is audited with who made it', async () => {
    const draft = await create({ title: 'Audited release' });
    const newer = (await uploadPdf(ctx.app, staff.token, pdfBytes())).body.data;
    const saved = await send(ctx.app, pressContract.updatePressRelease, { params: { pressReleaseId: draft.id }, body: form({ title: 'Audited release', pdf: [{ name: 'Corrected release', file: newer }] }) }, as(staff));
    assert.equal(saved.status, 200);
    const uploads = await ctx.db.selectFrom('uploads').select(['name', 'attached_at']).where('name', 'in', [pdf, newer]).execute();
    assert.equal(uploads.find((u) => u.name === pdf)?.attached_at, null, 'the old PDF is no longer kept');
    assert.ok(uploads.find((u) => u.name === newer)?.attached_at);
    await send(ctx.app, pressContract.publishPressRelease, { params: { pressReleaseId: draft.id }, body: {} }, as(staff));
    await send(ctx.app, pressContract.unpublishPressRelease, { params: { pressReleaseId: draft.id } }, as(staff));
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'after']).where('entity', '=', 'press_release').where('entity_id', '=', String(draft.id)).orderBy('id').execute();
    assert.deepEqual(entries.map((e) => e.action), ['press_release.create', 'press_release.update', 'press_release.publish', 'press_release.unpublish']);
    assert.ok(entries.every((e) => Number(e.actor_id) === staff.userId));
    assert.deepEqual(Object.keys(entries[1].after as object), ['pdf']);
    const log = (await readAuditLog(ctx.app, { entity: 'press_release', per_page: '50' }, as(staff))).body.data.items as Json[];
    const ours = log.find((e) => e.entity_id === String(draft.id));
    assert.deepEqual(ours?.record, { name: 'Press release: Audited release', path: `/staff/press-releases/${draft.id}` });
  });

  test('a form that breaks the rules is refused with 422 per field, and nothing is written', async () => {
    const count = async () => Number((await ctx.db.selectFrom('press_releases').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await send(ctx.app, pressContract.createPressRelease, { body: form({ title: '', content: '<p> </p>', featured_image: '', name: '' }) }, as(staff));
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.title, 'Please enter the title');
    assert.equal(res.body.data.errors?.content, 'Please write the press release');
    assert.equal(res.body.data.errors?.featured_image, 'Please upload a featured image');
    assert.equal(res.body.data.errors?.name, 'Please say who issues it');
    const theirs = (await uploadImage(ctx.app, member.token, pngBytes())).body.data;
    assert.equal((await send(ctx.app, pressContract.createPressRelease, { body: form({ featured_image: theirs }) }, as(staff))).status, 422);
    assert.equal(await count(), before);
    assert.equal((await send(ctx.app, pressContract.getStaffPressRelease, { params: { pressReleaseId: 999999 } }, as(staff))).status, 404);
  });
});
