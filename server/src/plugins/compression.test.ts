import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../test/app.js';

describe('compression', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('compresses JSON with brotli or gzip, as the browser accepts, and leaves it alone otherwise', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/directors' });
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await ctx.app.inject({ method: 'GET', url: '/api/directors', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Language, accept-encoding');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);
    const gz = await ctx.app.inject({ method: 'GET', url: '/api/directors', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
  });

  test('compresses a stored SVG but not a PDF, and not an error', async () => {
    const [blog] = (await ctx.app.inject({ method: 'GET', url: '/api/blogs' })).json().data.items;
    const svg = await ctx.app.inject({ method: 'GET', url: `/api/storage/${blog.featured_image}`, headers: { 'accept-encoding': 'br' } });
    assert.equal(svg.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(svg.rawPayload).toString(), /^<svg/);
    const { key } = await ctx.db.selectFrom('publications').select('report as key').executeTakeFirstOrThrow();
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/storage/${key}`, headers: { 'accept-encoding': 'br' } });
    assert.equal(pdf.headers['content-encoding'], undefined);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/blogs/999999', headers: { 'accept-encoding': 'br' } });
    assert.equal(missing.headers['content-encoding'], undefined);
  });

  test('sends an answer that fits one packet as it is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(res.statusCode, 200);
    assert.ok(res.rawPayload.length < 1400);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, 'Accept-Language, accept-encoding');
  });

  test('a public read asked again answers the same bytes, and a changed one its new content', async () => {
    const ask = () => ctx.app.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-encoding': 'br' } });
    const [first, second] = [await ask(), await ask()];
    assert.equal(first.headers['content-encoding'], 'br');
    assert.deepEqual(second.rawPayload, first.rawPayload);
    const blog = JSON.parse(brotliDecompressSync(first.rawPayload).toString()).data.items[0];
    await ctx.db.updateTable('blogs').set({ title: 'A title changed a moment ago' }).where('id', '=', blog.id).execute();
    const changed = JSON.parse(brotliDecompressSync((await ask()).rawPayload).toString());
    assert.equal(changed.data.items[0].title, 'A title changed a moment ago');
  });
});
