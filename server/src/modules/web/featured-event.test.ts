import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';
import { findFeaturedEvent } from './featured-event.js';

const INDEX = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const LAHORE = { slug: 'freelance-fest-2090-lahore', title: 'Freelance Fest 2090 Lahore', starts: '2090-03-01T04:00:00Z' };
// An edition no remote has a page for yet: never linked, however soon it is.
const UNROUTED = { slug: 'freelance-fest-2090-quetta', title: 'Freelance Fest 2090 Quetta', starts: '2090-01-15T04:00:00Z' };

const routes = [
  { path: '/', page: 'home', access: 'public' as const, title: 'Home' },
  { path: '/freelance-fest-2022', page: 'conference', access: 'public' as const, title: 'Freelance Fest 2022' },
  { path: `/${LAHORE.slug}`, page: 'conference', access: 'public' as const, title: LAHORE.title },
];
const manifest: ShellManifest = { remotes: [{ name: 'mfe-public', scope: 'mfe_public', version: '1.0.0', entry: '/remotes/mfe-public/1.0.0/mf-manifest.json', routes }] };

describe('the header’s featured event, read from the data and kept a few seconds', () => {
  let ctx: TestContext;
  let root: string;
  let nextEventId: number;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-featured-'));
    const shellDir = path.join(root, 'shell');
    const deployDir = path.join(root, 'deploy');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    publishRemote(deployDir, 'mfe-public', '1.0.0', routes);
    pin(deployDir, { 'mfe-public': '1.0.0' });
    ctx = await startTestApp({ production: true, shellDir, deployDir });
    for (const c of [LAHORE, UNROUTED]) {
      const starts = new Date(c.starts);
      await ctx.db
        .insertInto('conferences')
        .values({
          slug: c.slug,
          aliases: [],
          title: c.title,
          edition: c.title.slice(-6),
          tagline: 'Two days of talks and workshops',
          overview: JSON.stringify(['Talks and workshops for freelancers.']),
          starts_at: starts,
          ends_at: new Date(starts.getTime() + 32 * 3_600_000),
          venue: JSON.stringify({ name: 'Expo Centre', address: 'Johar Town', city: 'Lahore', map_url: null }),
          banner: 'banner.png',
          banner_width: 1200,
          banner_height: 600,
          all_speakers_link: null,
          status: 'published',
          publish_at: new Date('2020-01-01T00:00:00Z'),
        })
        .execute();
    }
    // A meetup a month before the Lahore edition, and one long after every edition.
    for (const [slug, title, start] of [
      ['meetup-2089-karachi', 'Freelancers Meetup Karachi', '2090-02-01T13:00:00Z'],
      ['meetup-2091-multan', 'Freelancers Meetup Multan', '2091-05-01T13:00:00Z'],
    ]) {
      const row = await ctx.db
        .insertInto('events')
        .values({ slug, title, venue: 'Arfa Tower', city: 'Lahore', start_date: new Date(start), end_date: new Date(new Date(start).getTime() + 3 * 3_600_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (slug === 'meetup-2091-multan') nextEventId = row.id;
    }
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('is the next conference edition while one is coming, before any sooner event, skipping editions without a page', async () => {
    const featured = await findFeaturedEvent(ctx.db, manifest, new Date('2089-12-01T00:00:00Z'));
    assert.deepEqual(featured, { label: LAHORE.title, path: `/${LAHORE.slug}` });
  });

  test('is the next event once no edition is coming', async () => {
    const featured = await findFeaturedEvent(ctx.db, manifest, new Date('2091-01-01T00:00:00Z'));
    assert.deepEqual(featured, { label: 'Freelancers Meetup Multan', path: `/event/meetup-2091-multan/${nextEventId}` });
  });

  test('is the latest edition with a page when nothing is coming', async () => {
    const featured = await findFeaturedEvent(ctx.db, manifest, new Date('2095-01-01T00:00:00Z'));
    assert.deepEqual(featured, { label: LAHORE.title, path: `/${LAHORE.slug}` });
    const onlyThe2022Page: ShellManifest = { remotes: [{ ...manifest.remotes[0], routes: routes.slice(0, 2) }] };
    assert.deepEqual(await findFeaturedEvent(ctx.db, onlyThe2022Page, new Date('2095-01-01T00:00:00Z')), { label: 'Freelance Fest 2022', path: '/freelance-fest-2022' });
  });

  test('links an edition without a route of its own by the generic conference page, once the remotes have it', async () => {
    const withGeneric: ShellManifest = { remotes: [{ ...manifest.remotes[0], routes: [...routes, { path: '/conference/:conferenceSlug', page: 'conference', access: 'public', title: 'Conference' }] }] };
    const featured = await findFeaturedEvent(ctx.db, withGeneric, new Date('2089-12-01T00:00:00Z'));
    assert.deepEqual(featured, { label: UNROUTED.title, path: `/conference/${UNROUTED.slug}` }, 'the sooner edition, by the generic page');
    // An edition with its own route keeps it.
    assert.deepEqual(await findFeaturedEvent(ctx.db, withGeneric, new Date('2090-02-01T00:00:00Z')), { label: LAHORE.title, path: `/${LAHORE.slug}` });
  });

  test('reaches the shell in the manifest it reads, inlined into the page and at /remotes.json', async () => {
    const expected = { label: LAHORE.title, path: `/${LAHORE.slug}` };
    const json = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(json.statusCode, 200);
    assert.deepEqual(json.json().org, { featuredEvent: expected });
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    const inlined = /<script type="application\/json" id="shell-manifest">(.*?)<\/script>/.exec(page.body);
    assert.ok(inlined);
    assert.deepEqual(JSON.parse(inlined[1]).org.featuredEvent, expected);
  });

  test('follows the data without a restart: a change made elsewhere is featured within the seconds the link is kept', async () => {
    const featured = async () => (await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).json().org.featuredEvent.path;
    const before = await featured();
    // As another instance (or the release tool) would: straight to the database.
    const starts = new Date(ctx.clock.now().getTime() + 7 * 86_400_000);
    await ctx.db
      .updateTable('conferences')
      .set({ starts_at: starts, ends_at: new Date(starts.getTime() + 86_400_000) })
      .where('slug', '=', 'freelance-fest-2022')
      .execute();
    assert.equal(await featured(), before, 'one read serves the views of a few seconds');
    ctx.clock.advance(5);
    assert.equal(await featured(), '/freelance-fest-2022');
  });

  test('a change made through this server is featured at the next view', async () => {
    const featured = async () => (await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).json().org.featuredEvent.path;
    await featured();
    await ctx.db.updateTable('conferences').set({ status: 'draft' }).where('slug', '=', 'freelance-fest-2022').execute();
    // Any change through the server empties what it keeps (here, a failed sign-in).
    await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    assert.notEqual(await featured(), '/freelance-fest-2022');
  });
});
