import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bearer,
  call,
  get,
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
import { homeContentContract } from '../contract.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('staff keep the board, the partners, the highlights and the home page figures', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const as = (who: Registered) => bearer(who.token);
  const upload = async () => (await uploadImage(ctx.app, staff.token, pngBytes())).body.data as string;

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Visitor' });
  });
  after(() => ctx.close());

  const director = (overrides: Json = {}) => ({ name: 'Hina Baloch', position: 'Director, Research', bio: 'Hina runs the association’s surveys.', image: null, linkedin: '', ...overrides });
  const created = async (url: string, body: object) => {
    const res = await post<Json>(ctx.app, url, body, as(staff));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as Json;
  };
  const publicIds = async (url: string) => ((await get<Json>(ctx.app, url)).body.data as Json[]).map((r) => r.id);
  const auditOf = (entity: string, id: number | string) =>
    ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();

  test('visitors get 401 and members 403 on every staff call, and nothing changes', async () => {
    const draft = await created('/api/staff/directors', director({ name: 'Locked Away' }));
    const figure = await created('/api/staff/home-figures', { value: '1M', label: 'hidden' });
    const snapshot = async () => ({
      directors: await ctx.db.selectFrom('directors').select(['id', 'name', 'status', 'publish_at', 'sort_order']).orderBy('id').execute(),
      partners: await ctx.db.selectFrom('partners').select(['id', 'name', 'status', 'sort_order']).orderBy('id').execute(),
      highlights: await ctx.db.selectFrom('highlights').select(['id', 'name', 'status', 'sort_order']).orderBy('id').execute(),
      figures: await ctx.db.selectFrom('home_figures').select(['id', 'value', 'status', 'sort_order']).orderBy('id').execute(),
    });
    const before = await snapshot();
    const calls: Array<[string, string, object?]> = [];
    for (const [kind, id, body] of [
      ['directors', draft.id, director({ name: 'Sneaked In' })],
      ['partners', 1, { name: 'Sneaked', logo: 'x.png', website: '', corporate: true }],
      ['highlights', 1, { name: 'S', position: 'P', organisation: 'O', video_url: 'https://youtu.be/Xk4LmQ2pT7a', thumbnail: 'x.png' }],
      ['home-figures', figure.id, { value: '9', label: 'sneaked' }],
    ] as const) {
      calls.push(
        ['GET', `/api/staff/${kind}`],
        ['GET', `/api/staff/${kind}/${id}`],
        ['POST', `/api/staff/${kind}`, body],
        ['POST', `/api/staff/${kind}/${id}`, body],
        ['GET', `/api/staff/${kind}/${id}/preview`],
        ['POST', `/api/staff/${kind}/${id}/publish`, {}],
        ['POST', `/api/staff/${kind}/${id}/unpublish`],
        ['POST', `/api/staff/${kind}/order`, { ids: [id] }],
      );
    }
    for (const [method, url, payload] of calls) {
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload })).status, 401, `visitor ${method} ${url}`);
      assert.equal((await call(ctx.app, { method: method as 'GET', url, payload, headers: as(member) })).status, 403, `member ${method} ${url}`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  test('a new board member is a draft, last on the board, with initials until a portrait is uploaded; visitors see them once published', async () => {
    const draft = await created('/api/staff/directors', director());
    assert.equal(draft.status, 'draft');
    assert.equal(draft.image, null);
    const list = (await send(ctx.app, homeContentContract.getStaffDirectors, {}, as(staff))).body.data as Json[];
    assert.equal(list.at(-1)!.id, draft.id, 'a new member goes last');
    assert.equal((await publicIds('/api/directors')).includes(draft.id), false, 'a draft is staff only');

    const preview = (await send(ctx.app, homeContentContract.getDirectorPreview, { params: { directorId: draft.id } }, as(staff))).body.data as Json[];
    assert.ok(preview.some((d) => d.id === draft.id && d.name === 'Hina Baloch'), 'the preview shows the board with the draft in place');

    const portrait = await upload();
    const saved = await send(ctx.app, homeContentContract.updateDirector, { params: { directorId: draft.id }, body: director({ image: portrait, linkedin: 'https://www.linkedin.com/in/hina' }) }, as(staff));
    assert.equal(saved.status, 200);
    assert.equal(saved.body.data.image, portrait);
    assert.ok(saved.body.data.image_width! > 0);

    const published = await send(ctx.app, homeContentContract.publishDirector, { params: { directorId: draft.id }, body: {} }, as(staff));
    assert.equal(published.status, 200);
    assert.equal(published.body.data.status, 'published');
    const board = await send(ctx.app, homeContentContract.getDirectors);
    assert.match(String(board.headers['cache-control']), /no-cache/, 'a publish shows at the next load');
    assert.ok((board.body.data as Json[]).some((d) => d.id === draft.id && d.image === portrait));

    assert.deepEqual(
      (await auditOf('director', draft.id)).map((a) => a.action),
      ['director.create', 'director.update', 'director.publish'],
    );
    const [createEntry, updateEntry] = await auditOf('director', draft.id);
    assert.equal(createEntry.actor_id, staff.userId);
    assert.deepEqual(updateEntry.after, { image: portrait, linkedin: 'https://www.linkedin.com/in/hina' });
    const log = (await readAuditLog(ctx.app, { entity: 'director', per_page: '50' }, as(staff))).body.data.items as Json[];
    const named = log.find((e) => e.entity_id === String(draft.id));
    assert.deepEqual(named?.record, { name: 'Board member: Hina Baloch', path: `/staff/board/${draft.id}` });

    const hidden = await send(ctx.app, homeContentContract.unpublishDirector, { params: { directorId: draft.id } }, as(staff));
    assert.equal(hidden.body.data.status, 'draft');
    assert.equal((await publicIds('/api/directors')).includes(draft.id), false);
  });

  test('a scheduled partner shows on the home page only once its time has come', async () => {
    const logo = await upload();
    const partner = await created('/api/staff/partners', { name: 'Chenab Fibre', logo, website: 'https://example.org/chenab', corporate: true });
    assert.equal(partner.corporate, true);
    const at = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(ctx.app, homeContentContract.publishPartner, { params: { partnerId: partner.id }, body: { publish_at: at } }, as(staff));
    assert.equal(scheduled.body.data.status, 'scheduled');
    assert.equal((await publicIds('/api/corporate-partners')).includes(partner.id), false);
    await ctx.advance(3_601);
    assert.equal((await publicIds('/api/corporate-partners')).includes(partner.id), true);
    assert.equal((await publicIds('/api/partners')).includes(partner.id), false, 'a corporate partner is not among the others');

    // Made one of the other partners, it goes last among them.
    const moved = await send(ctx.app, homeContentContract.updatePartner, { params: { partnerId: partner.id }, body: { name: 'Chenab Fibre', logo, website: 'https://example.org/chenab', corporate: false } }, as(staff));
    assert.equal(moved.status, 200);
    assert.equal((await publicIds('/api/partners')).at(-1), partner.id);
    assert.equal((await publicIds('/api/corporate-partners')).includes(partner.id), false);
  });

  test('staff put a list in order, and visitors see that order; a stale or mixed list is refused and changes nothing', async () => {
    const before = (await send(ctx.app, homeContentContract.getStaffHighlights, {}, as(staff))).body.data as Json[];
    const ids = before.map((h) => h.id);
    const reversed = [...ids].reverse();
    const res = await send(ctx.app, homeContentContract.orderHighlights, { body: { ids: reversed } }, as(staff));
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((h: Json) => h.id), reversed);
    const visible = new Set(await publicIds('/api/highlights'));
    assert.deepEqual(await publicIds('/api/highlights'), reversed.filter((id) => visible.has(id)));
    const [entry] = await auditOf('highlight', 'order');
    assert.equal(entry.action, 'highlight.order');
    assert.deepEqual(entry.after, { order: reversed });

    for (const stale of [reversed.slice(1), [...reversed, 999_999], [reversed[0], reversed[0], ...reversed.slice(2)]]) {
      const refused = await send(ctx.app, homeContentContract.orderHighlights, { body: { ids: stale } }, as(staff));
      assert.ok([409, 422].includes(refused.status), `${JSON.stringify(stale)}: ${refused.status}`);
    }
    // Partners are ordered within their kind: a corporate partner among the others is refused.
    const partners = (await send(ctx.app, homeContentContract.getStaffPartners, {}, as(staff))).body.data as Json[];
    const others = partners.filter((p) => !p.corporate).map((p) => p.id);
    const corporate = partners.find((p) => p.corporate)!.id;
    assert.equal((await send(ctx.app, homeContentContract.orderPartners, { body: { ids: [...others.slice(1), corporate] } }, as(staff))).status, 409);
    assert.deepEqual(((await send(ctx.app, homeContentContract.getStaffHighlights, {}, as(staff))).body.data as Json[]).map((h) => h.id), reversed);
  });

  test('bad links and missing fields are refused with their messages, and nothing is saved', async () => {
    const count = async () => Number((await ctx.db.selectFrom('directors').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const linkedin of ['javascript:alert(1)', 'http://www.linkedin.com/in/x', 'linkedin.com/in/x', 'https://localhost/x']) {
      const res = await send(ctx.app, homeContentContract.createDirector, { body: director({ linkedin }) }, as(staff));
      assert.equal(res.status, 422, linkedin);
      assert.equal(res.body.data.errors?.linkedin, 'Please enter a LinkedIn link that starts with https://');
    }
    const noName = await send(ctx.app, homeContentContract.createDirector, { body: director({ name: ' ' }) }, as(staff));
    assert.equal(noName.body.data.errors?.name, 'Please enter the name');
    const notYours = await send(ctx.app, homeContentContract.createDirector, { body: director({ image: 'someone-else.png' }) }, as(staff));
    assert.equal(notYours.status, 422);
    assert.match(notYours.body.data.errors?.image ?? '', /upload the picture again/);
    assert.equal(await count(), before);

    const thumbnail = await upload();
    const video = await send(ctx.app, homeContentContract.createHighlight, { body: { name: 'A', position: 'B', organisation: 'C', video_url: 'https://vimeo.com/123', thumbnail } }, as(staff));
    assert.equal(video.status, 422);
    assert.match(video.body.data.errors?.video_url ?? '', /YouTube link/);
    const site = await send(ctx.app, homeContentContract.createPartner, { body: { name: 'A', logo: thumbnail, website: 'data:text/html,hi', corporate: false } }, as(staff));
    assert.equal(site.body.data.errors?.website, 'Please enter a website link that starts with https://');
  });

  test('the home page figures come from the server: the three of the spec, and a new one once published', async () => {
    const shown = (await send(ctx.app, homeContentContract.getHomeFigures)).body.data as Json[];
    assert.deepEqual(
      shown.slice(0, 3).map((f) => `${f.value} ${f.label}`),
      ['2.3M freelancers', '10+ billion hours', '$400M services annually'],
    );
    const figure = await created('/api/staff/home-figures', { value: '64%', label: 'under the age of 30' });
    assert.equal((await publicIds('/api/home-figures')).includes(figure.id), false);
    const preview = (await send(ctx.app, homeContentContract.getHomeFigurePreview, { params: { figureId: figure.id } }, as(staff))).body.data as Json[];
    assert.equal(preview.at(-1)!.value, '64%');
    await send(ctx.app, homeContentContract.publishHomeFigure, { params: { figureId: figure.id }, body: {} }, as(staff));
    assert.equal((await publicIds('/api/home-figures')).at(-1), figure.id);
    assert.equal((await send(ctx.app, homeContentContract.publishHomeFigure, { params: { figureId: figure.id }, body: {} }, as(staff))).status, 409);
    assert.equal((await send(ctx.app, homeContentContract.getStaffHomeFigure, { params: { figureId: 999999 } }, as(staff))).status, 404);
  });
});
