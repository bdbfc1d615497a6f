import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SPONSOR_TIERS } from '../../../../../shared-api/src/enums.js';
import { PUBLIC_URL, send, startTestApp, type TestContext } from '../../../../../server/src/test/kit.js';
import { conferenceContract } from '../contract.js';

const karachiTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('conference pages', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('Gilgit runs 16–17 August 2022: seventeen slots on day one, one Workshops slot on day two', async () => {
    const { data } = (await send(ctx.app, conferenceContract.getConference, { params: { slug: 'freelance-fest-2022-gilgit' } })).body;
    assert.deepEqual(data.schedule.map((d: { date: string }) => d.date), ['2022-08-16', '2022-08-17']);
    assert.equal(data.schedule[0].items.length, 17);
    assert.deepEqual(data.schedule[1].items.map((s: { topicTitle: string }) => s.topicTitle), ['Workshops']);
    // spec: the Gilgit page also has a link to view all speakers (the flagship page's).
    assert.equal(data.all_speakers_link, '/freelance-fest-2022#speakers');
    assert.equal(karachiTime(data.starts_at), '16 Aug 2022, 09:00');
  });

  test('Islamabad answers under both spellings, on 26–27 March 2022 in its text, days and calendar', async () => {
    const a = (await send(ctx.app, conferenceContract.getConference, { params: { slug: 'freelance-fest-2022-islamabad' } })).body.data;
    const b = (await send(ctx.app, conferenceContract.getConference, { params: { slug: 'freelance-fest-islamabad-2022' } })).body.data;
    assert.deepEqual(a, b);
    assert.deepEqual(a.schedule.map((d: { date: string }) => d.date), ['2022-03-26', '2022-03-27']);
    const ics = await ctx.app.inject({ method: 'GET', url: a.calendar_url });
    assert.equal(ics.statusCode, 200);
    assert.match(String(ics.headers['content-type']), /^text\/calendar/);
    assert.match(ics.body, /DTSTART:20220326T040000Z/);
    assert.match(ics.body, /DTEND:20220327T120000Z/);
    assert.ok(ics.body.includes(`URL:${PUBLIC_URL}/conference/freelance-fest-2022-islamabad`));
    assert.ok(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75));
  });

  test('only the general page has keynote speakers; every speaker has a role type and a sized picture', async () => {
    for (const slug of ['freelance-fest-2022', 'freelance-fest-2022-islamabad', 'freelance-fest-2022-gilgit']) {
      const { speakers } = (await send(ctx.app, conferenceContract.getConference, { params: { slug } })).body.data;
      const types = new Set(speakers.map((s: { type: string }) => s.type));
      assert.equal(types.has('Keynote Speaker'), slug === 'freelance-fest-2022', slug);
      assert.ok(types.has('Chief Guest') && types.has('Guest of Honor') && types.has('Speaker'), slug);
      assert.ok(speakers.every((s) => s.image_width === 256));
    }
  });

  test('every edition has sponsors in the eight tiers, venue, overview and FAQs', async () => {
    for (const slug of ['freelance-fest-2022', 'freelance-fest-2022-islamabad', 'freelance-fest-2022-gilgit']) {
      const data = (await send(ctx.app, conferenceContract.getConference, { params: { slug } })).body.data;
      assert.deepEqual([...new Set(data.sponsors.map((s: { type: string }) => s.type))].sort(), [...SPONSOR_TIERS].sort(), slug);
      assert.ok(data.overview.length >= 2 && data.faqs.length >= 5 && data.venue.name, slug);
    }
  });

  test('answers 404 for an unknown edition and 400 for a malformed address', async () => {
    const res = await send(ctx.app, conferenceContract.getConference, { params: { slug: 'freelance-fest-1999' } });
    assert.deepEqual([res.status, res.body.message], [404, 'This conference does not exist.']);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/conferences/freelance-fest-1999/calendar.ics' })).statusCode, 404);
    assert.equal((await send(ctx.app, conferenceContract.getConference, { params: { slug: 'Bad Slug' } })).status, 400);
  });
});
