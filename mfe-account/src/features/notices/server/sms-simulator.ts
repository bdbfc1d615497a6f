// A stand-in for Twilio's Programmable Messaging API, served under /simulators/sms when MESSAGING_SIMULATORS=1 (never
// on a live site: config.ts refuses it). It speaks the API at its own paths, so pointing SMS_API_URL at api.twilio.com
// is the only change: it takes a message, form-encoded, at `2010-04-01/Accounts/{AccountSid}/Messages.json` with the
// account's SID and auth token as HTTP Basic credentials, checks it as Twilio does and answers with the message's
// `sid`. Its page lists the messages sent, each with the parts (segments) and the encoding it takes, and lets the tester
// mark one delivered, undelivered or failed (posted to the message's StatusCallback) or write a reply as the member
// (posted to the site's inbound address), each signed in `X-Twilio-Signature` with the auth token.
//
// Where it departs from Twilio: no SMS leaves this machine; its messages live in this process's memory (the newest
// 1000); a status goes to the site only when the tester chooses it (Twilio sends `sent`, then `delivered` by itself);
// a StatusCallback outside this site gets nothing; the site is called inside this server, not over the network.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../../../../server/src/kit.js';
import { WEBHOOK_PATHS } from './paths.js';
import { smsParts, twilioSignature, type SmsSettings } from './sms.js';
import { fromPage, KEPT_MESSAGES, sendSimulatorPage, textFields } from './whatsapp-simulator.js';

/** The site's address for the replies members send to its number. */
export const SMS_INBOUND_PATH = WEBHOOK_PATHS.smsInbound;

const STATUSES = ['delivered', 'undelivered', 'failed'] as const;
type Status = (typeof STATUSES)[number];

/** Twilio's "Unreachable destination handset". */
const DEFAULT_FAILURE_CODE = 30003;

const API_VERSION = '2010-04-01';

export interface SimulatedSms {
  /** SM and 32 hex digits */
  sid: string;
  to: string;
  /** the sender (From), or the Messaging Service's SID it was sent through */
  from: string;
  body: string;
  encoding: 'GSM-7' | 'UCS-2';
  /** the body as it is split into SMS parts */
  parts: string[];
  num_segments: number;
  /** the last status: `queued` as sent, then what the tester chose */
  status: 'queued' | Status;
  statusCallback: string | null;
  /** each status with when it was chosen, the error code of a failure, and the site's answer to its callback (none when it has no callback here) */
  statuses: Array<{ status: string; at: string; code?: number; answered?: number | null }>;
  created_at: string;
}

/** A reply the tester wrote as a member, and the site's answer to it. */
interface SimulatedReply {
  from: string;
  text: string;
  at: string;
  answered: number;
}

const messageSid = () => `SM${randomBytes(16).toString('hex')}`;
/** A date as Twilio writes it (RFC 2822). */
const twilioDate = (date: Date) => date.toUTCString().replace('GMT', '+0000');
const isE164 = (text: string) => /^\+\d{8,15}$/.test(text);
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const smsSimulator: FastifyPluginAsync<{ settings: SmsSettings; publicUrl: string }> = async (app, { settings, publicUrl }) => {
  /** newest first */
  const messages: SimulatedSms[] = [];
  const replies: SimulatedReply[] = [];
  const base = app.prefix;
  const site = publicUrl.replace(/\/+$/, '');
  const basicCredentials = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;

  // A message's body may be 1600 characters, each up to 9 bytes form-encoded (an Urdu letter is 6).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const twilioError = (reply: FastifyReply, status: number, code: number, message: string) =>
    reply.code(status).send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  /**
   * Posts form fields to a page of this site, signed as Twilio signs them: over the full address (`url`, under the
   * site's public address) and the fields; returns the site's answer's status code, or null for an address elsewhere.
   */
  const post = async (url: string, fields: Record<string, string>) => {
    if (!url.startsWith(`${site}/`)) return null;
    const target = new URL(url);
    const answer = await app.inject({
      method: 'POST',
      url: target.pathname + target.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(settings.authToken, url, fields) },
      payload: new URLSearchParams(fields).toString(),
    });
    return answer.statusCode;
  };

  const backToPage = (reply: FastifyReply) => reply.redirect(base || '/', 303);
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    fromPage(request)
      ? sendSimulatorPage(reply.code(status), 'SMS simulator', `<h1>SMS simulator</h1><p class="error" role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(base || '/')}">Back to the messages</a></p>`)
      : reply.code(status).send({ message });

  app.post<{ Params: { accountSid: string } }>(`/${API_VERSION}/Accounts/:accountSid/Messages.json`, { schema: { hide: true } }, async (request, reply) => {
    if (!sameText(request.headers.authorization ?? '', basicCredentials)) {
      return reply.header('www-authenticate', 'Basic realm="Twilio API"').code(401).send({ code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
    }
    const { accountSid } = request.params;
    if (accountSid !== settings.accountSid) return twilioError(reply, 404, 20404, `The requested resource /${API_VERSION}/Accounts/${accountSid}/Messages.json was not found`);
    const fields = textFields(request.body);
    const to = fields.To ?? '';
    if (!isE164(to)) return twilioError(reply, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const from = fields.From || fields.MessagingServiceSid;
    if (!from) return twilioError(reply, 400, 21603, "A 'From' phone number is required.");
    const body = fields.Body ?? '';
    if (!body) return twilioError(reply, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return twilioError(reply, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const statusCallback = fields.StatusCallback || null;
    if (statusCallback !== null && !/^https?:\/\/[^/]/.test(statusCallback)) return twilioError(reply, 400, 21609, `The StatusCallback URL ${statusCallback} is not a valid URL.`);
    const { encoding, parts } = smsParts(body);
    const now = new Date();
    const message: SimulatedSms = {
      sid: messageSid(),
      to,
      from,
      body,
      encoding,
      parts,
      num_segments: parts.length,
      status: 'queued',
      statusCallback,
      statuses: [{ status: 'queued', at: now.toISOString() }],
      created_at: now.toISOString(),
    };
    messages.unshift(message);
    messages.splice(KEPT_MESSAGES);
    const uri = `/${API_VERSION}/Accounts/${settings.accountSid}/Messages/${message.sid}`;
    return reply.code(201).send({
      account_sid: settings.accountSid,
      api_version: API_VERSION,
      body,
      date_created: twilioDate(now),
      date_sent: null,
      date_updated: twilioDate(now),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: fields.From || null,
      messaging_service_sid: fields.MessagingServiceSid || null,
      num_media: '0',
      num_segments: String(parts.length),
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: 'queued',
      subresource_uris: { media: `${uri}/Media.json` },
      to,
      uri: `${uri}.json`,
    });
  });

  app.get('/messages', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send(messages));

  app.post<{ Params: { sid: string } }>('/messages/:sid/status', { schema: { hide: true } }, async (request, reply) => {
    const message = messages.find((m) => m.sid === request.params.sid);
    if (!message) return refuse(request, reply, 404, 'No such message');
    const form = textFields(request.body);
    const status = STATUSES.find((s) => s === form.status);
    if (!status) return refuse(request, reply, 400, 'The status is delivered, undelivered or failed.');
    const failed = status !== 'delivered';
    const code = form.code ? Number(form.code) : DEFAULT_FAILURE_CODE;
    if (failed && !Number.isInteger(code)) return refuse(request, reply, 400, 'The error code is a number.');
    const fields = {
      MessageSid: message.sid,
      SmsSid: message.sid,
      AccountSid: settings.accountSid,
      From: message.from,
      To: message.to,
      MessageStatus: status,
      ...(failed ? { ErrorCode: String(code) } : {}),
    };
    const answered = message.statusCallback ? await post(message.statusCallback, fields) : null;
    message.status = status;
    message.statuses.push({ status, at: new Date().toISOString(), ...(failed ? { code } : {}), answered });
    return fromPage(request) ? backToPage(reply) : reply.send({ sid: message.sid, status, answered });
  });

  app.post('/reply', { schema: { hide: true } }, async (request, reply) => {
    const form = textFields(request.body);
    const given = (form.from ?? '').trim();
    const from = /^\d/.test(given) ? `+${given}` : given;
    const text = form.text ?? '';
    if (!isE164(from)) return refuse(request, reply, 400, "The member's number is + and 8 to 15 digits with the country code.");
    if (!text.trim()) return refuse(request, reply, 400, 'Write the reply.');
    const sid = messageSid();
    const fields = { MessageSid: sid, SmsSid: sid, AccountSid: settings.accountSid, From: from, To: settings.from, Body: text, NumSegments: String(smsParts(text).parts.length) };
    const answered = (await post(`${site}${SMS_INBOUND_PATH}`, fields)) ?? 0;
    replies.unshift({ from, text, at: new Date().toISOString(), answered });
    replies.splice(KEPT_MESSAGES);
    return fromPage(request) ? backToPage(reply) : reply.send({ sid, answered });
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const action = (path: string) => escapeHtml(`${base}${path}`);
    const numbers = [...new Set(messages.map((m) => m.to))];
    const list = messages
      .map((m) => {
        const answered = m.statuses.at(-1)?.answered;
        return (
          `<li><h2>To ${escapeHtml(m.to)}</h2><dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd>` +
          `<dt>Parts</dt><dd>${m.num_segments} (${escapeHtml(m.encoding)})</dd>` +
          `<dt>Status</dt><dd>${escapeHtml(m.status)}${answered !== undefined ? (answered === null ? ' (no status callback here)' : ` (the site answered ${answered})`) : ''}</dd><dt>Sent</dt><dd>${escapeHtml(m.created_at)}</dd></dl>` +
          `<p class="text" dir="auto">${escapeHtml(m.body)}</p>` +
          `<form method="post" action="${action(`/messages/${encodeURIComponent(m.sid)}/status`)}">` +
          `<button type="submit" name="status" value="delivered">Delivered</button><button type="submit" name="status" value="undelivered">Undelivered</button><button type="submit" name="status" value="failed">Failed</button></form></li>`
        );
      })
      .join('');
    const fromField = numbers.length
      ? `<label for="from">The member's number</label><select id="from" name="from">${numbers.map((n) => `<option value="${escapeHtml(n)}">${escapeHtml(n)}</option>`).join('')}</select>`
      : `<label for="from">The member's number (+ and the digits with the country code)</label><input type="text" id="from" name="from" inputmode="tel" autocomplete="off" placeholder="+923001234567">`;
    const replyList = replies.length
      ? `<h3>Replies sent</h3><ol>${replies.map((r) => `<li>From ${escapeHtml(r.from)} (the site answered ${r.answered}): <span dir="auto">${escapeHtml(r.text)}</span></li>`).join('')}</ol>`
      : '';
    return sendSimulatorPage(
      reply,
      'SMS simulator',
      `<h1>SMS simulator</h1><p class="note">Simulated SMS: no message leaves this machine. The statuses and replies chosen here go to the site as Twilio sends them.</p>` +
        (messages.length ? `<ol>${list}</ol>` : '<p>No message yet.</p>') +
        `<h2>Reply as the member</h2><form method="post" action="${action('/reply')}">${fromField}<label for="text">Reply</label><textarea id="text" name="text" rows="3" dir="auto"></textarea>` +
        `<button class="primary" type="submit">Send reply</button></form>` +
        replyList,
    );
  });
};

export default smsSimulator;
