// A stand-in for Meta's WhatsApp Business Cloud API, served under /simulators/whatsapp when MESSAGING_SIMULATORS=1
// (never on a live site: config.ts refuses it). It speaks the API at its own paths, so pointing WHATSAPP_API_URL at
// graph.facebook.com is the only change: it takes a template or text message at `{version}/{phone-number-id}/messages`
// with the business's bearer token, checks it as Meta does (the token, the number's id, the body, the template's name,
// language and parameters) and answers with the message's `wamid`. Its page lists the messages sent, each with the text
// the member reads, and lets the tester mark one delivered, read or failed, write a reply as the member, or send the
// last notification again: each goes to the site's webhook as Meta sends it, signed with the app secret.
//
// Where it departs from Meta: no message leaves this machine; its messages live in this process's memory (the newest
// 1000); only the templates in NOTICE_TEMPLATES exist, each in English and Urdu; a status goes to the site only when
// the tester chooses it (Meta sends `sent`, then `delivered` and `read` by itself); the webhook is called inside this
// server, not over the network.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, isRecord } from '../../../../../server/src/kit.js';
import { NOTICE_TEMPLATES, noticeText, type Language, type NoticeName } from '../templates.js';
import { WEBHOOK_PATHS } from './paths.js';
import { hubSignature, type WhatsAppSettings } from './whatsapp.js';

/** The site's webhook, which Meta calls with statuses and replies. */
export const WHATSAPP_WEBHOOK_PATH = WEBHOOK_PATHS.whatsApp;

/** How many messages the simulator keeps: the oldest go first. */
export const KEPT_MESSAGES = 1000;

/** The WhatsApp Business Account and the display number the simulated business sends from. */
const BUSINESS_ACCOUNT_ID = '100000000000000';
const DISPLAY_PHONE_NUMBER = '923000000000';

const STATUSES = ['delivered', 'read', 'failed'] as const;
type Status = (typeof STATUSES)[number];

/** Meta's "Message undeliverable" (the number is not on WhatsApp, or cannot get the message). */
const DEFAULT_FAILURE_CODE = 131026;

export interface SimulatedWhatsAppMessage {
  /** the `wamid` the API answered */
  id: string;
  /** the recipient's digits with the country code */
  to: string;
  type: 'template' | 'text';
  /** the template's name (a template message) */
  template: string | null;
  language: Language | null;
  params: string[];
  /** what the member reads: the template's text in its language with its parameters, or the text's body */
  text: string;
  /** the last status: `accepted` as sent, then what the tester chose */
  status: 'accepted' | Status;
  /** each status with when it was chosen, the error code of a failure, and the site's answer to its notification */
  statuses: Array<{ status: string; at: string; code?: number; answered?: number }>;
  created_at: string;
}

/** A notification sent to the webhook, as it was sent: the same bytes and signature go again on a replay. */
interface Notification {
  body: string;
  signature: string;
}

/** A reply the tester wrote as a member, and the site's answer to it. */
interface SimulatedReply {
  from: string;
  text: string;
  at: string;
  answered: number;
}

type Problem = { status: number; code: number; message: string; subcode?: number; details?: string };

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const unixSeconds = () => String(Math.floor(Date.now() / 1000));
const isDigits = (text: string) => /^\d{8,15}$/.test(text);

/** A form's (or a JSON body's) text fields. */
export const textFields = (body: unknown): Record<string, string> =>
  isRecord(body) ? (Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Record<string, string>) : {};

/** Whether a request came from the simulator's page (a form), which is answered by going back to the page. */
export const fromPage = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const PAGE_STYLE = `body{font-family:Arial,sans-serif;background:#f3f4f6;color:#1f2933;margin:0;padding:24px}main{max-width:760px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.note{background:#fff7e6;border:1px solid #f0b429;border-radius:4px;padding:8px 12px;font-size:14px}.error{color:#b42318}
ol{list-style:none;padding:0}li{border-top:1px solid #e4e7eb;padding:12px 0}h2{font-size:16px;margin:0 0 6px}h3{font-size:15px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:6px 0}dt{color:#52606d}dd{margin:0}.text{white-space:pre-wrap;overflow-wrap:anywhere;background:#e7f8ee;border-radius:6px;padding:8px 12px}dd{overflow-wrap:anywhere}
label{display:block;margin:12px 0 4px;font-weight:bold}input[type=text],select,textarea{font-size:16px;padding:8px;width:100%;box-sizing:border-box;border:1px solid #9aa5b1;border-radius:4px}
button{font-size:15px;padding:8px 16px;border-radius:4px;border:0;margin:8px 8px 0 0;cursor:pointer;background:#e4e7eb;color:#1f2933}.primary{background:#137f53;color:#fff}`;

/**
 * Sends one of the simulators' pages: plain HTML that runs no script, loads nothing and posts its forms only to this
 * site; never kept in a cache, as the messages change with every send.
 */
export function sendSimulatorPage(reply: FastifyReply, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
  const csp = ["default-src 'none'", "style-src 'unsafe-inline'", "script-src 'none'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(html);
}

/** What a template message's body must hold, or the error Meta answers. */
function templateOf(body: Record<string, unknown>): { template: string; language: Language; params: string[]; text: string } | Problem {
  const template = body.template;
  if (!isRecord(template) || typeof template.name !== 'string' || !template.name) return { status: 400, code: 100, message: '(#100) The parameter template[name] is required.' };
  const language = isRecord(template.language) ? template.language.code : undefined;
  if (typeof language !== 'string' || !language) return { status: 400, code: 100, message: '(#100) The parameter template[language][code] is required.' };
  const found = (Object.entries(NOTICE_TEMPLATES) as Array<[NoticeName, (typeof NOTICE_TEMPLATES)[NoticeName]]>).find(([, t]) => t.name === template.name);
  if (!found || (language !== 'en' && language !== 'ur')) {
    return { status: 400, code: 132001, message: '(#132001) Template name does not exist in the translation', details: `template name (${template.name}) does not exist in ${language}` };
  }
  const [notice, approved] = found;
  const components = Array.isArray(template.components) ? template.components : [];
  const bodyComponent = components.find((c) => isRecord(c) && c.type === 'body') ?? components[0];
  const parameters = isRecord(bodyComponent) && Array.isArray(bodyComponent.parameters) ? bodyComponent.parameters : [];
  const params = parameters.map((p) => (isRecord(p) && p.type !== undefined && p.type !== 'text' ? null : isRecord(p) && typeof p.text === 'string' ? p.text : null));
  if (params.some((p) => p === null)) return { status: 400, code: 100, message: '(#100) Invalid parameter', details: 'Each body parameter must be of type text, with its text.' };
  const texts = params as string[];
  if (texts.length !== approved.params.length) {
    return { status: 400, code: 132000, message: '(#132000) Number of parameters does not match the expected number of params', details: `body: number of localizable_params (${texts.length}) does not match the expected number of params (${approved.params.length})` };
  }
  return { template: approved.name, language, params: texts, text: noticeText(notice, language, texts) };
}

/** Why a message's body is refused, or what is sent. */
function messageOf(body: unknown): Omit<SimulatedWhatsAppMessage, 'id' | 'status' | 'statuses' | 'created_at'> | Problem {
  if (!isRecord(body)) return { status: 400, code: 100, message: '(#100) The parameter messaging_product is required.' };
  if (body.messaging_product !== 'whatsapp') return { status: 400, code: 100, message: '(#100) Invalid parameter', details: 'messaging_product must be whatsapp' };
  const to = typeof body.to === 'string' ? body.to.replace(/^\+/, '') : '';
  if (!isDigits(to)) return { status: 400, code: 100, message: '(#100) Invalid parameter', details: 'The parameter to must be a phone number: its 8 to 15 digits with the country code.' };
  if (body.type === 'template') {
    const template = templateOf(body);
    return 'code' in template ? template : { to, type: 'template', ...template };
  }
  if (body.type === 'text') {
    const text = isRecord(body.text) ? body.text.body : undefined;
    if (typeof text !== 'string' || !text.trim()) return { status: 400, code: 100, message: '(#100) The parameter text[body] is required.' };
    if (text.length > 4096) return { status: 400, code: 100, message: '(#100) Param text[body] must be at most 4096 characters long.' };
    return { to, type: 'text', template: null, language: null, params: [], text };
  }
  return { status: 400, code: 100, message: '(#100) Invalid parameter', details: 'type must be template or text' };
}

const whatsAppSimulator: FastifyPluginAsync<{ settings: WhatsAppSettings }> = async (app, { settings }) => {
  /** newest first */
  const messages: SimulatedWhatsAppMessage[] = [];
  const replies: SimulatedReply[] = [];
  let last: Notification | null = null;
  const base = app.prefix;
  const metadata = { display_phone_number: DISPLAY_PHONE_NUMBER, phone_number_id: settings.phoneNumberId };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const metaError = (reply: FastifyReply, problem: Problem, type = 'OAuthException') =>
    reply.code(problem.status).send({
      error: {
        message: problem.message,
        type,
        code: problem.code,
        ...(problem.subcode ? { error_subcode: problem.subcode } : {}),
        ...(problem.details ? { error_data: { messaging_product: 'whatsapp', details: problem.details } } : {}),
        fbtrace_id: randomBytes(12).toString('base64url'),
      },
    });

  /** Sends the site's webhook a notification, signed as Meta signs it, and returns the site's answer's status code. */
  const notify = async (notification: Notification) => {
    last = notification;
    const answer = await app.inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': notification.signature },
      payload: notification.body,
    });
    return answer.statusCode;
  };
  const notification = (value: object): Notification => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: BUSINESS_ACCOUNT_ID, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } }] }] });
    return { body, signature: hubSignature(settings.appSecret, body) };
  };

  const backToPage = (reply: FastifyReply) => reply.redirect(base || '/', 303);
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    fromPage(request)
      ? sendSimulatorPage(reply.code(status), 'WhatsApp simulator', `<h1>WhatsApp simulator</h1><p class="error" role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(base || '/')}">Back to the messages</a></p>`)
      : reply.code(status).send({ error: { message } });

  app.post<{ Params: { version: string; phoneNumberId: string } }>('/:version/:phoneNumberId/messages', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${settings.accessToken}`) {
      return metaError(reply, { status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    }
    if (!/^v\d+\.\d+$/.test(request.params.version)) return metaError(reply, { status: 400, code: 2500, message: 'Unknown path components: /messages' });
    if (request.params.phoneNumberId !== settings.phoneNumberId) {
      return metaError(reply, {
        status: 400,
        code: 100,
        subcode: 33,
        message: `Unsupported post request. Object with ID '${request.params.phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      });
    }
    const sent = messageOf(request.body);
    if ('code' in sent) return metaError(reply, sent);
    const at = new Date().toISOString();
    const message: SimulatedWhatsAppMessage = { id: wamid(), ...sent, status: 'accepted', statuses: [{ status: 'accepted', at }], created_at: at };
    messages.unshift(message);
    messages.splice(KEPT_MESSAGES);
    return reply.send({ messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: message.id }] });
  });

  app.get('/messages', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send(messages));

  app.post<{ Params: { id: string } }>('/messages/:id/status', { schema: { hide: true } }, async (request, reply) => {
    const message = messages.find((m) => m.id === request.params.id);
    if (!message) return refuse(request, reply, 404, 'No such message');
    const form = textFields(request.body);
    const status = STATUSES.find((s) => s === form.status);
    if (!status) return refuse(request, reply, 400, 'The status is delivered, read or failed.');
    const code = form.code ? Number(form.code) : DEFAULT_FAILURE_CODE;
    if (status === 'failed' && !Number.isInteger(code)) return refuse(request, reply, 400, 'The error code is a number.');
    const failure =
      status === 'failed' ? { errors: [{ code, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }] } : {};
    const answered = await notify(notification({ statuses: [{ id: message.id, status, timestamp: unixSeconds(), recipient_id: message.to, ...failure }] }));
    message.status = status;
    message.statuses.push({ status, at: new Date().toISOString(), ...(status === 'failed' ? { code } : {}), answered });
    return fromPage(request) ? backToPage(reply) : reply.send({ id: message.id, status, answered });
  });

  app.post('/reply', { schema: { hide: true } }, async (request, reply) => {
    const form = textFields(request.body);
    const from = (form.from ?? '').trim().replace(/^\+/, '');
    const text = form.text ?? '';
    if (!isDigits(from)) return refuse(request, reply, 400, "The member's number is 8 to 15 digits with the country code.");
    if (!text.trim()) return refuse(request, reply, 400, 'Write the reply.');
    const id = wamid();
    const answered = await notify(
      notification({ contacts: [{ profile: { name: 'Member' }, wa_id: from }], messages: [{ from, id, timestamp: unixSeconds(), type: 'text', text: { body: text } }] }),
    );
    replies.unshift({ from, text, at: new Date().toISOString(), answered });
    replies.splice(KEPT_MESSAGES);
    return fromPage(request) ? backToPage(reply) : reply.send({ id, answered });
  });

  // Meta sends a notification again when the webhook did not take it: the same bytes, with the same signature.
  app.post('/replay', { schema: { hide: true } }, async (request, reply) => {
    if (!last) return refuse(request, reply, 404, 'No notification was sent yet.');
    const answered = await notify(last);
    return fromPage(request) ? backToPage(reply) : reply.send({ answered });
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const action = (path: string) => escapeHtml(`${base}${path}`);
    const numbers = [...new Set(messages.map((m) => m.to))];
    const list = messages
      .map((m) => {
        const answered = m.statuses.at(-1)?.answered;
        return (
          `<li><h2>To +${escapeHtml(m.to)}</h2><dl>` +
          (m.template ? `<dt>Template</dt><dd>${escapeHtml(m.template)}</dd><dt>Language</dt><dd>${escapeHtml(m.language ?? '')}</dd>` : '<dt>Type</dt><dd>text</dd>') +
          `<dt>Status</dt><dd>${escapeHtml(m.status)}${answered !== undefined ? ` (the site answered ${answered})` : ''}</dd><dt>Sent</dt><dd>${escapeHtml(m.created_at)}</dd></dl>` +
          `<p class="text" dir="auto"${m.language ? ` lang="${m.language}"` : ''}>${escapeHtml(m.text)}</p>` +
          `<form method="post" action="${action(`/messages/${encodeURIComponent(m.id)}/status`)}">` +
          `<button type="submit" name="status" value="delivered">Delivered</button><button type="submit" name="status" value="read">Read</button><button type="submit" name="status" value="failed">Failed</button></form></li>`
        );
      })
      .join('');
    const fromField = numbers.length
      ? `<label for="from">The member's number</label><select id="from" name="from">${numbers.map((n) => `<option value="${escapeHtml(n)}">+${escapeHtml(n)}</option>`).join('')}</select>`
      : `<label for="from">The member's number (digits with the country code)</label><input type="text" id="from" name="from" inputmode="numeric" autocomplete="off" placeholder="923001234567">`;
    const replyList = replies.length
      ? `<h3>Replies sent</h3><ol>${replies.map((r) => `<li>From +${escapeHtml(r.from)} (the site answered ${r.answered}): <span dir="auto">${escapeHtml(r.text)}</span></li>`).join('')}</ol>`
      : '';
    return sendSimulatorPage(
      reply,
      'WhatsApp simulator',
      `<h1>WhatsApp simulator</h1><p class="note">Simulated WhatsApp: no message leaves this machine. The statuses and replies chosen here go to the site's webhook as Meta sends them.</p>` +
        (messages.length ? `<ol>${list}</ol>` : '<p>No message yet.</p>') +
        `<h2>Reply as the member</h2><form method="post" action="${action('/reply')}">${fromField}<label for="text">Reply</label><textarea id="text" name="text" rows="3" dir="auto"></textarea>` +
        `<button class="primary" type="submit">Send reply</button></form>` +
        replyList +
        (last ? `<form method="post" action="${action('/replay')}"><button type="submit">Send the last notification again</button></form>` : ''),
    );
  });
};

export default whatsAppSimulator;
