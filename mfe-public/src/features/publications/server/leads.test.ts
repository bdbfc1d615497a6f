import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  bearer,
  get,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  uniqueEmail,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { publicationContract } from '../contract.js';
import { PUBLICATION_REQUEST_NOTICE } from '../validation.js';

const LIST = '/api/staff/publication-requests';
const EXPORT = '/api/staff/publication-requests/export';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEADER = ['Requested (Karachi time)', 'Publication', 'Name', 'E-mail', 'Phone', 'Organization', 'Designation', 'Agreed to'];

/** A strict RFC 4180 reader: every cell quoted or bare, `""` inside quotes, records ended by CRLF. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        assert.ok(i < text.length, 'a quoted cell is closed');
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        assert.ok(text[i] !== '"' && text[i] !== '\n', `a bare cell holds no quote or line break (at ${i})`);
        cell += text[i++];
      }
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else {
      assert.equal(text.slice(i, i + 2), '\r\n', `a record ends with CRLF (at ${i})`);
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  assert.equal(row.length, 0, 'the last record ends with CRLF');
  return rows;
}

describe('publication requests for staff', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  let first: { id: number; title: string };
  let second: { id: number; title: string };
  const asStaff = (url: string) => get(ctx.app, url, bearer(staff.token));
  const exportCsv = (query: string) => ctx.app.inject({ method: 'GET', url: `${EXPORT}${query}`, headers: bearer(staff.token) });
  const ask = (publicationId: number, details: Partial<Record<'name' | 'email' | 'phone' | 'organization' | 'designation', string>> = {}) =>
    send(ctx.app, publicationContract.requestPublication, { body: {
      name: 'Nadia Parveen',
      email: uniqueEmail('lead'),
      phone: '+92 321 5550198',
      organization: 'Lahore University of Management Sciences',
      designation: 'Research Associate',
      publication_id: publicationId,
      ...details,
    } });
  /** A request made at a given instant, as the form records it. */
  const recordAt = async (publicationId: number, at: string, details: { name?: string; email?: string } = {}) =>
    Number(
      (
        await ctx.db
          .insertInto('publication_requests')
          .values({
            publication_id: publicationId,
            name: details.name ?? 'Imran Qureshi',
            email: details.email ?? uniqueEmail('dated'),
            phone: '0300 7654321',
            organization: 'Freelancer',
            designation: 'Writer',
            agreed_to: PUBLICATION_REQUEST_NOTICE,
            ip: '127.0.0.1',
            user_agent: null,
            created_at: new Date(at),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const idsOf = async (query: string) => {
    const res = await asStaff(`${LIST}?per_page=50&${query}`);
    assert.equal(res.status, 200, res.body.message);
    return res.body.data.items.map((lead: { id: number }) => lead.id);
  };

  before(async () => {
    ctx = await startTestApp();
    [first, second] = (await send(ctx.app, publicationContract.getPublications)).body.data.items;
    member = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  test('the list and the export answer 401 to a visitor and 403 to a member', async () => {
    for (const url of [LIST, EXPORT]) {
      assert.equal((await get(ctx.app, url)).status, 401, url);
      const res = await get(ctx.app, url, bearer(member.token));
      assert.equal(res.status, 403, url);
      assert.equal(res.body.message, 'You do not have access to this page.');
    }
  });

  test('lists each request newest first with the details given, the publication, when, and what was agreed to', async () => {
    const email = uniqueEmail('nadia');
    assert.equal((await ask(first.id, { email })).status, 201);
    const res = await asStaff(LIST);
    assert.equal(res.status, 200);
    const { items, pagination } = res.body.data;
    const total = Number((await ctx.db.selectFrom('publication_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    assert.equal(pagination.total, total);
    const times = items.map((lead: { created_at: string }) => lead.created_at);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const lead = items.find((l: { email: string }) => l.email === email);
    assert.deepEqual(Object.keys(lead).sort(), ['agreed_to', 'created_at', 'designation', 'email', 'id', 'name', 'organization', 'phone', 'publication']);
    assert.deepEqual(
      [lead.name, lead.phone, lead.organization, lead.designation, lead.publication],
      ['Nadia Parveen', '+92 321 5550198', 'Lahore University of Management Sciences', 'Research Associate', { id: first.id, title: first.title }],
    );
    assert.equal(lead.agreed_to, `${PUBLICATION_REQUEST_NOTICE} Requested: "${first.title}".`);
    assert.ok(Date.now() - Date.parse(lead.created_at) < 60_000);
  });

  test('filters by publication and by Karachi day: a request at 23:30 Karachi time belongs to that day', async () => {
    // 18:30 UTC is 23:30 in Karachi (UTC+5): still 1 March there; 19:00 UTC is already 2 March.
    const late = await recordAt(first.id, '2026-03-01T18:30:00Z');
    const midnight = await recordAt(first.id, '2026-03-01T19:00:00Z');
    const early = await recordAt(second.id, '2026-02-28T19:00:00Z');
    assert.deepEqual(await idsOf('from=2026-03-01&to=2026-03-01'), [late, early]);
    assert.deepEqual(await idsOf('from=2026-03-02&to=2026-03-02'), [midnight]);
    assert.deepEqual(await idsOf('to=2026-02-28'), []);
    assert.deepEqual(await idsOf(`from=2026-03-01&to=2026-03-02&publication=${first.id}`), [midnight, late]);
    assert.deepEqual(await idsOf(`from=2026-03-01&to=2026-03-01&publication=${second.id}`), [early]);

    const mine = (await asStaff(`${LIST}?per_page=50&publication=${second.id}`)).body.data.items;
    assert.ok(mine.length >= 1);
    assert.ok(mine.every((lead: { publication: { id: number } }) => lead.publication.id === second.id));
  });

  test('finds requests by name words, the start of an e-mail or a phone number as typed', async () => {
    const email = uniqueEmail('zubair.search');
    const id = await recordAt(second.id, '2026-04-10T06:00:00Z', { name: 'Zubair Ahmed Siddiqui', email });
    const found = async (q: string) => idsOf(`q=${encodeURIComponent(q)}&from=2026-04-10&to=2026-04-10`);
    for (const q of ['zubair', 'Siddiqui zub', email, email.slice(0, 14), '0300 7654321', '+92 300 7654321']) {
      assert.deepEqual(await found(q), [id], q);
    }
    assert.deepEqual(await found('Farhan'), []);
    assert.deepEqual(await found('%@'), [], 'a wildcard is taken literally');
  });

  test('pages the list', async () => {
    for (let minute = 10; minute < 15; minute++) await recordAt(first.id, `2026-05-05T05:${minute}:00Z`);
    const page = async (n: number) => (await asStaff(`${LIST}?from=2026-05-05&to=2026-05-05&per_page=2&page=${n}`)).body.data;
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    assert.deepEqual(one.pagination, { current_page: 1, last_page: 3, per_page: 2, total: 5 });
    assert.deepEqual([one.items.length, two.items.length, three.items.length], [2, 2, 1]);
    assert.ok(one.items[1].created_at > two.items[0].created_at && two.items[1].created_at > three.items[0].created_at);
  });

  test('refuses a malformed filter with the field’s message, on the list and the export alike', async () => {
    const cases = {
      'from=yesterday': { from: 'from must be a date as YYYY-MM-DD' },
      'from=2026-02-30': { from: 'from must be a date as YYYY-MM-DD' },
      'from=2026-03-02&to=2026-03-01': { to: 'to must not be before from' },
      'publication=report': { publication: 'publication must be a publication number' },
      'publication=0': { publication: 'publication must be a publication number' },
    };
    for (const [query, errors] of Object.entries(cases)) {
      for (const url of [LIST, EXPORT]) {
        const res = await asStaff(`${url}?${query}`);
        // Query rules answer 400 on every call of the API (http/yup-schema.ts); 422 is for a form's body.
        assert.equal(res.status, 400, `${url}?${query}`);
        assert.deepEqual(res.body.data.errors, errors, `${url}?${query}`);
      }
    }
    assert.equal((await asStaff(`${LIST}?page=0`)).status, 400);
  });

  describe('the CSV export', () => {
    const URDU = 'عائشہ صدیقی';
    let urduEmail: string;

    before(async () => {
      urduEmail = uniqueEmail('urdu');
      await ask(second.id, { name: URDU, email: urduEmail, organization: 'جامعہ کراچی, شعبہ معاشیات' });
      await ask(second.id, { name: 'Hamza "Hami" Sheikh', organization: 'Sheikh, Sons & Co.', designation: 'Partner\nand founder' });
      await ask(second.id, { name: 'Formula Person', organization: '=HYPERLINK("http://evil.example","Click")', designation: '@cmd|calc' });
    });

    test('is UTF-8 with a byte-order mark, named for the day, and no cache keeps it', async () => {
      const res = await exportCsv(`?publication=${second.id}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="publication-requests-\d{4}-\d\d-\d\d\.csv"$/);
      assert.deepEqual(res.rawPayload.subarray(0, 3), BOM);
      const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(res.rawPayload);
      assert.ok(text.startsWith('\uFEFF"Requested (Karachi time)","Publication","Name"'), text.slice(0, 80));
    });

    test('keeps Urdu names byte for byte and reads back cell for cell, commas, quotes and line breaks included', async () => {
      const res = await exportCsv(`?publication=${second.id}`);
      assert.ok(res.rawPayload.includes(Buffer.from(`"${URDU}"`, 'utf8')), 'the name’s UTF-8 bytes, unchanged');
      const rows = readCsv(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(res.rawPayload.subarray(3)));
      assert.deepEqual(rows[0], HEADER);
      assert.ok(rows.slice(1).every((row) => row.length === HEADER.length));
      assert.ok(rows.slice(1).every((row) => row[1] === second.title), 'only the filter’s publication');

      const urdu = rows.find((row) => row[3] === urduEmail);
      assert.ok(urdu);
      assert.equal(urdu[2], URDU);
      assert.equal(urdu[2].normalize('NFC'), urdu[2]);
      assert.equal(urdu[5], 'جامعہ کراچی, شعبہ معاشیات');
      assert.match(urdu[0], /^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      assert.equal(urdu[7], `${PUBLICATION_REQUEST_NOTICE} Requested: "${second.title}".`);

      const quoted = rows.find((row) => row[2] === 'Hamza "Hami" Sheikh');
      assert.ok(quoted, 'double quotes read back');
      assert.deepEqual([quoted[5], quoted[6]], ['Sheikh, Sons & Co.', 'Partner\nand founder']);
      // Phones start with a plus sign, which a spreadsheet would read as a formula: they keep it behind an apostrophe.
      assert.equal(quoted[4], "'+92 321 5550198");

      const formula = rows.find((row) => row[2] === 'Formula Person');
      assert.ok(formula);
      assert.deepEqual([formula[5], formula[6]], ['\'=HYPERLINK("http://evil.example","Click")', "'@cmd|calc"]);
    });

    test('writes times in Karachi time and follows the day filter', async () => {
      await recordAt(first.id, '2026-07-15T18:30:00Z', { name: 'Late Evening Reader' });
      await recordAt(first.id, '2026-07-15T19:00:00Z', { name: 'Midnight Reader' });
      await recordAt(second.id, '2026-07-15T10:00:00Z', { name: 'Other Report Reader' });
      const rows = readCsv((await exportCsv(`?from=2026-07-15&to=2026-07-15&publication=${first.id}`)).body.slice(1));
      assert.deepEqual(rows.slice(1).map((row) => [row[0], row[1], row[2]]), [['2026-07-15 23:30', first.title, 'Late Evening Reader']]);
      assert.deepEqual(readCsv((await exportCsv('?from=2031-01-01')).body.slice(1)), [HEADER], 'a filter that matches nothing is the header alone');
    });

    test('reads long lists a batch at a time, newest first, skipping none made in the same instant', async () => {
      // PostgreSQL keeps microseconds, which a JavaScript date cannot hold.
      const at = sql<Date>`timestamptz '2025-06-01 10:00:00.123456+00'`;
      await ctx.db
        .insertInto('publication_requests')
        .values(
          Array.from({ length: 1100 }, (_, i) => ({
            publication_id: first.id,
            name: `Batch Reader ${i + 1}`,
            email: `batch.${i + 1}@example.org`,
            phone: '0300 1112223',
            organization: 'Batch',
            designation: 'Reader',
            agreed_to: PUBLICATION_REQUEST_NOTICE,
            ip: '127.0.0.1',
            created_at: at,
          })),
        )
        .execute();
      await recordAt(first.id, '2025-06-01T10:00:00.124Z', { name: 'A Millisecond Later' });
      const rows = readCsv((await exportCsv('?from=2025-06-01&to=2025-06-01')).body.slice(1)).slice(1);
      assert.equal(rows.length, 1101);
      assert.equal(rows[0][2], 'A Millisecond Later');
      assert.deepEqual(
        rows.slice(1).map((row) => row[2]),
        Array.from({ length: 1100 }, (_, i) => `Batch Reader ${1100 - i}`),
      );
    });

    test('each export is in the audit log: the staff member, the filters and how many rows; a refused one is not', async () => {
      const entries = async () => (await readAuditLog(ctx.app, { entity: 'export', per_page: '50' }, bearer(staff.token))).body.data.items;
      const before = (await entries()).length;
      assert.equal((await ctx.app.inject({ method: 'GET', url: EXPORT, headers: bearer(member.token) })).statusCode, 403);
      assert.equal((await entries()).length, before, 'a refused export is no export');

      const rows = readCsv((await exportCsv(`?publication=${second.id}&q=hamza`)).body.slice(1)).slice(1);
      assert.equal(rows.length, 1);
      const [entry] = await entries();
      assert.deepEqual([entry.action, entry.entity_id, entry.actor?.member_id], ['export.download', 'publication-requests', staff.memberId]);
      assert.deepEqual(entry.after, { publication: second.id, search: 'hamza', rows: 1 });
      assert.deepEqual(entry.record, { name: 'Export of publication requests', path: '/staff/publication-requests' });

      const day = readCsv((await exportCsv('?from=2025-06-01&to=2025-06-01')).body.slice(1)).slice(1);
      assert.deepEqual((await entries())[0].after, { from: '2025-06-01', to: '2025-06-01', rows: day.length });
      assert.equal((await entries()).length, before + 2);
    });
  });
});
