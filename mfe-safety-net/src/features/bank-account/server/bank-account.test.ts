import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bankConsentText } from '../banks.js';
import {
  bearer,
  completeProfile,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { bankLeadContract } from '../contract.js';

describe('bank-account requests', () => {
  let ctx: TestContext;
  let member: Registered;

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, member);
  });
  after(() => ctx.close());

  test('a request stores the consent text shown for the chosen bank, with time, IP address and user agent', async () => {
    const res = await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: 'Lahore', state: 'Punjab', preferred_bank: 'Meezan Bank' } }, { ...bearer(member.token), 'user-agent': 'Test Browser 1.0' });
    assert.equal(res.status, 201, res.body.message);
    const row = await ctx.db.selectFrom('bank_account_leads').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    assert.equal(row.consent_text, bankConsentText('Meezan Bank'));
    assert.equal(row.consent_user_agent, 'Test Browser 1.0');
    assert.ok(row.consent_ip.length > 0);
    assert.ok(row.created_at instanceof Date);
  });

  test('the spec’s three messages; nothing written', async () => {
    const cases: Array<[object, string, string]> = [
      [{ state: 'Punjab', preferred_bank: 'Zindagi' }, 'city', 'Your city is required'],
      [{ city: 'Lahore', preferred_bank: 'Zindagi' }, 'state', 'Your state is required'],
      [{ city: 'Lahore', state: 'Punjab', preferred_bank: 'Some Bank' }, 'preferred_bank', 'Your Preferred Bank is required'],
    ];
    const before = (await ctx.db.selectFrom('bank_account_leads').select('id').execute()).length;
    for (const [body, field, message] of cases) {
      const res = await send(ctx.app, bankLeadContract.requestBankAccount, { body: body }, bearer(member.token));
      assert.equal(res.status, 422);
      assert.equal(res.body.data.errors?.[field], message);
    }
    assert.equal((await ctx.db.selectFrom('bank_account_leads').select('id').execute()).length, before);
  });

  test('staff list requests by bank and mark one sent, audited; a second time is refused', async () => {
    const staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: 'Karachi', state: 'Sindh', preferred_bank: 'Zindagi' } }, bearer(member.token));
    const list = await send(ctx.app, bankLeadContract.getBankLeads, { query: { bank: 'Zindagi' } }, bearer(staff.token));
    assert.equal(list.status, 200, list.body.message);
    assert.ok(list.body.data.items.length >= 1 && list.body.data.items.every((l: { preferred_bank: string }) => l.preferred_bank === 'Zindagi'));
    const id = list.body.data.items[0].id;
    const sent = await send(ctx.app, bankLeadContract.markBankLeadSent, { params: { leadId: id } }, bearer(staff.token));
    assert.equal(sent.status, 200, sent.body.message);
    assert.ok(sent.body.data.sent_at);
    assert.equal((await send(ctx.app, bankLeadContract.markBankLeadSent, { params: { leadId: id } }, bearer(staff.token))).status, 409);
    assert.equal((await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'bank-lead.sent').execute()).length, 1);
  });

  test('staff export one bank’s requests as CSV, formula-safe; members and visitors cannot', async () => {
    const staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const sly = await registerMember(ctx.app, ctx.db, { name: 'Hina Rauf' });
    await completeProfile(ctx.app, sly);
    await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: '=HYPERLINK("x")', state: 'Sindh', preferred_bank: 'Habib Bank Limited' } }, bearer(sly.token));
    await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: 'Quetta', state: 'Balochistan', preferred_bank: 'Zindagi' } }, bearer(sly.token));
    const csv = (query: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api/staff/leads.csv${query}`, headers: token ? bearer(token) : {} });

    const res = await csv('?bank=Habib%20Bank%20Limited', staff.token);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/csv/);
    assert.match(res.headers['content-disposition'] as string, /bank-account-requests-habib-bank-limited-\d{4}-\d\d-\d\d\.csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], '"Requested (Karachi time)","Bank","Name","E-mail","Phone","City","State","Member ID","Sent to the bank (Karachi time)"');
    const hina = lines.filter((l) => l.includes('Hina Rauf'));
    assert.equal(hina.length, 1, 'only the Habib Bank Limited request');
    assert.ok(hina[0].includes(`"'=HYPERLINK(""x"")"`), hina[0]);
    assert.ok(lines.slice(1).every((l) => l.includes('"Habib Bank Limited"')));

    assert.equal((await csv('?bank=Other%20Bank', staff.token)).statusCode, 400);
    assert.equal((await csv('', member.token)).statusCode, 403);
    assert.equal((await csv('')).statusCode, 401);
  });

  test('every export is in the audit log: who, which bank or selection, and how many rows; a refused one is not', async () => {
    const staff = await registerMember(ctx.app, ctx.db, { name: 'Asma Jahangir' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const asker = await registerMember(ctx.app, ctx.db, { name: 'Waqar Younis' });
    await completeProfile(ctx.app, asker);
    const ids: number[] = [];
    for (const bank of ['Meezan Bank', 'Meezan Bank', 'Zindagi'] as const) {
      ids.push((await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: 'Multan', state: 'Punjab', preferred_bank: bank } }, bearer(asker.token))).body.data.id);
    }
    const exports = async () => (await readAuditLog(ctx.app, { entity: 'export' }, bearer(staff.token))).body.data.items;
    const csv = (query: string, token: string) => ctx.app.inject({ method: 'GET', url: `/api/staff/leads.csv${query}`, headers: bearer(token) });
    const rowsOf = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n').length - 1;
    const before = (await exports()).length;

    assert.equal((await csv('', member.token)).statusCode, 403);
    assert.equal((await exports()).length, before, 'a refused export is no export');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/staff/leads.csv', headers: bearer(staff.token) });
    assert.deepEqual([head.statusCode, head.body], [200, '']);
    assert.equal((await exports()).length, before, 'a HEAD request sends no rows, so it is no export');

    const meezan = await csv('?bank=Meezan%20Bank&sent=no&q=waqar', staff.token);
    assert.equal(meezan.statusCode, 200);
    assert.equal(rowsOf(meezan.body), 2);
    const [entry] = await exports();
    assert.deepEqual([entry.action, entry.entity, entry.entity_id, entry.actor?.member_id], ['export.download', 'export', 'bank-account-requests', staff.memberId]);
    assert.deepEqual(entry.after, { bank: 'Meezan Bank', sent_to_the_bank: 'no', search: 'waqar', rows: 2 });
    assert.deepEqual(entry.record, { name: 'Export of bank-account requests', path: '/staff/leads' });

    const selection = await csv(`?ids=${ids[0]},${ids[2]}`, staff.token);
    assert.equal(rowsOf(selection.body), 2);
    assert.deepEqual((await exports())[0].after, { selected: `${ids[0]}, ${ids[2]}`, rows: 2 });

    const all = await csv('', staff.token);
    assert.deepEqual((await exports())[0].after, { rows: rowsOf(all.body) });
    assert.equal((await exports()).length, before + 3);
  });

  test('a member is held to a few requests a day; the refused one writes nothing', async () => {
    const app = await ctx.another({ rateLimits: { bankLeadsPerMember: { max: 2, windowMs: 60_000 } } });
    const keen = await registerMember(app, ctx.db);
    await completeProfile(app, keen);
    const request = () => send(app, bankLeadContract.requestBankAccount, { body: { city: 'Multan', state: 'Punjab', preferred_bank: 'Zindagi' } }, bearer(keen.token));
    assert.equal((await request()).status, 201);
    assert.equal((await request()).status, 201);
    const third = await request();
    assert.equal(third.status, 429);
    assert.match(third.body.message, /^You have sent several requests already/);
    assert.equal((await ctx.db.selectFrom('bank_account_leads').select('id').where('user_id', '=', keen.userId).execute()).length, 2);
  });

  test('an incomplete profile is refused', async () => {
    const newcomer = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: 'Lahore', state: 'Punjab', preferred_bank: 'Zindagi' } }, bearer(newcomer.token));
    assert.equal(res.status, 403);
  });

  describe('the staff list: search, filters, bulk marking and exporting the selection', () => {
    let staff: Registered;
    let ids: number[];
    let hira: Registered;

    before(async () => {
      staff = await registerMember(ctx.app, ctx.db);
      await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
      hira = await registerMember(ctx.app, ctx.db, { name: 'Hira Zulfiqar Baloch', phone: '+92 333 7654321' });
      await completeProfile(ctx.app, hira);
      ids = [];
      for (const bank of ['Meezan Bank', 'Zindagi', 'Habib Bank Limited'] as const) {
        const made = await send(ctx.app, bankLeadContract.requestBankAccount, { body: { city: 'Quetta', state: 'Balochistan', preferred_bank: bank } }, bearer(hira.token));
        assert.equal(made.status, 201, made.body.message);
        ids.push(made.body.data.id);
      }
    });

    const search = async (q: string, extra: { sent?: 'yes' | 'no' } = {}) => {
      const res = await send(ctx.app, bankLeadContract.getBankLeads, { query: { q, ...extra } }, bearer(staff.token));
      assert.equal(res.status, 200, res.body.message);
      return res.body.data.items as Array<{ id: number; name: string; sent_at: string | null }>;
    };

    test('staff find a member’s requests by name words, e-mail, phone as typed, or MEMBER ID', async () => {
      const membershipId = (await ctx.db.selectFrom('users').select('membership_id').where('id', '=', hira.userId).executeTakeFirstOrThrow()).membership_id;
      for (const q of ['zulfiqar', 'hira balo', hira.email.slice(0, 12), hira.email.toUpperCase(), '03337654321', '0333-7654321', hira.memberId, membershipId.toLowerCase()]) {
        const found = await search(q);
        assert.deepEqual(found.map((l) => l.id).sort(), [...ids].sort(), `searching "${q}"`);
      }
      assert.deepEqual(await search('zulfiqarr'), []);
      assert.deepEqual(await search('%'), [], 'a wildcard is a character, not everything');
    });

    test('staff mark several requests sent at once, each audited; one already sent is left alone', async () => {
      await send(ctx.app, bankLeadContract.markBankLeadSent, { params: { leadId: ids[0] } }, bearer(staff.token));
      const res = await send(ctx.app, bankLeadContract.markBankLeadsSent, { body: { ids: [ids[0], ids[1], ids[2], 999999999] } }, bearer(staff.token));
      assert.equal(res.status, 200, res.body.message);
      assert.deepEqual(res.body.data, { changed: 2, unchanged: 2 });
      for (const id of ids) {
        const audits = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'bank-lead.sent').where('entity_id', '=', String(id)).execute();
        assert.equal(audits.length, 1, `request ${id} has one audit entry`);
      }
      assert.deepEqual((await search('zulfiqar', { sent: 'no' })).length, 0);
      assert.deepEqual((await search('zulfiqar', { sent: 'yes' })).length, 3);
      const none = await send(ctx.app, bankLeadContract.markBankLeadsSent, { body: { ids: [] } }, bearer(staff.token));
      assert.equal(none.status, 422);
    });

    test('the export carries just the selected requests when asked', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/staff/leads.csv?ids=${ids[1]},${ids[2]}`, headers: bearer(staff.token) });
      assert.equal(res.statusCode, 200);
      const lines = res.body.trim().split('\r\n');
      assert.equal(lines.length, 3, 'the header and the two selected requests');
      assert.ok(lines.slice(1).every((line) => line.includes('Hira Zulfiqar Baloch')));
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/staff/leads.csv?ids=1;drop', headers: bearer(staff.token) })).statusCode, 400);
    });

    test('the list sorts by member, bank or date, either way', async () => {
      const byBank = await send(ctx.app, bankLeadContract.getBankLeads, { query: { q: 'zulfiqar', sort: 'preferred_bank', dir: 'asc' } }, bearer(staff.token));
      assert.deepEqual(
        byBank.body.data.items.map((l: { preferred_bank: string }) => l.preferred_bank),
        ['Habib Bank Limited', 'Meezan Bank', 'Zindagi'],
      );
      assert.equal((await send(ctx.app, bankLeadContract.getBankLeads, { query: { sort: 'consent_text' } }, bearer(staff.token))).status, 400);
    });
  });
});
