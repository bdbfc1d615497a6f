import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoMembers, get, send, startTestApp, type TestContext } from '../../../../../server/src/test/kit.js';
import { blogContract } from '../contract.js';
import { insertBlog } from './queries.js';

describe('blogs', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('lists at least six seeded posts, newest first, each by a demo member', async () => {
    const res = await send(ctx.app, blogContract.getBlogs, { query: { per_page: '50' } });
    assert.equal(res.status, 200);
    const { items, pagination } = res.body.data;
    assert.ok(items.length >= 6);
    assert.equal(pagination.total, items.length);
    const dates = items.map((b: { created_at: string }) => b.created_at);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const names = new Set(demoMembers.map((m) => m.name));
    for (const blog of items) {
      assert.ok(names.has(blog.author.name), blog.author.name);
      assert.match(blog.author.member_id, /^[a-z2-7]{16}$/);
      assert.ok(blog.featured_image_width > 0 && blog.featured_image_height > 0);
      assert.ok(!('content' in blog), 'the list leaves the content out');
    }
  });

  test('pages the list with page and per_page', async () => {
    const first = (await send(ctx.app, blogContract.getBlogs, { query: { page: '1', per_page: '4' } })).body.data;
    const second = (await send(ctx.app, blogContract.getBlogs, { query: { page: '2', per_page: '4' } })).body.data;
    assert.equal(first.items.length, 4);
    assert.deepEqual(first.pagination, { current_page: 1, last_page: Math.ceil(first.pagination.total / 4), per_page: 4, total: first.pagination.total });
    assert.equal(second.pagination.current_page, 2);
    assert.ok(!second.items.some((b: { id: number }) => first.items.some((a: { id: number }) => a.id === b.id)));
    const past = (await send(ctx.app, blogContract.getBlogs, { query: { page: '99', per_page: '4' } })).body.data;
    assert.deepEqual(past.items, []);
  });

  test('refuses a malformed page or page size with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'per_page=51', 'per_page=0']) {
      const res = await get(ctx.app, `/api/blogs?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.error, true);
    }
  });

  test('answers one post with its content and author card', async () => {
    const [summary] = (await send(ctx.app, blogContract.getBlogs)).body.data.items;
    const res = await send(ctx.app, blogContract.getBlog, { params: { id: summary.id } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.title, summary.title);
    assert.match(res.body.data.content, /<p>/);
    assert.ok(res.body.data.author.bio!.length >= 100);
    assert.ok(Object.keys(res.body.data.author.platforms).length >= 1);
    // Staff publish and unpublish at any moment: a browser asks again on every load.
    assert.match(res.headers['cache-control'] as string, /no-cache/);
  });

  test('answers 404 for an unknown post and 400 for an id that is not a number', async () => {
    assert.equal((await send(ctx.app, blogContract.getBlog, { params: { id: 999999 } })).status, 404);
    assert.equal((await send(ctx.app, blogContract.getBlog, { params: { id: 999999 } })).body.message, 'This blog post does not exist.');
    assert.equal((await send(ctx.app, blogContract.getBlog, { params: { id: 'first-post' } })).status, 400);
  });

  test('a post written with a script and an event handler comes back without them', async () => {
    const author = await ctx.db.selectFrom('users').select('id').where('email', '=', demoMembers[0].email).executeTakeFirstOrThrow();
    const id = await insertBlog(ctx.db, {
      slug: 'unsafe',
      title: 'Unsafe post',
      content:
        '<p onclick="steal()">Hello <strong>members</strong></p><script>alert(1)</script>' +
        '<img src="/api/storage/x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">bad</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><a href="https://dawn.example/a">ok</a>',
      image: { key: 'abcdef0123456789.svg', width: 1200, height: 630 },
      authorId: author.id,
    });
    const { content, excerpt } = (await send(ctx.app, blogContract.getBlog, { params: { id } })).body.data;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', '<style']) assert.ok(!content.includes(bad), bad);
    assert.match(content, /<p>Hello <strong>members<\/strong><\/p>/);
    assert.match(content, /<a href="https:\/\/dawn.example\/a" target="_blank" rel="noopener noreferrer">ok<\/a>/);
    assert.equal(excerpt.includes('<'), false);
  });
});
