// Choosing WhatsApp, SMS or e-mail only on the registration form (decision 045): the choice is kept with the account in
// the transaction that creates it, with its row of the consent log; a number that is not a Pakistani mobile number, or
// a channel the site does not send on, is refused and creates no account; e-mail only writes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { messages } from 'shared-api/validation';
import { bearer, post, send, startTestApp, uniqueEmail, type TestContext } from '../../../../../server/src/test/kit.js';
import { noticeContract } from '../contract.js';
import { NOT_OFFERED } from './choices.js';

const BROWSER = 'Phone Browser 2.0';

describe('the choice of notices at registration', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  /** The same site with neither WhatsApp nor SMS set up. */
  let emailOnlySite: FastifyInstance;

  before(async () => {
    ctx = await startTestApp({ messagingSimulators: true });
    app = ctx.app;
    emailOnlySite = await ctx.another({ messagingSimulators: false });
  });
  after(() => ctx.close());

  const register = (body: { phone: string; notices?: string }, on = app) => {
    const email = uniqueEmail('registers');
    return post(on, '/api/user/register', { name: 'Sana Malik', email, password: 'Karachi#2024', ...body }, { 'user-agent': BROWSER }).then((res) => ({ ...res, email }));
  };
  const accountOf = (email: string) => ctx.db.selectFrom('users').select(['id', 'phone', sql<string>`xmin::text`.as('tx')]).where('email', '=', email).executeTakeFirst();
  const choiceOf = (userId: number) => ctx.db.selectFrom('notice_choices').select(['channel', 'phone', 'sms_fallback', sql<string>`xmin::text`.as('tx')]).where('user_id', '=', userId).executeTakeFirst();
  const consentsOf = (userId: number) =>
    ctx.db.selectFrom('notice_consents').select(['channel', 'phone', 'sms_fallback', 'source', 'ip', 'user_agent', sql<string>`xmin::text`.as('tx')]).where('user_id', '=', userId).orderBy('id').execute();

  test('the channels offered are public: WhatsApp and SMS where the site sends on them, neither where it does not', async () => {
    const offered = await send(app, noticeContract.getNoticeChannels);
    assert.equal(offered.status, 200);
    assert.deepEqual(offered.body.data, { whatsapp: true, sms: true });
    assert.deepEqual((await send(emailOnlySite, noticeContract.getNoticeChannels)).body.data, { whatsapp: false, sms: false });
  });

  test('WhatsApp chosen with the phone written the member’s way: kept in E.164 with one consent row from registration, in the account’s own transaction', async () => {
    const res = await register({ phone: '0300 1234567', notices: 'whatsapp' });
    assert.equal(res.status, 201, res.body.message);
    const account = await accountOf(res.email);
    assert.ok(account);
    // The account keeps the contact number as written; the notices go to it in E.164.
    assert.equal(account.phone, '0300 1234567');
    const choice = await choiceOf(account.id);
    assert.deepEqual(choice && { channel: choice.channel, phone: choice.phone, sms_fallback: choice.sms_fallback }, { channel: 'whatsapp', phone: '+923001234567', sms_fallback: false });
    const consents = await consentsOf(account.id);
    assert.deepEqual(
      consents.map((row) => [row.channel, row.phone, row.sms_fallback, row.source, row.user_agent]),
      [['whatsapp', '+923001234567', false, 'registration', BROWSER]],
    );
    assert.ok(consents[0].ip);
    // Rows written by one transaction carry its id: the choice and its consent were written with the account.
    assert.equal(choice?.tx, account.tx);
    assert.equal(consents[0].tx, account.tx);

    const now = await send(app, noticeContract.getNoticeChoice, {}, bearer(res.body.data.api_token));
    assert.equal(now.body.data.channel, 'whatsapp');
    assert.equal(now.body.data.phone, '+923001234567');
    assert.ok(now.body.data.chosen_at);
  });

  test('SMS chosen is kept the same way', async () => {
    const res = await register({ phone: '+92 321 7654321', notices: 'sms' });
    assert.equal(res.status, 201, res.body.message);
    const account = await accountOf(res.email);
    assert.equal((await choiceOf(account!.id))?.phone, '+923217654321');
    assert.deepEqual(
      (await consentsOf(account!.id)).map((row) => [row.channel, row.source]),
      [['sms', 'registration']],
    );
  });

  test('a landline with WhatsApp or SMS is refused on the phone with the form’s message, and no account is created', async () => {
    for (const notices of ['whatsapp', 'sms']) {
      const res = await register({ phone: '042 35761234', notices });
      assert.equal(res.status, 422, notices);
      assert.equal(res.body.data.errors?.phone, messages.mobileForNotices);
      assert.equal(await accountOf(res.email), undefined);
    }
  });

  test('a channel the site does not send on is refused on the choice, and no account is created', async () => {
    for (const notices of ['sms', 'whatsapp'] as const) {
      const res = await register({ phone: '0300 1234567', notices }, emailOnlySite);
      assert.equal(res.status, 422, notices);
      assert.equal(res.body.data.errors?.notices, NOT_OFFERED[notices]);
      assert.equal(await accountOf(res.email), undefined);
    }
    // E-mail only is always there.
    const res = await register({ phone: '0300 1234567', notices: 'email' }, emailOnlySite);
    assert.equal(res.status, 201, res.body.message);
  });

  test('a channel that is none of the three is refused on the choice', async () => {
    const res = await register({ phone: '0300 1234567', notices: 'telegram' });
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.notices, messages.noticeChannel);
    assert.equal(await accountOf(res.email), undefined);
  });

  test('no choice, or e-mail only, writes no choice and no consent: e-mail only is the default, and any contact number will do', async () => {
    for (const body of [{ phone: '0300 1234567' }, { phone: '042 35761234', notices: 'email' }]) {
      const res = await register(body);
      assert.equal(res.status, 201, res.body.message);
      const account = await accountOf(res.email);
      assert.ok(account);
      assert.equal(await choiceOf(account.id), undefined);
      assert.deepEqual(await consentsOf(account.id), []);
      const now = await send(app, noticeContract.getNoticeChoice, {}, bearer(res.body.data.api_token));
      assert.deepEqual([now.body.data.channel, now.body.data.phone, now.body.data.chosen_at], ['email', null, null]);
    }
  });
});
