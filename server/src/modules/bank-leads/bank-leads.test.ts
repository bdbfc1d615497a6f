import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bankConsentText } from '../../../../shared-api/src/validation/promotions.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, get, post, registerMember, type Registered } from '../../test/http.js';
import { completeProfile } from '../../test/profile.js';

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
    const res = await post(ctx.app, '/api/user/bank-account-lead', { city: 'Lahore', state: 'Punjab', preferred_bank: 'Meezan Bank' }, { ...bearer(member.token), 'user-agent': 'Test Browser 1.0' });
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
      const res = await post(ctx.app, '/api/user/bank-account-lead', body, bearer(member.token));
      assert.equal(res.status, 422);
      assert.equal(res.body.data.errors[field], message);
    }
    assert.equal((await ctx.db.selectFrom('bank_account_leads').select('id').execute()).length, before);
  });

  test('staff list requests by bank and mark one sent, audited; a second time is refused', async () => {
    const staff = await registerMember(ctx.app, ctx.db);
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    await post(ctx.app, '/api/user/bank-account-lead', { city: 'Karachi', state: 'Sindh', preferred_bank: 'Zindagi' }, bearer(member.token));
    const list = await get(ctx.app, '/api/staff/leads?bank=Zindagi', bearer(staff.token));
    assert.equal(list.status, 200, list.body.message);
    assert.ok(list.body.data.items.length >= 1 && list.body.data.items.every((l: { preferred_bank: string }) => l.preferred_bank === 'Zindagi'));
    const id = list.body.data.items[0].id;
    const sent = await post(ctx.app, `/api/staff/leads/${id}/sent`, undefined, bearer(staff.token));
    assert.equal(sent.status, 200, sent.body.message);
    assert.ok(sent.body.data.sent_at);
    assert.equal((await post(ctx.app, `/api/staff/leads/${id}/sent`, undefined, bearer(staff.token))).status, 409);
    assert.equal((await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'bank-lead.sent').execute()).length, 1);
  });

  test('an incomplete profile is refused', async () => {
    const newcomer = await registerMember(ctx.app, ctx.db);
    const res = await post(ctx.app, '/api/user/bank-account-lead', { city: 'Lahore', state: 'Punjab', preferred_bank: 'Zindagi' }, bearer(newcomer.token));
    assert.equal(res.status, 403);
  });
});
