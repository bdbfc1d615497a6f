// WhatsApp and SMS notices end to end on one site: the member's choice and its consent log, a notice written once and
// sent through the simulators over real HTTP, the providers' signed webhooks, "STOP", the SMS fallback, consent
// withdrawn before sending, and two workers sending each message once.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../../../../server/src/kit.js';
import { bearer, checkEnv, createEvent, freePort, orderThroughApi, registerMember, send, resolveConfig, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { noticeContract } from '../contract.js';
import { noticeMessages } from '../validation.js';
import { saveChoice } from './choices.js';
import { smsParts, twilioSignature } from './sms.js';
import { hubSignature } from './whatsapp.js';

/** A fresh Pakistani mobile number, so "STOP" from one test's member reaches no other's. */
const mobile = () => `+92300${String(randomInt(1_000_000, 9_999_999))}`;

interface WhatsAppOut {
  id: string;
  to: string;
  type: string;
  template: string | null;
  language: string | null;
  params: string[];
  text: string;
}
interface SmsOut {
  sid: string;
  to: string;
  body: string;
  encoding: string;
  parts: string[];
}

describe('WhatsApp and SMS notices', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let publicUrl: string;

  before(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    // The site serves the simulators at its own address and sends to them over HTTP, as `npm start` does.
    ctx = await startTestApp({ publicUrl, messagingSimulators: true });
    app = ctx.app;
    await app.listen({ port, host: '127.0.0.1' });
  });
  after(() => ctx.close());

  const whatsAppOutbox = async () => (await app.inject({ url: '/simulators/whatsapp/messages' })).json() as WhatsAppOut[];
  const smsOutbox = async () => (await app.inject({ url: '/simulators/sms/messages' })).json() as SmsOut[];
  const messagesOf = (userId: number) => ctx.db.selectFrom('notice_messages').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const choose = (member: Registered, body: { channel: string; phone?: string | null; sms_fallback?: boolean }) =>
    send(app, noticeContract.setNoticeChoice, { body: body as never }, { ...bearer(member.token), 'user-agent': 'Phone Browser 2.0' });
  const settled = async () => {
    await app.jobs.idle(20_000);
  };
  /** A member who chose `channel` at a fresh number, in their language. */
  const memberOn = async (channel: 'whatsapp' | 'sms', language: 'en' | 'ur' = 'en', smsFallback = false) => {
    const member = await registerMember(app, ctx.db);
    await ctx.db.updateTable('users').set({ language }).where('id', '=', member.userId).execute();
    const phone = mobile();
    const res = await choose(member, { channel, phone, sms_fallback: smsFallback });
    assert.equal(res.status, 200, res.body.message);
    return { ...member, phone };
  };
  const notice = (member: Registered, about: string) =>
    ctx.db.transaction().execute((trx) => notify({ jobs: app.jobs, config: app.config }, trx, { userId: member.userId, notice: 'issue-answered', about, params: ['My invoice was not paid', `${publicUrl}/dashboard/issues/1`] }));
  const webhook = (body: object, secret = app.config.whatsApp!.appSecret) => {
    const raw = JSON.stringify(body);
    return app.inject({ method: 'POST', url: '/api/notices/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(secret, raw) }, payload: raw });
  };
  const statusBody = (id: string, status: string) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1764547200', recipient_id: '923001234567' }] } }] }],
  });

  test('a member chooses WhatsApp with the number written their way: kept in E.164, logged with time, address and browser', async () => {
    const member = await registerMember(app, ctx.db);
    const before = await send(app, noticeContract.getNoticeChoice, {}, bearer(member.token));
    assert.equal(before.status, 200);
    assert.deepEqual({ channel: before.body.data.channel, phone: before.body.data.phone, offered: before.body.data.offered }, { channel: 'email', phone: null, offered: { whatsapp: true, sms: true } });
    assert.equal(before.body.data.account_phone, '+92 300 1234567');

    const res = await choose(member, { channel: 'whatsapp', phone: '0321-7654321', sms_fallback: true });
    assert.equal(res.status, 200, res.body.message);
    assert.equal(res.body.message, 'Your choice is saved.');
    assert.equal(res.body.data.phone, '+923217654321');
    assert.equal(res.body.data.sms_fallback, true);
    assert.ok(res.body.data.chosen_at);

    await choose(member, { channel: 'email' });
    const log = await ctx.db.selectFrom('notice_consents').selectAll().where('user_id', '=', member.userId).orderBy('id').execute();
    assert.deepEqual(
      log.map((row) => [row.channel, row.phone, row.sms_fallback, row.source, row.user_agent]),
      [
        ['whatsapp', '+923217654321', true, 'profile', 'Phone Browser 2.0'],
        ['email', null, false, 'profile', 'Phone Browser 2.0'],
      ],
    );
    assert.ok(log.every((row) => row.ip && row.created_at instanceof Date));
    const now = await send(app, noticeContract.getNoticeChoice, {}, bearer(member.token));
    assert.equal(now.body.data.channel, 'email');
    assert.equal(now.body.data.phone, null);
  });

  test('a number that is not a Pakistani mobile number is refused with the form’s message, and nothing is written', async () => {
    const member = await registerMember(app, ctx.db);
    for (const phone of ['042 35761234', '+44 7700 900123', '0300 12345', 'not a number', '']) {
      const res = await choose(member, { channel: 'whatsapp', phone });
      assert.equal(res.status, 422, phone);
      assert.equal(res.body.data.errors?.phone, phone ? noticeMessages.phoneInvalid : noticeMessages.phoneRequired);
    }
    const bad = await choose(member, { channel: 'telegram', phone: '03001234567' });
    assert.equal(bad.status, 422);
    assert.equal((await ctx.db.selectFrom('notice_consents').select('id').where('user_id', '=', member.userId).execute()).length, 0);
    assert.equal(await ctx.db.selectFrom('notice_choices').select('user_id').where('user_id', '=', member.userId).executeTakeFirst(), undefined);
  });

  test('nobody gets WhatsApp or SMS without choosing it: a notice to a member on e-mail only writes no message', async () => {
    const member = await registerMember(app, ctx.db);
    await notice(member, 'email-only');
    assert.deepEqual(await messagesOf(member.userId), []);
  });

  test('a paid ticket is confirmed on WhatsApp in Urdu with the ticket’s link, once, and its statuses move forward only', async () => {
    const member = await memberOn('whatsapp', 'ur');
    const event = await createEvent(ctx.db, { price: 0, title: 'Multan Freelancers Evening' });
    const { orderId } = await orderThroughApi(app, member.token, event, 4);
    await settled();
    const [row] = await messagesOf(member.userId);
    assert.equal(row.notice, 'ticket-confirmed');
    assert.equal(row.notice_key, `ticket-confirmed:order:${orderId}`);
    assert.equal(row.status, 'sent');
    assert.ok(row.provider_id?.startsWith('wamid.'));
    const sent = (await whatsAppOutbox()).find((m) => m.id === row.provider_id)!;
    assert.equal(sent.to, member.phone.slice(1));
    assert.equal(sent.template, 'pafla_ticket_confirmed');
    assert.equal(sent.language, 'ur');
    assert.equal(sent.params[1], 'Multan Freelancers Evening');
    assert.match(sent.params[2], new RegExp(`^${publicUrl}/api/.+`));
    assert.match(sent.text, /^السلام علیکم .+ کے لیے آپ کا ٹکٹ کنفرم ہو گیا ہے۔ آپ کا ٹکٹ: http/);
    assert.equal(row.body, sent.text);

    // The same notice again (a retried confirmation) writes nothing.
    await ctx.db.transaction().execute((trx) => notify({ jobs: app.jobs, config: app.config }, trx, { userId: member.userId, notice: 'ticket-confirmed', about: `order:${orderId}`, params: ['x', 'y', 'z'] }));
    assert.equal((await messagesOf(member.userId)).length, 1);

    // Delivered, read, then a late "delivered": it stays read; each through the simulator's signed webhook.
    for (const status of ['delivered', 'read', 'delivered']) {
      const res = await app.inject({ method: 'POST', url: `/simulators/whatsapp/messages/${encodeURIComponent(sent.id)}/status`, payload: { status } });
      assert.equal(res.statusCode, 200, res.body);
    }
    const [after] = await messagesOf(member.userId);
    assert.equal(after.status, 'read');
  });

  test('the webhook: the handshake needs the verify token; an unsigned, wrongly signed or replayed call changes nothing; an unknown message is acknowledged', async () => {
    const { verifyToken } = app.config.whatsApp!;
    const ok = await app.inject({ url: `/api/notices/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444` });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.body, '1158201444');
    const wrong = await app.inject({ url: '/api/notices/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    assert.equal(wrong.statusCode, 403);

    const member = await memberOn('whatsapp');
    await notice(member, 'webhook');
    await settled();
    const [row] = await messagesOf(member.userId);
    const events = async () => (await ctx.db.selectFrom('notice_events').select('event_id').execute()).length;
    const eventsBefore = await events();

    const raw = JSON.stringify(statusBody(row.provider_id!, 'delivered'));
    const unsigned = await app.inject({ method: 'POST', url: '/api/notices/whatsapp/webhook', headers: { 'content-type': 'application/json' }, payload: raw });
    assert.equal(unsigned.statusCode, 401);
    const forged = await webhook(statusBody(row.provider_id!, 'delivered'), 'not-the-app-secret');
    assert.equal(forged.statusCode, 401);
    // Signed for other bytes than those sent.
    const altered = await app.inject({ method: 'POST', url: '/api/notices/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(app.config.whatsApp!.appSecret, raw) }, payload: raw.replace('delivered', 'read') });
    assert.equal(altered.statusCode, 401);
    assert.equal((await messagesOf(member.userId))[0].status, 'sent');
    assert.equal(await events(), eventsBefore);

    const notJson = await app.inject({ method: 'POST', url: '/api/notices/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(app.config.whatsApp!.appSecret, '{oops') }, payload: '{oops' });
    assert.equal(notJson.statusCode, 400);

    const first = await webhook(statusBody(row.provider_id!, 'delivered'));
    assert.deepEqual(first.json().outcomes, ['applied']);
    const replay = await webhook(statusBody(row.provider_id!, 'delivered'));
    assert.equal(replay.statusCode, 200);
    assert.deepEqual(replay.json().outcomes, ['replayed']);
    const unknown = await webhook(statusBody('wamid.NOT-OURS', 'read'));
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json().outcomes, ['unknown']);
    assert.equal((await messagesOf(member.userId))[0].status, 'delivered');
  });

  test('"STOP" (or «بند») opts the member out of WhatsApp at once, logged, and is answered once in their language', async () => {
    const member = await memberOn('whatsapp', 'ur');
    const reply = await app.inject({ method: 'POST', url: '/simulators/whatsapp/reply', payload: { from: member.phone.slice(1), text: 'بند' } });
    assert.equal(reply.statusCode, 200, reply.body);
    const choice = await send(app, noticeContract.getNoticeChoice, {}, bearer(member.token));
    assert.equal(choice.body.data.channel, 'email');
    const log = await ctx.db.selectFrom('notice_consents').select(['channel', 'source']).where('user_id', '=', member.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(log, { channel: 'email', source: 'reply' });
    await settled();
    const answers = (await whatsAppOutbox()).filter((m) => m.to === member.phone.slice(1) && m.type === 'text');
    assert.equal(answers.length, 1);
    assert.match(answers[0].text, /^اب آپ کو پاکستان فری لانسرز ایسوسی ایشن کی طرف سے واٹس ایپ پر اطلاعات نہیں ملیں گی/);
    // The same reply notified again is not answered again.
    const replay = await app.inject({ method: 'POST', url: '/simulators/whatsapp/replay' });
    assert.equal(replay.statusCode, 200, replay.body);
    await settled();
    assert.equal((await whatsAppOutbox()).filter((m) => m.to === member.phone.slice(1) && m.type === 'text').length, 1);
    // And no notice goes to WhatsApp any more.
    await notice(member, 'after-stop');
    assert.equal((await messagesOf(member.userId)).filter((m) => m.notice !== 'stop-answer').length, 0);
  });

  test('a failed WhatsApp message goes by SMS when the member allowed it, split in UCS-2 parts for Urdu; the SMS gateway’s signed status is kept', async () => {
    const member = await memberOn('whatsapp', 'ur', true);
    await notice(member, 'fallback');
    await settled();
    const [whatsapp] = await messagesOf(member.userId);
    const failed = await app.inject({ method: 'POST', url: `/simulators/whatsapp/messages/${encodeURIComponent(whatsapp.provider_id!)}/status`, payload: { status: 'failed', code: 131026 } });
    assert.equal(failed.statusCode, 200, failed.body);
    await settled();
    const [wa, sms] = await messagesOf(member.userId);
    assert.equal(wa.status, 'failed');
    assert.equal(wa.error_code, '131026');
    assert.equal(sms.channel, 'sms');
    assert.equal(sms.fallback_of, wa.id);
    assert.equal(sms.status, 'sent');
    const out = (await smsOutbox()).find((m) => m.sid === sms.provider_id)!;
    assert.equal(out.to, member.phone);
    assert.equal(out.body, wa.body);
    assert.equal(out.encoding, 'UCS-2');
    assert.equal(out.parts.length, smsParts(wa.body).parts.length);
    assert.equal(sms.segments, out.parts.length);
    assert.ok(out.parts.length >= 2 && out.parts.every((part) => part.length <= 67));

    const delivered = await app.inject({ method: 'POST', url: `/simulators/sms/messages/${sms.provider_id}/status`, payload: { status: 'delivered' } });
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.equal((await messagesOf(member.userId))[1].status, 'delivered');
    // A callback not signed by the gateway's token changes nothing.
    const fields = { MessageSid: sms.provider_id!, MessageStatus: 'failed', ErrorCode: '30003' };
    const forged = await app.inject({
      method: 'POST',
      url: '/api/notices/sms/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature('not-the-token', `${publicUrl}/api/notices/sms/status`, fields) },
      payload: new URLSearchParams(fields).toString(),
    });
    assert.equal(forged.statusCode, 401);
    assert.equal((await messagesOf(member.userId))[1].status, 'delivered');
  });

  test('a member who withdrew consent between queueing and sending gets no message', async () => {
    const member = await memberOn('sms');
    await ctx.db.transaction().execute(async (trx) => {
      await notify({ jobs: app.jobs, config: app.config }, trx, { userId: member.userId, notice: 'issue-answered', about: 'withdrawn', params: ['Late payment', `${publicUrl}/dashboard/issues/2`] });
      await saveChoice(trx, member.userId, { channel: 'email', phone: null, sms_fallback: false }, { source: 'profile' });
    });
    await settled();
    const [row] = await messagesOf(member.userId);
    assert.equal(row.status, 'cancelled');
    assert.equal(row.provider_id, null);
    assert.equal((await smsOutbox()).filter((m) => m.to === member.phone).length, 0);
  });

  test('two workers send each of 40 messages once', async () => {
    const worker = await ctx.another({ publicUrl, messagingSimulators: true, roles: ['worker'] });
    try {
      const members = await Promise.all(Array.from({ length: 8 }, () => memberOn('whatsapp')));
      const before = (await whatsAppOutbox()).length;
      await Promise.all(members.flatMap((member) => Array.from({ length: 5 }, (_, i) => notice(member, `burst-${i}`))));
      await settled();
      await worker.jobs.idle(20_000);
      const rows = (await Promise.all(members.map((m) => messagesOf(m.userId)))).flat();
      assert.equal(rows.length, 40);
      assert.ok(rows.every((row) => row.status === 'sent' && row.attempts === 1), JSON.stringify(rows.map((r) => [r.status, r.attempts, r.error])));
      const outbox = await whatsAppOutbox();
      assert.equal(outbox.length - before, 40);
      assert.equal(new Set(rows.map((row) => row.provider_id)).size, 40);
      const numbers = new Set(members.map((m) => m.phone.slice(1)));
      assert.equal(outbox.filter((m) => numbers.has(m.to)).length, 40);
    } finally {
      await worker.close();
    }
  });

  test('the simulators never run on a live site, and a provider’s settings come all together or not at all', () => {
    assert.throws(() => resolveConfig({ production: true, messagingSimulators: true, publicUrl: 'https://pafla.org.pk' }), /never run in production on a public address/);
    assert.throws(() => checkEnv({ NODE_ENV: 'production', MESSAGING_SIMULATORS: '1', PUBLIC_URL: 'https://pafla.org.pk' }), /MESSAGING_SIMULATORS="1" must not be 1/);
    assert.throws(() => checkEnv({ WHATSAPP_PHONE_NUMBER_ID: '123456789012345' }), /WHATSAPP_PHONE_NUMBER_ID=\(hidden\)|WHATSAPP_PHONE_NUMBER_ID="123456789012345" is used only together/);
    assert.throws(() => checkEnv({ SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef' }), /is used only together with SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM/);
    assert.equal(resolveConfig({}).whatsApp, undefined);
    assert.equal(resolveConfig({ messagingSimulators: true, publicUrl: 'http://127.0.0.1:4311' }).whatsApp?.apiUrl, 'http://127.0.0.1:4311/simulators/whatsapp/v21.0');
  });
});
