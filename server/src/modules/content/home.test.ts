import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';

import { send } from '../../test/api.js';
import { homeContentContract } from '../../../../mfe-public/src/features/home-content/contract.js';
import { conferenceContract } from '../../../../mfe-public/src/features/conferences/contract.js';
import { pressContract } from '../../../../mfe-public/src/features/press/contract.js';

describe('home page content, media mentions, the board and packages', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('lists corporate partners and the other partners apart, twelve in all', async () => {
    const corporate = (await send(ctx.app, homeContentContract.getCorporatePartners)).body.data;
    const others = (await send(ctx.app, homeContentContract.getPartners)).body.data;
    assert.ok(corporate.length >= 1 && others.length >= 1);
    assert.equal(corporate.length + others.length, 12);
    const ids = new Set(corporate.map((p: { id: number }) => p.id));
    assert.ok(others.every((p: { id: number }) => !ids.has(p.id)));
  });

  test('lists eight highlights, each with a video and a sized poster', async () => {
    const res = await send(ctx.app, homeContentContract.getHighlights);
    assert.equal(res.body.data.length, 8);
    for (const h of res.body.data) {
      assert.match(h.video_url, /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      assert.deepEqual([h.thumbnail_width, h.thumbnail_height], [640, 360]);
    }
  });

  test('orders the featured-in logos, and pages every media mention', async () => {
    const featured = (await send(ctx.app, pressContract.getFeaturedMediaMentions)).body.data;
    const orders = await ctx.db.selectFrom('media_mentions').select(['id', 'featured_order']).where('featured_order', 'is not', null).orderBy('featured_order').execute();
    assert.deepEqual(featured.map((m: { id: number }) => m.id), orders.map((o) => o.id));
    assert.ok(featured.length >= 6);
    const page = (await send(ctx.app, pressContract.getMediaMentions, { query: { per_page: '4', page: '3' } })).body.data;
    assert.equal(page.pagination.total, 10);
    assert.deepEqual([page.items.length, page.pagination.last_page], [2, 3]);
    assert.ok(page.items.every((m: { link: string }) => /^https:\/\//.test(m.link)));
  });

  test('lists the eight directors with a bio, a portrait and LinkedIn', async () => {
    const res = await send(ctx.app, homeContentContract.getDirectors);
    assert.equal(res.body.data.length, 8);
    assert.ok(res.body.data.every((d) => d.bio.length > 100 && d.linkedin));
  });

  test("the demo content's outside links open example.org, never a made-up address or someone's real profile", async () => {
    const links = [
      ...(await send(ctx.app, homeContentContract.getDirectors)).body.data.map((d) => d.linkedin),
      ...(await send(ctx.app, homeContentContract.getPartners)).body.data.map((p) => p.website),
      ...(await send(ctx.app, homeContentContract.getCorporatePartners)).body.data.map((p) => p.website),
      ...(await ctx.db.selectFrom('media_mentions').select('link').execute()).map((m) => m.link),
      ...(await send(ctx.app, conferenceContract.getConference, { params: { slug: 'freelance-fest-2022' } })).body.data.speakers.map((s: { linkdln: string | null }) => s.linkdln).filter(Boolean),
    ];
    assert.ok(links.length > 20);
    for (const link of links) assert.match(link!, /^https:\/\/example\.org\/\?demo=[a-z-]+&name=[a-z0-9-]+$/);
  });

  test('serves a stored image as SVG, cached for a year and unable to run script', async () => {
    const [director] = (await send(ctx.app, homeContentContract.getDirectors)).body.data;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/storage/${director.image}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.match(String(res.headers['cache-control']), /max-age=31536000, immutable/);
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'.*sandbox/);
    assert.match(res.body, new RegExp(`width='${director.image_width}' height='${director.image_height}'`));
  });
});
