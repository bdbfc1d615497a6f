import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { send, startTestApp, type TestContext } from '../../../../../server/src/test/kit.js';
import { pressContract } from '../contract.js';
import { insertPressRelease } from './queries.js';

describe('press releases', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('features the latest three featured releases on the home page', async () => {
    const res = await send(ctx.app, pressContract.getFeaturedPressReleases);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.length, 3);
    const all = (await send(ctx.app, pressContract.getPressReleases, { query: { per_page: '50' } })).body.data.items;
    const featuredIds = (await ctx.db.selectFrom('press_releases').select('id').where('featured', '=', true).execute()).map((r) => r.id);
    assert.ok(res.body.data.every((r: { id: number }) => featuredIds.includes(r.id)));
    assert.ok(all.length >= 6);
  });

  test('pages the releases, newest first', async () => {
    const res = await send(ctx.app, pressContract.getPressReleases, { query: { page: '2', per_page: '4' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.pagination.current_page, 2);
    assert.equal(res.body.data.pagination.last_page, Math.ceil(res.body.data.pagination.total / 4));
    const all = (await send(ctx.app, pressContract.getPressReleases, { query: { per_page: '50' } })).body.data.items;
    assert.deepEqual(res.body.data.items.map((r: { id: number }) => r.id), all.slice(4, 8).map((r: { id: number }) => r.id));
  });

  test('answers a release with its content and PDFs that really download', async () => {
    const [first] = (await send(ctx.app, pressContract.getPressReleases)).body.data.items;
    const res = await send(ctx.app, pressContract.getPressRelease, { params: { id: first.id } });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.pdf.length >= 1);
    assert.match(res.body.data.content, /^<p>/);
    for (const pdf of res.body.data.pdf) {
      const file = await ctx.app.inject({ method: 'GET', url: `/api/storage/${pdf.download_link}` });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assert.equal(file.rawPayload.length, pdf.bytes);
    }
  });

  test('answers 404 for an unknown release', async () => {
    const res = await send(ctx.app, pressContract.getPressRelease, { params: { id: 424242 } });
    assert.deepEqual([res.status, res.body.message], [404, 'This press release does not exist.']);
  });

  test('stores a release’s HTML sanitized', async () => {
    const id = await insertPressRelease(ctx.db, {
      slug: 'x',
      title: 'X',
      content: '<p>Statement<script>document.cookie</script></p><img src=x onerror=alert(1)>',
      image: { key: 'abcdef0123456789.svg', width: 1200, height: 630 },
      name: 'Press Office',
      pdf: [],
    });
    const stored = await ctx.db.selectFrom('press_releases').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(stored.content.includes('script'), false);
    assert.equal(stored.content.includes('onerror'), false);
  });
});
