import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { INCOMPLETE_PROFILE_MESSAGE, VOLUNTEER_KINDS } from '../../../../../shared-api/src/enums.js';
import {
  bearer,
  get,
  memberWithProfile,
  PUBLIC_URL,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { volunteerContract } from '../contract.js';

const ABOUT = 'I have organised three freelancer meetups in Multan and would like to host one every month.';

describe('volunteer applications', () => {
  let ctx: TestContext;
  let applicant: Registered;
  let staff: Registered;
  let member: Registered;
  const count = async () => Number((await ctx.db.selectFrom('volunteer_applications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const apply = (who: Registered | null, body: object) => send(ctx.app, volunteerContract.applyToVolunteer, { body: body }, who ? bearer(who.token) : {});
  const csv = (query: string, token: string) => ctx.app.inject({ method: 'GET', url: `/api/staff/volunteers.csv${query}`, headers: bearer(token) });
  /** The audit log's export entries, newest first. */
  const exportEntries = async () => (await readAuditLog(ctx.app, { entity: 'export', per_page: '50' }, bearer(staff.token))).body.data.items;

  before(async () => {
    ctx = await startTestApp();
    applicant = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Sana Malik' });
    member = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  test('a member with a complete profile applies for each of the four kinds; each is recorded', async () => {
    for (const kind of VOLUNTEER_KINDS) {
      const res = await apply(applicant, { for: kind.value, description: `  ${ABOUT}  ` });
      assert.equal(res.status, 201, res.body.message);
      assert.equal(res.body.message, 'Thank you for volunteering! We will get in touch with you soon.');
      assert.equal(res.body.data.for, kind.value);
      assert.equal(res.body.data.description, ABOUT, 'trimmed');
      assert.match(res.body.data.created_at, /^\d{4}-\d\d-\d\dT/);
      const row = await ctx.db.selectFrom('volunteer_applications').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
      assert.deepEqual([row.user_id, row.kind, row.description], [applicant.userId, kind.value, ABOUT]);
    }
  });

  test('a visitor is refused with 401 and nothing is recorded', async () => {
    const before = await count();
    const res = await apply(null, { for: 'speaker', description: ABOUT });
    assert.equal(res.status, 401);
    assert.equal(await count(), before);
  });

  test('an incomplete profile is refused with the complete-profile message', async () => {
    const before = await count();
    const res = await apply(member, { for: 'meetup', description: ABOUT });
    assert.equal(res.status, 403);
    assert.equal(res.body.message, INCOMPLETE_PROFILE_MESSAGE);
    assert.equal(await count(), before);
  });

  test('bad input answers 422 with the spec’s message and records nothing', async () => {
    const before = await count();
    const cases: Array<[object, string, string]> = [
      [{ for: 'speaker' }, 'description', 'Please tell us a bit about yourself'],
      [{ for: 'speaker', description: '   ' }, 'description', 'Please tell us a bit about yourself'],
      [{ for: 'speaker', description: 'x'.repeat(5001) }, 'description', 'Please keep it under 5000 characters'],
      [{ for: 'university-ambassador', description: ABOUT }, 'for', 'Please choose how you would like to volunteer'],
      [{ description: ABOUT }, 'for', 'Please choose how you would like to volunteer'],
      [{ for: ['speaker'], description: ABOUT }, 'for', 'for must be text'],
      [{ for: 'speaker', description: { text: ABOUT } }, 'description', 'description must be text'],
    ];
    for (const [body, field, message] of cases) {
      const res = await apply(applicant, body);
      assert.equal(res.status, 422, JSON.stringify(body).slice(0, 80));
      assert.equal(res.body.data.errors?.[field], message);
    }
    assert.equal(await count(), before);
  });

  test('a member may send only so many applications a day', async () => {
    const limited = await ctx.another({ rateLimits: { volunteerApplicationsPerMember: { max: 1, windowMs: 60_000 } } });
    const someone = await memberWithProfile(ctx.app, ctx.db);
    const first = await send(limited, volunteerContract.applyToVolunteer, { body: { for: 'chapter', description: ABOUT } }, bearer(someone.token));
    assert.equal(first.status, 201);
    const before = await count();
    const second = await send(limited, volunteerContract.applyToVolunteer, { body: { for: 'speaker', description: ABOUT } }, bearer(someone.token));
    assert.equal(second.status, 429);
    assert.match(second.body.message, /Please try again in/);
    assert.equal(await count(), before);
  });

  describe('for staff', () => {
    test('the list and the export answer 401 to a visitor and 403 to a member', async () => {
      for (const url of ['/api/staff/volunteers', '/api/staff/volunteers.csv']) {
        assert.equal((await get(ctx.app, url)).status, 401, url);
        const res = await get(ctx.app, url, bearer(applicant.token));
        assert.equal(res.status, 403, url);
        assert.equal(res.body.message, 'You do not have access to this page.');
      }
    });

    test('lists applications newest first, with who applied for a link to their profile', async () => {
      const res = await send(ctx.app, volunteerContract.getVolunteerApplications, {}, bearer(staff.token));
      assert.equal(res.status, 200);
      const { items, pagination } = res.body.data;
      assert.equal(pagination.total, await count());
      const ids = items.map((i: { id: number }) => i.id);
      assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
      const mine = items.find((i: { applicant: { member_id: string } }) => i.applicant.member_id === applicant.memberId);
      assert.ok(mine);
      assert.deepEqual(mine.applicant, { member_id: applicant.memberId, name: 'Sana Malik' });
      assert.deepEqual(Object.keys(mine).sort(), ['applicant', 'created_at', 'description', 'for', 'id']);
    });

    test('filters by kind and by Karachi days, and pages', async () => {
      const speakers = (await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { for: 'speaker' } }, bearer(staff.token))).body.data;
      assert.ok(speakers.items.length >= 1);
      assert.ok(speakers.items.every((i: { for: string }) => i.for === 'speaker'));

      // An application made at 23:30 Karachi time on 1 March is 18:30 UTC: it belongs to 1 March.
      const { id } = await ctx.db
        .insertInto('volunteer_applications')
        .values({ user_id: applicant.userId, kind: 'chapter', description: 'Late evening', created_at: new Date('2026-03-01T18:30:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const idsOn = async (query: string) => (await get(ctx.app, `/api/staff/volunteers?${query}`, bearer(staff.token))).body.data.items.map((i: { id: number }) => i.id);
      assert.deepEqual(await idsOn('from=2026-03-01&to=2026-03-01'), [id]);
      assert.deepEqual(await idsOn('from=2026-03-02&to=2026-03-02'), []);
      assert.deepEqual(await idsOn('to=2026-02-28'), []);
      assert.deepEqual(await idsOn('from=2026-03-01&to=2026-03-01&for=speaker'), []);

      const first = (await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { per_page: '2' } }, bearer(staff.token))).body.data;
      const second = (await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { per_page: '2', page: '2' } }, bearer(staff.token))).body.data;
      assert.equal(first.items.length, 2);
      assert.ok(second.items[0].id < first.items[1].id);
    });

    test('refuses a malformed filter with 400', async () => {
      for (const query of ['for=ambassadors', 'from=2026-02-30', 'from=01-03-2026', 'from=2026-03-02&to=2026-03-01', 'page=0']) {
        const res = await get(ctx.app, `/api/staff/volunteers?${query}`, bearer(staff.token));
        assert.equal(res.status, 400, query);
        assert.equal((await csv(`?${query}`, staff.token)).statusCode, query === 'page=0' ? 200 : 400, `csv ${query}`);
      }
    });

    test('exports the same filter as CSV a spreadsheet cannot run as formulas', async () => {
      const formula = await memberWithProfile(ctx.app, ctx.db, {}, { name: '=HYPERLINK("http://evil.example","Click")' });
      await send(ctx.app, volunteerContract.applyToVolunteer, { body: { for: 'speaker', description: '+SUM(A1:A9) and "quotes",\nand a second line' } }, bearer(formula.token));
      await send(ctx.app, volunteerContract.applyToVolunteer, { body: { for: 'speaker', description: '@cmd|calc' } }, bearer(formula.token));

      const res = await csv('?for=speaker', staff.token);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="volunteer-applications-\d{4}-\d\d-\d\d\.csv"$/);
      assert.ok(res.body.startsWith('\uFEFF"Applied (Karachi time)","Application","Name","Member ID","Profile","About them"\r\n'));
      const body = res.body;
      assert.ok(body.includes(`"'=HYPERLINK(""http://evil.example"",""Click"")","${formula.memberId}","${PUBLIC_URL}/member/${formula.memberId}","'+SUM(A1:A9) and ""quotes"",\nand a second line"\r\n`), body);
      assert.ok(body.includes(`"'@cmd|calc"\r\n`));
      assert.ok(!/(^|,)"[=+\-@]/m.test(body), 'no cell starts with a formula sign');
      const speakerRows = (await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { for: 'speaker', per_page: '50' } }, bearer(staff.token))).body.data.pagination.total;
      assert.equal(body.split('\r\n').filter((line) => /^"\d{4}-\d\d-\d\d \d\d:\d\d","Speaker\/Trainer"/.test(line)).length, speakerRows);
      assert.ok(!body.includes('"Chapter Contributor"'), 'only the filter’s kind');
    });

    test('the export reads long lists a batch at a time, newest first', async () => {
      const someone = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Batch Applicant' });
      await ctx.db
        .insertInto('volunteer_applications')
        .values(Array.from({ length: 1200 }, (_, i) => ({ user_id: someone.userId, kind: 'meetup' as const, description: `Application ${i + 1}`, created_at: new Date('2025-06-01T10:00:00Z') })))
        .execute();
      const res = await csv('?for=meetup&from=2025-06-01&to=2025-06-01', staff.token);
      const rows = res.body.split('\r\n').filter((line) => line.includes('Batch Applicant'));
      assert.equal(rows.length, 1200);
      assert.ok(rows[0].endsWith('"Application 1200"') && rows.at(-1)!.endsWith('"Application 1"'));
      const [entry] = await exportEntries();
      assert.deepEqual(entry.after, { application: 'Meetups', from: '2025-06-01', to: '2025-06-01', rows: res.body.trim().split('\r\n').length - 1 }, 'every batch counted');
    });

    describe('the staff list: search, sort and exporting the selection', () => {
      let zara: Registered;
      let ids: number[];
      let adeelsId: number;

      before(async () => {
        zara = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Zara Qadeer Lashari', phone: '+92 345 2468013' });
        ids = [];
        for (const kind of ['speaker', 'chapter', 'meetup']) {
          const res = await apply(zara, { for: kind, description: `${ABOUT} (${kind})` });
          assert.equal(res.status, 201, res.body.message);
          ids.push(res.body.data.id);
        }
        const adeel = await memberWithProfile(ctx.app, ctx.db, {}, { name: 'Adeel Lashari' });
        adeelsId = (await apply(adeel, { for: 'speaker', description: ABOUT })).body.data.id;
      });

      const search = async (q: string, extra: { for?: string; sort?: string; dir?: string } = {}) => {
        const res = await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { q, per_page: '50', ...extra } }, bearer(staff.token));
        assert.equal(res.status, 200, res.body.message);
        return res.body.data.items as Array<{ id: number; for: string; created_at: string; applicant: { name: string } }>;
      };

      test('staff find an applicant’s applications by name words, e-mail, phone as typed, or MEMBER ID', async () => {
        const { membership_id: printed } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', zara.userId).executeTakeFirstOrThrow();
        for (const q of ['zara lashari', 'zara qad', zara.email.slice(0, 12), zara.email.toUpperCase(), '03452468013', '0345-2468013', '+92 345 2468013', zara.memberId, printed, printed.toLowerCase()]) {
          assert.deepEqual((await search(q)).map((a) => a.id).sort(), [...ids].sort(), `searching "${q}"`);
        }
        assert.deepEqual(await search('lasharii'), []);
        assert.deepEqual(await search('%'), [], 'a wildcard is a character, not everything');
        assert.deepEqual((await search('lashari')).length, 4, 'a name word finds everyone with it');
        assert.deepEqual((await search('zara', { for: 'meetup' })).map((a) => a.id), [ids[2]], 'a search keeps the kind filter');
      });

      test('the list sorts by date, name or kind, either way; an unknown column is refused', async () => {
        const byKind = await search('zara', { sort: 'kind', dir: 'asc' });
        assert.deepEqual(byKind.map((a) => a.for), ['chapter', 'meetup', 'speaker']);
        assert.deepEqual((await search('zara', { sort: 'created_at', dir: 'asc' })).map((a) => a.id), ids);
        assert.deepEqual((await search('lashari')).map((a) => a.id), [adeelsId, ...[...ids].reverse()], 'newest first unless asked');
        assert.deepEqual((await search('lashari', { sort: 'name', dir: 'asc' })).map((a) => a.id), [adeelsId, ...ids], 'by name A to Z');
        assert.deepEqual((await search('lashari', { sort: 'name', dir: 'desc' })).map((a) => a.id), [...[...ids].reverse(), adeelsId], 'by name Z to A');
        assert.equal((await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { sort: 'description' } }, bearer(staff.token))).status, 400);
        assert.equal((await send(ctx.app, volunteerContract.getVolunteerApplications, { query: { dir: 'sideways' } }, bearer(staff.token))).status, 400);
      });

      test('the export carries just the selected applications when asked; a malformed selection is refused', async () => {
        const res = await csv(`?ids=${ids[0]},${ids[2]}`, staff.token);
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-disposition']), /filename="volunteer-applications-selected-\d{4}-\d\d-\d\d\.csv"/);
        const lines = res.body.trim().split('\r\n');
        assert.equal(lines.length, 3, 'the header and the two selected applications');
        assert.ok(lines[1].includes('"Meetups","Zara Qadeer Lashari"') && lines[2].includes('"Speaker/Trainer","Zara Qadeer Lashari"'), 'newest first');
        assert.equal((await csv(`?ids=${ids[0]}&for=meetup`, staff.token)).body.trim().split('\r\n').length, 1, 'the selection is read within the filter');
        assert.equal((await csv('?ids=1;drop', staff.token)).statusCode, 400);
      });

      test('each export is in the audit log: the staff member, the filter or the selection, and how many rows; a refused one is not', async () => {
        const before = (await exportEntries()).length;
        assert.equal((await csv('', member.token)).statusCode, 403);
        assert.equal((await exportEntries()).length, before);

        const searched = await csv('?for=speaker&q=lashari', staff.token);
        assert.equal(searched.body.trim().split('\r\n').length - 1, 2);
        const [entry] = await exportEntries();
        assert.deepEqual([entry.action, entry.entity_id, entry.actor?.member_id], ['export.download', 'volunteer-applications', staff.memberId]);
        assert.deepEqual(entry.after, { application: 'Speaker/Trainer', search: 'lashari', rows: 2 });
        assert.deepEqual(entry.record, { name: 'Export of volunteer applications', path: '/staff/volunteers' });

        await csv(`?ids=${ids[1]}`, staff.token);
        assert.deepEqual((await exportEntries())[0].after, { selected: String(ids[1]), rows: 1 });
        assert.equal((await exportEntries()).length, before + 2);
      });
    });
  });
});
