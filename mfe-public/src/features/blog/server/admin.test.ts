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
import { blogContract } from '../contract.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('staff write and publish blog posts', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let image: string;
  const as = (who: Registered) => bearer(who.token);

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Writer' });
    image = (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;
  });
  after(() => ctx.close());

  const form = (overrides: Json = {}) => ({ title: 'Invoicing clients in the Gulf', excerpt: '', content: '<h2>Start here</h2><p>Send the invoice on the day you deliver.</p>', featured_image: image, author: '', ...overrides });
  const create = async (overrides: Json = {}) => {
    const res = await send(ctx.app, blogContract.createBlog, { body: form(overrides) }, as(staff));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as Json;
  };
  const publicList = async () => (await send(ctx.app, blogContract.getBlogs, { query: { per_page: '50' } })).body.data.items as Json[];
  const isListed = async (id: number) => (await publicList()).some((b) => b.id === id);
  const publicPost = (id: number) => send(ctx.app, blogContract.getBlog, { params: { id } });
  const auditOf = (id: number) => ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', 'blog').where('entity_id', '=', String(id)).orderBy('id').execute();

  test('visitors get 401 and members 403 on every staff blog call, and nothing changes', async () => {
    const draft = await create({ title: 'Locked away' });
    const blogsBefore = await ctx.db.selectFrom('blogs').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute();
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/staff/blogs'],
      ['GET', `/api/staff/blogs/${draft.id}`],
      ['POST', '/api/staff/blogs', form({ title: 'Sneaked in' })],
      ['POST', `/api/staff/blogs/${draft.id}`, form({ title: 'Renamed' })],
      ['GET', `/api/staff/blogs/${draft.id}/preview`],
      ['POST', `/api/staff/blogs/${draft.id}/publish`, {}],
      ['POST', `/api/staff/blogs/${draft.id}/unpublish`],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload, headers: as(member) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await ctx.db.selectFrom('blogs').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute(), blogsBefore);
  });

  test('a new post is a draft nobody but staff sees; staff preview it as visitors will', async () => {
    const draft = await create({ title: 'Draft about retainers' });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.publish_at, null);
    assert.equal(draft.slug, 'draft-about-retainers');
    assert.equal(draft.author.name, 'Zainab Hussain', 'the staff member saving it is the author unless the form names one');
    assert.equal(await isListed(draft.id), false);
    assert.equal((await publicPost(draft.id)).status, 404);
    const preview = await send(ctx.app, blogContract.getBlogPreview, { params: { blogId: draft.id } }, as(staff));
    assert.equal(preview.status, 200);
    assert.equal(preview.body.data.title, 'Draft about retainers');
    assert.match(preview.body.data.content, /<h2>Start here<\/h2>/);
    const list = (await send(ctx.app, blogContract.getStaffBlogs, { query: { status: 'draft', q: 'retainers' } }, as(staff))).body.data;
    assert.deepEqual(list.items.map((b: Json) => b.id), [draft.id]);
  });

  test('publishing now shows the post in the blog list and on its page; unpublishing hides it again', async () => {
    const draft = await create({ title: 'Published today' });
    const published = await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: {} }, as(staff));
    assert.equal(published.status, 200);
    assert.equal(published.body.data.status, 'published');
    assert.equal(await isListed(draft.id), true);
    assert.equal((await publicList())[0].id, draft.id, 'newest first');
    const page = await publicPost(draft.id);
    assert.equal(page.status, 200);
    assert.equal(page.body.data.title, 'Published today');
    assert.match(String(page.headers['cache-control']), /no-cache/, 'a publish shows at the next load');

    const again = await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: {} }, as(staff));
    assert.equal(again.status, 409);

    const hidden = await send(ctx.app, blogContract.unpublishBlog, { params: { blogId: draft.id } }, as(staff));
    assert.equal(hidden.status, 200);
    assert.equal(hidden.body.data.status, 'draft');
    assert.equal(await isListed(draft.id), false);
    assert.equal((await publicPost(draft.id)).status, 404);
  });

  test('a scheduled post stays hidden until its time passes', async () => {
    const draft = await create({ title: 'Out next hour' });
    const at = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: { publish_at: at } }, as(staff));
    assert.equal(scheduled.status, 200);
    assert.equal(scheduled.body.data.status, 'scheduled');
    assert.equal(scheduled.body.data.publish_at, at);
    assert.equal(await isListed(draft.id), false);
    assert.equal((await publicPost(draft.id)).status, 404);
    const listed = (await send(ctx.app, blogContract.getStaffBlogs, { query: { status: 'scheduled' } }, as(staff))).body.data.items;
    assert.ok(listed.some((b: Json) => b.id === draft.id));

    await ctx.advance(3_601);
    assert.equal(await isListed(draft.id), true);
    assert.equal((await publicPost(draft.id)).status, 200);
    assert.equal((await send(ctx.app, blogContract.getStaffBlog, { params: { blogId: draft.id } }, as(staff))).body.data.status, 'published');

    const past = await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: { publish_at: '2020-01-01T00:00:00Z' } }, as(staff));
    assert.equal(past.status, 422);
    assert.equal(past.body.data.errors?.publish_at, 'Please choose a time to come, or publish it now.');
  });

  test('a new post scheduled for a time that has passed is refused before anything is written; the next valid schedule makes one post', async () => {
    const title = 'Rates for the new year';
    const postsTitled = async () => ctx.db.selectFrom('blogs').select(['id', 'slug']).where('title', '=', title).execute();
    const auditCount = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('entity', '=', 'blog').executeTakeFirstOrThrow()).n);
    const audits = await auditCount();
    const past = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
    const refused = await send(ctx.app, blogContract.createBlog, { body: { ...form({ title }), publish: 'schedule', publish_at: past } }, as(staff));
    assert.equal(refused.status, 422);
    assert.equal(refused.body.data.errors?.publish_at, 'Please choose a time to come, or publish it now.');
    assert.deepEqual(await postsTitled(), [], 'no hidden draft is left behind');
    assert.equal(await auditCount(), audits);

    const missing = await send(ctx.app, blogContract.createBlog, { body: { ...form({ title }), publish: 'schedule' } }, as(staff));
    assert.equal(missing.status, 422);
    assert.equal(missing.body.data.errors?.publish_at, 'Please choose when to publish it');

    const at = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(ctx.app, blogContract.createBlog, { body: { ...form({ title }), publish: 'schedule', publish_at: at } }, as(staff));
    assert.equal(scheduled.status, 201);
    assert.equal(scheduled.body.message, 'The post is scheduled: visitors see it from the time you chose.');
    assert.equal(scheduled.body.data.status, 'scheduled');
    assert.equal(scheduled.body.data.publish_at, at);
    assert.deepEqual(await postsTitled(), [{ id: scheduled.body.data.id, slug: 'rates-for-the-new-year' }], 'one post, with no -2 slug');
    assert.deepEqual((await auditOf(scheduled.body.data.id)).map((e) => e.action), ['blog.create', 'blog.schedule']);
    assert.equal(await isListed(scheduled.body.data.id), false);
  });

  test('saving a post and publishing it is one step: a refused publish leaves the post as it was', async () => {
    const draft = await create({ title: 'Saved then published' });
    const past = new Date(ctx.clock.now().getTime() - 1_000).toISOString();
    const refused = await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: { ...form({ title: 'Renamed with a past time' }), publish: 'schedule', publish_at: past } }, as(staff));
    assert.equal(refused.status, 422);
    const kept = (await send(ctx.app, blogContract.getStaffBlog, { params: { blogId: draft.id } }, as(staff))).body.data;
    assert.deepEqual([kept.title, kept.status], ['Saved then published', 'draft']);

    const published = await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: { ...form({ title: 'Published in one step' }), publish: 'now' } }, as(staff));
    assert.equal(published.status, 200);
    assert.equal(published.body.message, 'The post is published: visitors can read it now.');
    assert.deepEqual([published.body.data.title, published.body.data.status], ['Published in one step', 'published']);
    assert.equal(await isListed(draft.id), true);

    // Publish now on a post visitors already read is refused, and the edit that came with it is not kept.
    const again = await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: { ...form({ title: 'Edited again' }), publish: 'now' } }, as(staff));
    assert.equal(again.status, 409);
    assert.equal((await publicPost(draft.id)).body.data.title, 'Published in one step');
    assert.deepEqual((await auditOf(draft.id)).map((e) => e.action), ['blog.create', 'blog.update', 'blog.publish']);
  });

  test('a new post can be published at once, in the same step', async () => {
    const res = await send(ctx.app, blogContract.createBlog, { body: { ...form({ title: 'Out at once' }), publish: 'now' } }, as(staff));
    assert.equal(res.status, 201);
    assert.equal(res.body.data.status, 'published');
    assert.equal(await isListed(res.body.data.id), true);
  });

  test('the slug follows the title until the post is published, then stays; every old slug still leads to the post', async () => {
    const draft = await create({ title: 'First working title' });
    assert.equal(draft.slug, 'first-working-title');
    const renamed = (await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: form({ title: 'Second working title' }) }, as(staff))).body.data;
    assert.equal(renamed.slug, 'second-working-title');
    await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: {} }, as(staff));
    const edited = await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: form({ title: 'A better title after publishing' }) }, as(staff));
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.slug, 'second-working-title', 'published once, the address stays');
    assert.deepEqual(edited.body.data.old_slugs, ['first-working-title']);
    const page = await publicPost(draft.id);
    assert.equal(page.body.data.title, 'A better title after publishing');
    assert.equal(page.body.data.slug, 'second-working-title');
    // An old slug stays the post's: another post with that title gets the next free one.
    const other = await create({ title: 'First working title' });
    assert.equal(other.slug, 'first-working-title-2');
  });

  test('slugs are unique: the same title makes -2, -3', async () => {
    const one = await create({ title: 'Same title' });
    const two = await create({ title: 'Same title' });
    const three = await create({ title: 'Same title' });
    assert.deepEqual([one.slug, two.slug, three.slug], ['same-title', 'same-title-2', 'same-title-3']);
  });

  test('scripts and event handlers are stripped from what is saved', async () => {
    const picture = (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;
    const draft = await create({
      title: 'Unsafe markup',
      content: `<p onclick="steal()">Hello</p><script>alert(1)</script><img src="/api/storage/${picture}" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">bad</a>`,
    });
    assert.match(draft.content, new RegExp(`<img src="/api/storage/${picture}" alt="x"`), 'a picture uploaded into the text is kept');
    const attached = await ctx.db.selectFrom('uploads').select('attached_at').where('name', '=', picture).executeTakeFirstOrThrow();
    assert.ok(attached.attached_at, 'and kept from the removal of unused uploads');
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:']) assert.ok(!draft.content.includes(bad), bad);
    assert.match(draft.content, /<p>Hello<\/p>/);
    await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: {} }, as(staff));
    const { content } = (await publicPost(draft.id)).body.data;
    assert.ok(!content.includes('onerror') && !content.includes('<script'));
  });

  test('the author is picked by MEMBER ID or e-mail address; an unknown one is refused', async () => {
    const { member_id } = await ctx.db.selectFrom('users').select('member_id').where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.equal((await create({ title: 'By member id', author: member_id })).author.name, 'Sana Writer');
    assert.equal((await create({ title: 'By e-mail', author: member.email.toUpperCase() })).author.name, 'Sana Writer');
    const res = await send(ctx.app, blogContract.createBlog, { body: form({ author: 'nobody@example.org' }) }, as(staff));
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.author, 'No member has this MEMBER ID or e-mail address.');
  });

  test('every change is in the audit log with who made it and what changed, linked to the staff page', async () => {
    const draft = await create({ title: 'Audited post' });
    await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: form({ title: 'Audited post, edited' }) }, as(staff));
    await send(ctx.app, blogContract.publishBlog, { params: { blogId: draft.id }, body: {} }, as(staff));
    await send(ctx.app, blogContract.unpublishBlog, { params: { blogId: draft.id } }, as(staff));
    const entries = await auditOf(draft.id);
    assert.deepEqual(entries.map((e) => e.action), ['blog.create', 'blog.update', 'blog.publish', 'blog.unpublish']);
    assert.ok(entries.every((e) => Number(e.actor_id) === staff.userId));
    const update = entries[1];
    assert.deepEqual(Object.keys(update.after as object).sort(), ['slug', 'title']);
    const log = (await readAuditLog(ctx.app, { entity: 'blog', per_page: '50' }, as(staff))).body.data.items as Json[];
    const ours = log.filter((e) => e.entity_id === String(draft.id));
    assert.equal(ours.length, 4);
    for (const entry of ours) assert.deepEqual(entry.record, { name: 'Blog: Audited post, edited', path: `/staff/blogs/${draft.id}` });
  });

  test('a form that breaks the rules is refused with 422 per field, and nothing is written', async () => {
    const count = async () => (await ctx.db.selectFrom('blogs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const auditCount = async () => (await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('entity', '=', 'blog').executeTakeFirstOrThrow()).n;
    const [blogs, audits] = [await count(), await auditCount()];
    const res = await send(ctx.app, blogContract.createBlog, { body: form({ title: '', content: '<p> </p>', featured_image: '' }) }, as(staff));
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.title, 'Please enter the title');
    assert.equal(res.body.data.errors?.content, 'Please write the post');
    assert.equal(res.body.data.errors?.featured_image, 'Please upload a featured image');
    const theirs = (await uploadImage(ctx.app, member.token, pngBytes())).body.data;
    const notYours = await send(ctx.app, blogContract.createBlog, { body: form({ featured_image: theirs }) }, as(staff));
    assert.equal(notYours.status, 422);
    assert.ok(notYours.body.data.errors?.featured_image);
    const draft = await create({ title: 'Kept as it was' });
    const [blogs2, audits2] = [await count(), await auditCount()];
    const bad = await send(ctx.app, blogContract.updateBlog, { params: { blogId: draft.id }, body: form({ title: 'x'.repeat(201) }) }, as(staff));
    assert.equal(bad.status, 422);
    assert.equal((await send(ctx.app, blogContract.getStaffBlog, { params: { blogId: draft.id } }, as(staff))).body.data.title, 'Kept as it was');
    assert.equal(Number(await count()), Number(blogs) + 1);
    assert.equal(Number(blogs2), Number(blogs) + 1);
    assert.equal(Number(await auditCount()), Number(audits2));
    assert.equal(Number(audits2), Number(audits) + 1);
    assert.equal((await send(ctx.app, blogContract.getStaffBlog, { params: { blogId: 999999 } }, as(staff))).status, 404);
  });
});
