import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ShellManifest } from '../../../../../shared-api/src/routes.js';
import {
  bearer,
  call,
  findFeaturedEvent,
  pngBytes,
  post,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  uploadImage,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { conferenceContract } from '../contract.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// The pinned remotes as the site has them: the 2022 pages and the generic conference page.
const manifest: ShellManifest = {
  remotes: [
    {
      name: 'mfe-public',
      scope: 'mfe_public',
      version: '1.0.0',
      entry: '/remotes/mfe-public/1.0.0/mf-manifest.json',
      routes: [
        { path: '/freelance-fest-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022' },
        { path: '/conference/:conferenceSlug', page: 'conference', access: 'public', title: 'Conference' },
      ],
    },
  ],
};

describe('staff make conference editions', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let banner: string;
  let portrait: string;
  let logo: string;
  const as = (who: Registered) => bearer(who.token);

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Visitor' });
    [banner, portrait, logo] = await Promise.all([1, 2, 3].map(async () => (await uploadImage(ctx.app, staff.token, pngBytes())).body.data));
  });
  after(() => ctx.close());

  const form = (overrides: Json = {}) => ({
    title: 'Freelance Fest 2031 Quetta',
    edition: 'Quetta',
    tagline: 'Work for the world from Balochistan',
    overview: 'Two days of talks and workshops.\n\nDay two is for mentoring.',
    starts_at: '2031-04-12T04:00:00.000Z',
    ends_at: '2031-04-13T12:00:00.000Z',
    venue: { name: 'Quetta Serena', address: 'Shahrah-e-Zarghoon', city: 'Quetta', map_url: null },
    banner,
    speakers: [
      { name: 'Amna Baloch', designation: 'Product designer', company: 'Freelancer', type: 'Keynote Speaker' as const, image: portrait, linkdln: 'https://www.linkedin.com/in/amna-baloch' },
      { name: 'Kamran Kakar', designation: 'Chapter lead', company: 'Quetta chapter', type: 'Speaker' as const, image: null, linkdln: null },
    ],
    slots: [
      { day: '2031-04-12', starts: '09:00', ends: '10:00', title: 'Opening ceremony', description: '' },
      { day: '2031-04-13', starts: '10:00', ends: '12:00', title: 'Workshop: Proposals', description: 'Bring a laptop.' },
    ],
    sponsors: [{ name: 'Bolan Bank', image: logo, type: 'Platinum Sponsor' as const }],
    faqs: [{ question: 'Is there a fee to attend?', answer: 'No, entry is free for members.' }],
    ...overrides,
  });
  const create = async (overrides: Json = {}) => {
    const res = await send(ctx.app, conferenceContract.createConference, { body: form(overrides) }, as(staff));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as Json;
  };
  const publicPage = (slug: string) => send(ctx.app, conferenceContract.getConference, { params: { slug } });
  const count = async (table: 'conferences' | 'conference_speakers' | 'conference_slots' | 'conference_sponsors' | 'conference_faqs' | 'audit_log') =>
    Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => Promise.all((['conferences', 'conference_speakers', 'conference_slots', 'conference_sponsors', 'conference_faqs', 'audit_log'] as const).map(count));

  test('visitors get 401 and members 403 on every staff conference call, and nothing changes', async () => {
    const draft = await create({ title: 'Locked edition' });
    const before = await counts();
    const rows = await ctx.db.selectFrom('conferences').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute();
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/staff/conferences'],
      ['GET', `/api/staff/conferences/${draft.id}`],
      ['POST', '/api/staff/conferences', form({ title: 'Sneaked in' })],
      ['POST', `/api/staff/conferences/${draft.id}`, form({ title: 'Renamed', speakers: [] })],
      ['GET', `/api/staff/conferences/${draft.id}/preview`],
      ['POST', `/api/staff/conferences/${draft.id}/publish`, {}],
      ['POST', `/api/staff/conferences/${draft.id}/unpublish`],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload, headers: as(member) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await counts(), before);
    assert.deepEqual(await ctx.db.selectFrom('conferences').select(['id', 'title', 'status', 'publish_at']).orderBy('id').execute(), rows);
  });

  test('a new edition is a draft with its lists: not public, not featured, and previewed by staff as visitors will see it', async () => {
    const draft = await create({ title: 'Freelance Fest 2031 Draft' });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.slug, 'freelance-fest-2031-draft');
    assert.equal(draft.path, '/conference/freelance-fest-2031-draft');
    assert.deepEqual(draft.speakers.map((s: Json) => [s.name, s.image]), [['Amna Baloch', portrait], ['Kamran Kakar', null]]);
    assert.deepEqual(draft.slots[1], { day: '2031-04-13', starts: '10:00', ends: '12:00', title: 'Workshop: Proposals', description: 'Bring a laptop.' });
    assert.equal(draft.overview, 'Two days of talks and workshops.\n\nDay two is for mentoring.');
    assert.equal((await publicPage(draft.slug)).status, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/conferences/${draft.slug}/calendar.ics` })).statusCode, 404);
    const featured = await findFeaturedEvent(ctx.db, manifest, new Date('2031-01-01T00:00:00Z'));
    assert.notEqual(featured?.label, 'Freelance Fest 2031 Draft');
    // The seed's own draft, next year's edition, would be the next edition: it is not featured either.
    assert.notEqual((await findFeaturedEvent(ctx.db, manifest, ctx.clock.now()))?.label, 'Freelance Fest 2027 Peshawar');

    const preview = await send(ctx.app, conferenceContract.getConferencePreview, { params: { conferenceId: draft.id } }, as(staff));
    assert.equal(preview.status, 200);
    assert.equal(preview.body.data.title, 'Freelance Fest 2031 Draft');
    assert.deepEqual(preview.body.data.overview, ['Two days of talks and workshops.', 'Day two is for mentoring.']);
    assert.deepEqual(preview.body.data.schedule.map((d: Json) => [d.date, d.items.map((s: Json) => s.topicTitle)]), [
      ['2031-04-12', ['Opening ceremony']],
      ['2031-04-13', ['Workshop: Proposals']],
    ]);
    assert.equal(preview.body.data.speakers[1].image, null, 'a speaker without a portrait shows their initials');
    const list = (await send(ctx.app, conferenceContract.getStaffConferences, {}, as(staff))).body.data as Json[];
    assert.equal(list.find((c) => c.id === draft.id)?.status, 'draft');
    assert.ok(list.some((c) => c.slug === 'freelance-fest-2022' && c.status === 'published'), 'the editions of 2022 stay published');
  });

  test('published, an edition is public at its generic page (no-cache) and featured while it is coming; unpublished, it is gone', async () => {
    const starts = new Date(ctx.clock.now().getTime() + 3 * 86_400_000);
    const day = (offset: number) => new Date(starts.getTime() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const draft = await create({
      title: 'Freelance Fest Soon',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 30 * 3_600_000).toISOString(),
      slots: [{ day: day(0), starts: '23:00', ends: '23:30', title: 'Late keynote', description: '' }],
    });
    const published = await send(ctx.app, conferenceContract.publishConference, { params: { conferenceId: draft.id }, body: {} }, as(staff));
    assert.equal(published.status, 200, JSON.stringify(published.body));
    assert.equal(published.body.data.status, 'published');
    const page = await publicPage(draft.slug);
    assert.equal(page.status, 200);
    assert.equal(page.body.data.title, 'Freelance Fest Soon');
    assert.equal(page.body.data.faqs[0].question, 'Is there a fee to attend?');
    assert.match(String(page.headers['cache-control']), /no-cache/, 'a publish shows at the next load');
    assert.deepEqual(await findFeaturedEvent(ctx.db, manifest, ctx.clock.now()), { label: 'Freelance Fest Soon', path: `/conference/${draft.slug}` });

    assert.equal((await send(ctx.app, conferenceContract.publishConference, { params: { conferenceId: draft.id }, body: {} }, as(staff))).status, 409);
    const hidden = await send(ctx.app, conferenceContract.unpublishConference, { params: { conferenceId: draft.id } }, as(staff));
    assert.equal(hidden.status, 200);
    assert.equal(hidden.body.data.status, 'draft');
    assert.equal((await publicPage(draft.slug)).status, 404);
    assert.notEqual((await findFeaturedEvent(ctx.db, manifest, ctx.clock.now()))?.label, 'Freelance Fest Soon');
  });

  test('a scheduled edition stays hidden until its time passes', async () => {
    const draft = await create({ title: 'Freelance Fest Scheduled' });
    const at = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(ctx.app, conferenceContract.publishConference, { params: { conferenceId: draft.id }, body: { publish_at: at } }, as(staff));
    assert.equal(scheduled.body.data.status, 'scheduled');
    assert.equal((await publicPage(draft.slug)).status, 404);
    await ctx.advance(3_601);
    assert.equal((await publicPage(draft.slug)).status, 200);
  });

  test('the slug follows the title until the edition is published, then stays; an old slug still opens it', async () => {
    const draft = await create({ title: 'Working title one' });
    const renamed = (await send(ctx.app, conferenceContract.updateConference, { params: { conferenceId: draft.id }, body: form({ title: 'Working title two' }) }, as(staff))).body.data;
    assert.equal(renamed.slug, 'working-title-two');
    await send(ctx.app, conferenceContract.publishConference, { params: { conferenceId: draft.id }, body: {} }, as(staff));
    const edited = await send(ctx.app, conferenceContract.updateConference, { params: { conferenceId: draft.id }, body: form({ title: 'A better title after publishing' }) }, as(staff));
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.slug, 'working-title-two', 'published once, the address stays');
    assert.deepEqual(edited.body.data.old_slugs, ['working-title-one']);
    for (const slug of ['working-title-two', 'working-title-one']) {
      const page = await publicPage(slug);
      assert.equal(page.body.data.title, 'A better title after publishing', slug);
      assert.equal(page.body.data.slug, 'working-title-two');
    }
    // An old slug stays the edition's: another edition with that title gets the next free one.
    assert.equal((await create({ title: 'Working title one' })).slug, 'working-title-one-2');
    // The 2022 editions' slugs and spellings are taken too.
    assert.equal((await create({ title: 'Freelance Fest Islamabad 2022' })).slug, 'freelance-fest-islamabad-2022-2');
  });

  test('dates, slots, links and roles that break the rules are refused with 422 per field, and nothing is written', async () => {
    const draft = await create({ title: 'Kept as it was' });
    const before = await counts();
    const refused = async (body: Json, field: string, message: string, url = '/api/staff/conferences') => {
      const res = await post<Json>(ctx.app, url, body, as(staff));
      assert.equal(res.status, 422, field);
      assert.equal(res.body.data.errors?.[field], message, JSON.stringify(res.body.data.errors));
    };
    await refused(form({ ends_at: '2031-04-11T12:00:00.000Z' }), 'ends_at', 'The edition must end after it starts');
    await refused(form({ starts_at: 'next spring' }), 'starts_at', 'Please enter a valid date and time');
    await refused(form({ slots: [{ day: '2031-04-14', starts: '09:00', ends: '10:00', title: 'A day late' }] }), 'slots[0].day', 'The slot must be on one of the edition’s days');
    await refused(form({ slots: [{ day: '2031-04-12', starts: '11:00', ends: '10:30', title: 'Backwards' }] }), 'slots[0].ends', 'The slot must end after it starts');
    await refused(form({ speakers: [{ ...form().speakers[0], linkdln: 'javascript:alert(1)' }] }), 'speakers[0].linkdln', 'Please enter a valid URL');
    await refused(form({ speakers: [{ ...form().speakers[0], linkdln: 'ftp://example.org/amna' }] }), 'speakers[0].linkdln', 'Please enter a link that starts with http:// or https://');
    await refused(form({ speakers: [{ ...form().speakers[0], type: 'Headliner' }] }), 'speakers[0].type', 'Please choose the speaker’s role');
    await refused(form({ sponsors: [{ name: 'Bolan Bank', image: logo, type: 'Gold Sponsor' }] }), 'sponsors[0].type', 'Please choose the sponsor’s tier');
    await refused(form({ ends_at: '2031-04-11T12:00:00.000Z' }), 'ends_at', 'The edition must end after it starts', `/api/staff/conferences/${draft.id}`);
    assert.deepEqual(await counts(), before);
    const kept = (await send(ctx.app, conferenceContract.getStaffConference, { params: { conferenceId: draft.id } }, as(staff))).body.data;
    assert.equal(kept.title, 'Kept as it was');
    assert.equal(kept.ends_at, '2031-04-13T12:00:00.000Z');
  });

  test('the lists are saved all or nothing: a picture that is not the caller’s undoes the whole save', async () => {
    const draft = await create({ title: 'All or nothing' });
    const before = await counts();
    const freshBanner = (await uploadImage(ctx.app, staff.token, pngBytes())).body.data;
    const theirs = (await uploadImage(ctx.app, member.token, pngBytes())).body.data;
    const res = await send(ctx.app, conferenceContract.updateConference, { params: { conferenceId: draft.id }, body: form({ title: 'Half saved?', banner: freshBanner, speakers: [], faqs: [], sponsors: [{ name: 'Not ours', image: theirs, type: 'Tech Partner' }] }) }, as(staff));
    assert.equal(res.status, 422);
    assert.ok(res.body.data.errors?.['sponsors[0].image']);
    assert.deepEqual(await counts(), before);
    const kept = (await send(ctx.app, conferenceContract.getStaffConference, { params: { conferenceId: draft.id } }, as(staff))).body.data;
    assert.equal(kept.title, 'All or nothing');
    assert.equal(kept.banner, banner);
    assert.equal(kept.speakers.length, 2);
    assert.equal(kept.faqs.length, 1);
    const upload = await ctx.db.selectFrom('uploads').select('attached_at').where('name', '=', freshBanner).executeTakeFirstOrThrow();
    assert.equal(upload.attached_at, null, 'the new banner was not taken either');
  });

  test('every change is in the audit log with who made it and what changed, linked to the staff page', async () => {
    const draft = await create({ title: 'Audited edition' });
    const reordered = form({ title: 'Audited edition', speakers: [...form().speakers].reverse(), faqs: [...form().faqs, { question: 'Is there parking?', answer: 'Yes.' }] });
    await send(ctx.app, conferenceContract.updateConference, { params: { conferenceId: draft.id }, body: reordered }, as(staff));
    await send(ctx.app, conferenceContract.publishConference, { params: { conferenceId: draft.id }, body: {} }, as(staff));
    await send(ctx.app, conferenceContract.unpublishConference, { params: { conferenceId: draft.id } }, as(staff));
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', 'conference').where('entity_id', '=', String(draft.id)).orderBy('id').execute();
    assert.deepEqual(entries.map((e) => e.action), ['conference.create', 'conference.update', 'conference.publish', 'conference.unpublish']);
    assert.ok(entries.every((e) => Number(e.actor_id) === staff.userId));
    assert.deepEqual(Object.keys(entries[1].after as object).sort(), ['faqs', 'speakers']);
    assert.deepEqual(((entries[1].after as Json).speakers as Json[]).map((s) => s.name), ['Kamran Kakar', 'Amna Baloch']);
    const log = (await readAuditLog(ctx.app, { entity: 'conference', per_page: '50' }, as(staff))).body.data.items as Json[];
    const ours = log.filter((e) => e.entity_id === String(draft.id));
    assert.equal(ours.length, 4);
    for (const entry of ours) assert.deepEqual(entry.record, { name: 'Conference: Audited edition', path: `/staff/conferences/${draft.id}` });
    assert.equal((await send(ctx.app, conferenceContract.getStaffConference, { params: { conferenceId: 999999 } }, as(staff))).status, 404);
  });
});
