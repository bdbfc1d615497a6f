import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { noticeText } from '../templates.js';
import smsSimulator from './sms-simulator.js';
import { smsParts, twilioSignature, type SmsSettings } from './sms.js';
import whatsAppSimulator, { type SimulatedWhatsAppMessage } from './whatsapp-simulator.js';
import { hubSignature, templateMessage, textMessage, type WhatsAppSettings } from './whatsapp.js';

const PUBLIC_URL = 'https://pafla.test';
const WHATSAPP: WhatsAppSettings = {
  apiUrl: `${PUBLIC_URL}/simulators/whatsapp/v21.0`,
  phoneNumberId: '100000000000001',
  accessToken: 'test-access-token',
  appSecret: 'test-app-secret',
  verifyToken: 'test-verify-token',
};
const SMS: SmsSettings = { apiUrl: `${PUBLIC_URL}/simulators/sms`, accountSid: `AC${'1'.repeat(32)}`, authToken: 'test-auth-token', from: 'PAFLA' };
const MESSAGES_URL = `/simulators/whatsapp/v21.0/${WHATSAPP.phoneNumberId}/messages`;
const SMS_URL = `/simulators/sms/2010-04-01/Accounts/${SMS.accountSid}/Messages.json`;
const STATUS_CALLBACK = `${PUBLIC_URL}/api/notices/sms/status?message=42`;
const TICKET_PARAMS = ['Ayesha Khan', 'PAFLA Lahore Meetup', 'https://pafla.test/ur/dashboard/tickets/7'];

/** What reached the site's side: each POST's path, headers and body exactly as sent. */
interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('the WhatsApp and SMS simulators', () => {
  let app: FastifyInstance;
  const received: Received[] = [];
  const lastReceived = () => received.at(-1)!;
  const bearer = { authorization: `Bearer ${WHATSAPP.accessToken}` };
  const basic = (sid: string, token: string) => ({ authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}` });
  const sendTicket = async (to = '+923001234567', language: 'en' | 'ur' = 'ur') =>
    app.inject({ method: 'POST', url: MESSAGES_URL, headers: bearer, payload: templateMessage(to, 'pafla_ticket_confirmed', language, TICKET_PARAMS) });
  const sendSms = async (fields: Record<string, string>, headers: Record<string, string> = basic(SMS.accountSid, SMS.authToken)) =>
    app.inject({ method: 'POST', url: SMS_URL, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  before(async () => {
    app = Fastify();
    // The site's side, at the test's edge: it takes every POST and keeps its raw body and headers.
    await app.register(async (site) => {
      site.removeAllContentTypeParsers();
      site.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      for (const url of ['/api/notices/whatsapp/webhook', '/api/notices/sms/status', '/api/notices/sms/inbound']) {
        site.post(url, async (request) => {
          received.push({ url: request.url, headers: request.headers, body: String(request.body) });
          return {};
        });
      }
    });
    await app.register(whatsAppSimulator, { prefix: '/simulators/whatsapp', settings: WHATSAPP });
    await app.register(smsSimulator, { prefix: '/simulators/sms', settings: SMS, publicUrl: PUBLIC_URL });
    await app.ready();
  });
  after(() => app.close());

  test('WhatsApp refuses a missing or wrong token and another phone number id, as Meta does', async () => {
    const payload = templateMessage('+923001234567', 'pafla_ticket_confirmed', 'en', TICKET_PARAMS);
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }]) {
      const answer = await app.inject({ method: 'POST', url: MESSAGES_URL, headers, payload });
      assert.equal(answer.statusCode, 401);
      const { error } = answer.json();
      assert.equal(error.type, 'OAuthException');
      assert.equal(error.code, 190);
      assert.equal(typeof error.message, 'string');
      assert.equal(typeof error.fbtrace_id, 'string');
    }
    const other = await app.inject({ method: 'POST', url: '/simulators/whatsapp/v21.0/999999999999999/messages', headers: bearer, payload });
    assert.equal(other.statusCode, 400);
    assert.deepEqual([other.json().error.type, other.json().error.code], ['OAuthException', 100]);
  });

  test('WhatsApp refuses an unknown template, a wrong number of parameters and a bad recipient', async () => {
    const unknown = await app.inject({ method: 'POST', url: MESSAGES_URL, headers: bearer, payload: templateMessage('+923001234567', 'pafla_no_such_notice', 'en', []) });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().error.code, 132001);
    assert.match(unknown.json().error.message, /Template name does not exist in the translation/);
    const short = await app.inject({ method: 'POST', url: MESSAGES_URL, headers: bearer, payload: templateMessage('+923001234567', 'pafla_ticket_confirmed', 'en', ['Ayesha Khan']) });
    assert.equal(short.json().error.code, 132000);
    const badTo = await app.inject({ method: 'POST', url: MESSAGES_URL, headers: bearer, payload: templateMessage('12345', 'pafla_ticket_confirmed', 'en', TICKET_PARAMS) });
    assert.deepEqual([badTo.statusCode, badTo.json().error.code], [400, 100]);
    const noProduct = await app.inject({ method: 'POST', url: MESSAGES_URL, headers: bearer, payload: { ...textMessage('+923001234567', 'Hello'), messaging_product: 'sms' } });
    assert.equal(noProduct.statusCode, 400);
  });

  test("a template message is answered as Meta answers, kept with the member's Urdu text, and listed newest first", async () => {
    const answer = await sendTicket();
    assert.equal(answer.statusCode, 200, answer.body);
    const sent = answer.json();
    assert.deepEqual(sent.contacts, [{ input: '923001234567', wa_id: '923001234567' }]);
    assert.equal(sent.messaging_product, 'whatsapp');
    assert.match(sent.messages[0].id, /^wamid\.[A-Za-z0-9_-]+$/);

    const text = await app.inject({ method: 'POST', url: MESSAGES_URL, headers: bearer, payload: textMessage('+923001234567', 'You will get no more WhatsApp notices.') });
    assert.equal(text.statusCode, 200);

    const list: SimulatedWhatsAppMessage[] = (await app.inject({ method: 'GET', url: '/simulators/whatsapp/messages' })).json();
    assert.equal(list[0].id, text.json().messages[0].id, 'newest first');
    assert.deepEqual([list[0].type, list[0].text], ['text', 'You will get no more WhatsApp notices.']);
    const message = list[1];
    assert.equal(message.id, sent.messages[0].id);
    assert.deepEqual([message.to, message.type, message.template, message.language, message.status], ['923001234567', 'template', 'pafla_ticket_confirmed', 'ur', 'accepted']);
    assert.deepEqual(message.params, TICKET_PARAMS);
    assert.equal(message.text, noticeText('ticket-confirmed', 'ur', TICKET_PARAMS));
    assert.match(message.text, /^السلام علیکم Ayesha Khan، PAFLA Lahore Meetup کے لیے/);

    const page = await app.inject({ method: 'GET', url: '/simulators/whatsapp' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-security-policy'] as string, /script-src 'none'/);
    assert.match(page.body, /<title>WhatsApp simulator<\/title>/);
    assert.match(page.body, /no message leaves this machine/);
    assert.ok(page.body.includes(`<p class="text" dir="auto" lang="ur">${message.text}</p>`));
    assert.ok(page.body.includes(`action="/simulators/whatsapp/messages/${message.id}/status"`));
    for (const button of ['Delivered', 'Read', 'Failed', 'Send reply']) assert.ok(page.body.includes(`>${button}</button>`), button);
  });

  test('marking a message delivered or failed sends the webhook a status signed with the app secret', async () => {
    const id: string = (await sendTicket('+923001112233')).json().messages[0].id;
    const before = received.length;
    const delivered = await app.inject({ method: 'POST', url: `/simulators/whatsapp/messages/${id}/status`, payload: { status: 'delivered' } });
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.deepEqual(delivered.json(), { id, status: 'delivered', answered: 200 });
    assert.equal(received.length, before + 1);
    const { url, headers, body } = lastReceived();
    assert.equal(url, '/api/notices/whatsapp/webhook');
    assert.equal(headers['content-type'], 'application/json');
    assert.equal(headers['x-hub-signature-256'], hubSignature(WHATSAPP.appSecret, body));
    const notification = JSON.parse(body);
    assert.equal(notification.object, 'whatsapp_business_account');
    const { value } = notification.entry[0].changes[0];
    assert.equal(notification.entry[0].changes[0].field, 'messages');
    assert.deepEqual(value.metadata, { display_phone_number: '923000000000', phone_number_id: WHATSAPP.phoneNumberId });
    assert.equal(value.statuses.length, 1);
    assert.deepEqual({ ...value.statuses[0], timestamp: undefined }, { id, status: 'delivered', timestamp: undefined, recipient_id: '923001112233' });
    assert.match(value.statuses[0].timestamp, /^\d{10}$/);

    // From the page: a form post, answered by going back to the page.
    const failed = await app.inject({ method: 'POST', url: `/simulators/whatsapp/messages/${id}/status`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'status=failed' });
    assert.equal(failed.statusCode, 303);
    assert.equal(failed.headers.location, '/simulators/whatsapp');
    const failure = JSON.parse(lastReceived().body).entry[0].changes[0].value.statuses[0];
    assert.equal(failure.status, 'failed');
    assert.deepEqual(failure.errors, [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }]);

    const kept = ((await app.inject({ method: 'GET', url: '/simulators/whatsapp/messages' })).json() as SimulatedWhatsAppMessage[]).find((m) => m.id === id)!;
    assert.equal(kept.status, 'failed');
    assert.deepEqual(
      kept.statuses.map((s) => [s.status, s.code, s.answered]),
      [
        ['accepted', undefined, undefined],
        ['delivered', undefined, 200],
        ['failed', 131026, 200],
      ],
    );

    const unknown = await app.inject({ method: 'POST', url: '/simulators/whatsapp/messages/wamid.none/status', payload: { status: 'read' } });
    assert.equal(unknown.statusCode, 404);
  });

  test("a member's reply reaches the webhook as an inbound message, and a replay sends the very same bytes", async () => {
    const answer = await app.inject({ method: 'POST', url: '/simulators/whatsapp/reply', payload: { from: '923001234567', text: 'STOP' } });
    assert.equal(answer.statusCode, 200, answer.body);
    const first = lastReceived();
    assert.equal(first.headers['x-hub-signature-256'], hubSignature(WHATSAPP.appSecret, first.body));
    const { value } = JSON.parse(first.body).entry[0].changes[0];
    assert.deepEqual(value.contacts, [{ profile: { name: 'Member' }, wa_id: '923001234567' }]);
    assert.equal(value.messages.length, 1);
    const [inbound] = value.messages;
    assert.deepEqual([inbound.from, inbound.id, inbound.type, inbound.text], ['923001234567', answer.json().id, 'text', { body: 'STOP' }]);

    const replay = await app.inject({ method: 'POST', url: '/simulators/whatsapp/replay' });
    assert.equal(replay.statusCode, 200);
    const again = lastReceived();
    assert.notEqual(again, first);
    assert.equal(again.body, first.body);
    assert.equal(again.headers['x-hub-signature-256'], first.headers['x-hub-signature-256']);

    const bad = await app.inject({ method: 'POST', url: '/simulators/whatsapp/reply', payload: { from: '12', text: 'Hello' } });
    assert.equal(bad.statusCode, 400);
  });

  test('SMS refuses other credentials, another account and a number that is not E.164', async () => {
    const fields = { To: '+923001234567', From: SMS.from, Body: 'Hello', StatusCallback: STATUS_CALLBACK };
    for (const headers of [{}, basic(SMS.accountSid, 'wrong-token')]) {
      const answer = await sendSms(fields, headers);
      assert.equal(answer.statusCode, 401);
      const { more_info: moreInfo, ...error } = answer.json<Record<string, unknown>>();
      assert.deepEqual(error, { code: 20003, message: 'Authenticate', status: 401 });
      assert.equal(typeof moreInfo, 'string');
    }
    const otherAccount = await app.inject({
      method: 'POST',
      url: `/simulators/sms/2010-04-01/Accounts/AC${'2'.repeat(32)}/Messages.json`,
      headers: { ...basic(SMS.accountSid, SMS.authToken), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    assert.deepEqual([otherAccount.statusCode, otherAccount.json().code], [404, 20404]);
    const badTo = await sendSms({ ...fields, To: '03001234567' });
    assert.equal(badTo.statusCode, 400);
    assert.deepEqual([badTo.json().code, badTo.json().status], [21211, 400]);
    assert.equal(badTo.json().message, "The 'To' number 03001234567 is not a valid phone number.");
    const noBody = await sendSms({ ...fields, Body: '' });
    assert.deepEqual([noBody.statusCode, noBody.json().code], [400, 21602]);
  });

  test('an Urdu SMS of 100 characters is kept as two UCS-2 parts, and its status goes to its StatusCallback signed over the full address', async () => {
    const body = 'آپ کا ٹکٹ کنفرم ہو گیا ہے'.padEnd(100, '۔');
    assert.equal(body.length, 100);
    const answer = await sendSms({ To: '+923001234567', From: SMS.from, Body: body, StatusCallback: STATUS_CALLBACK });
    assert.equal(answer.statusCode, 201, answer.body);
    const sent = answer.json();
    assert.match(sent.sid, /^SM[0-9a-f]{32}$/);
    assert.deepEqual(
      [sent.account_sid, sent.to, sent.from, sent.body, sent.status, sent.num_segments, sent.direction],
      [SMS.accountSid, '+923001234567', SMS.from, body, 'queued', '2', 'outbound-api'],
    );
    assert.match(sent.date_created, /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);

    const [kept] = (await app.inject({ method: 'GET', url: '/simulators/sms/messages' })).json();
    assert.equal(kept.sid, sent.sid);
    assert.deepEqual([kept.encoding, kept.num_segments, kept.parts], ['UCS-2', 2, smsParts(body).parts]);
    const page = await app.inject({ method: 'GET', url: '/simulators/sms' });
    assert.match(page.body, /<title>SMS simulator<\/title>/);
    assert.ok(page.body.includes('<dd>2 (UCS-2)</dd>'));
    for (const button of ['Delivered', 'Undelivered', 'Failed', 'Send reply']) assert.ok(page.body.includes(`>${button}</button>`), button);

    const status = await app.inject({ method: 'POST', url: `/simulators/sms/messages/${sent.sid}/status`, payload: { status: 'undelivered' } });
    assert.deepEqual(status.json(), { sid: sent.sid, status: 'undelivered', answered: 200 });
    const callback = lastReceived();
    assert.equal(callback.url, '/api/notices/sms/status?message=42');
    assert.equal(callback.headers['content-type'], 'application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(callback.body));
    assert.deepEqual(fields, { MessageSid: sent.sid, SmsSid: sent.sid, AccountSid: SMS.accountSid, From: SMS.from, To: '+923001234567', MessageStatus: 'undelivered', ErrorCode: '30003' });
    assert.equal(callback.headers['x-twilio-signature'], twilioSignature(SMS.authToken, STATUS_CALLBACK, fields));

    const delivered = await app.inject({ method: 'POST', url: `/simulators/sms/messages/${sent.sid}/status`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'status=delivered' });
    assert.equal(delivered.statusCode, 303);
    assert.equal(Object.fromEntries(new URLSearchParams(lastReceived().body)).ErrorCode, undefined);
  });

  test("a member's SMS reply is posted to the site's inbound address, signed", async () => {
    const answer = await app.inject({ method: 'POST', url: '/simulators/sms/reply', payload: { from: '+923001234567', text: 'STOP' } });
    assert.equal(answer.statusCode, 200, answer.body);
    const inbound = lastReceived();
    assert.equal(inbound.url, '/api/notices/sms/inbound');
    const fields = Object.fromEntries(new URLSearchParams(inbound.body));
    assert.deepEqual(fields, { MessageSid: answer.json().sid, SmsSid: answer.json().sid, AccountSid: SMS.accountSid, From: '+923001234567', To: SMS.from, Body: 'STOP', NumSegments: '1' });
    assert.equal(inbound.headers['x-twilio-signature'], twilioSignature(SMS.authToken, `${PUBLIC_URL}/api/notices/sms/inbound`, fields));
  });
});
