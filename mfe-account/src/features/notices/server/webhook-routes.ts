// The providers' calls to the site (decision 045): WhatsApp's webhook and the SMS gateway's callbacks. Each body is
// read whole, as bytes, and checked by its signature before anything is read from it; an unsigned or wrongly signed
// call is refused (401, in the API's envelope, like any refusal) and nothing of it is stored. Anything else is acknowledged with 200, whatever it held, so the
// provider does not send it again: a status of a message the site never sent, a status that would go back, a replay.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { depsOf, forbidden, HttpError, isRecord, notFound, rateLimitPerIp, serveSome } from '../../../../../server/src/kit.js';
import { noticeContract } from '../contract.js';
import { pakistaniMobile } from '../validation.js';
import { applyReply, applyStatus, type StatusReport } from './replies.js';
import { WEBHOOK_PATHS } from './paths.js';
import { hasTwilioSignature } from './sms.js';
import { hasHubSignature } from './whatsapp.js';

/** A provider's body as it came: its bytes (for the signature) and, once signed, what it says. */
interface RawBody {
  raw: string;
}

const json = (reply: FastifyReply, status: number, body: object) => reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));

const NOT_SET_UP = { whatsapp: 'WhatsApp is not set up on this site.', sms: 'SMS is not set up on this site.' };
const BAD_SIGNATURE = 'The signature does not match the body.';

/** Calls a provider may make from one address in a minute: generous for a provider's bursts, a wall for a flood. */
const PROVIDER_CALLS_PER_MINUTE = { max: 1200, windowMs: 60_000 };

/** WhatsApp's statuses of a notification, and its members' text replies. */
function readWhatsApp(body: unknown) {
  const statuses: StatusReport[] = [];
  const replies: Array<{ id: string; from: string; text: string }> = [];
  const entries = isRecord(body) && Array.isArray(body.entry) ? body.entry : [];
  for (const entry of entries) {
    const changes = isRecord(entry) && Array.isArray(entry.changes) ? entry.changes : [];
    for (const change of changes) {
      const value = isRecord(change) && isRecord(change.value) ? change.value : {};
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        if (!isRecord(s) || typeof s.id !== 'string' || !['sent', 'delivered', 'read', 'failed'].includes(String(s.status))) continue;
        const error = Array.isArray(s.errors) && isRecord(s.errors[0]) ? s.errors[0] : undefined;
        statuses.push({
          channel: 'whatsapp',
          providerId: s.id,
          status: s.status as StatusReport['status'],
          ...(error ? { errorCode: String(error.code ?? ''), error: `${String(error.code ?? '')}: ${String(error.title ?? error.message ?? 'Failed')}` } : {}),
        });
      }
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        if (!isRecord(m) || typeof m.id !== 'string' || typeof m.from !== 'string') continue;
        const text = m.type === 'text' && isRecord(m.text) && typeof m.text.body === 'string' ? m.text.body : m.type === 'button' && isRecord(m.button) && typeof m.button.text === 'string' ? m.button.text : '';
        replies.push({ id: m.id, from: m.from, text });
      }
    }
  }
  return { statuses, replies };
}

/** Twilio's statuses as the outbox keeps them (queued, accepted and sending say nothing new). */
const SMS_STATUS: Record<string, StatusReport['status']> = { sent: 'sent', delivered: 'delivered', read: 'read', undelivered: 'failed', failed: 'failed' };

const webhookRoutes: FastifyPluginAsync = async (app) => {
  // In this plugin only: the bodies are kept as they came, for their signatures.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, { raw: String(body) } satisfies RawBody));
  const deps = depsOf(app);
  const rawOf = (body: unknown) => (isRecord(body) && typeof body.raw === 'string' ? body.raw : '');
  /** The address the gateway signed: the site's own, as the gateway was told it. */
  const signedUrl = (path: string) => `${app.config.publicUrl}${path}`;

  serveSome(app, noticeContract, {
    whatsAppHandshake: async (request, reply) => {
      const settings = app.config.whatsApp;
      if (!settings) throw notFound(NOT_SET_UP.whatsapp);
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
      if (mode !== 'subscribe' || token !== settings.verifyToken || !challenge) throw forbidden('The verify token is not this site’s.');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },

    whatsAppWebhook: {
      config: rateLimitPerIp(PROVIDER_CALLS_PER_MINUTE),
      handler: async (request, reply) => {
        const settings = app.config.whatsApp;
        if (!settings) throw notFound(NOT_SET_UP.whatsapp);
        const raw = rawOf(request.body);
        if (!hasHubSignature(settings.appSecret, raw, request.headers['x-hub-signature-256'])) throw new HttpError(401, BAD_SIGNATURE);
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new HttpError(400, 'The body is not JSON.');
        }
        const { statuses, replies } = readWhatsApp(body);
        const outcomes: string[] = [];
        for (const status of statuses) outcomes.push(await applyStatus(deps, status));
        for (const r of replies) {
          const from = pakistaniMobile(`+${r.from.replace(/^\+/, '')}`);
          outcomes.push(from ? await applyReply(deps, { channel: 'whatsapp', providerId: r.id, from, text: r.text }) : 'ignored');
        }
        return json(reply, 200, { received: true, outcomes });
      },
    },

    smsStatus: {
      config: rateLimitPerIp(PROVIDER_CALLS_PER_MINUTE),
      handler: async (request, reply) => {
        const settings = app.config.sms;
        if (!settings) throw notFound(NOT_SET_UP.sms);
        const fields = Object.fromEntries(new URLSearchParams(rawOf(request.body)));
        if (!hasTwilioSignature(settings.authToken, signedUrl(WEBHOOK_PATHS.smsStatus), fields, request.headers['x-twilio-signature'])) throw new HttpError(401, BAD_SIGNATURE);
        const status = SMS_STATUS[fields.MessageStatus ?? ''];
        if (!status || !fields.MessageSid) return json(reply, 200, { received: true, outcomes: ['ignored'] });
        const outcome = await applyStatus(deps, {
          channel: 'sms',
          providerId: fields.MessageSid,
          status,
          ...(status === 'failed' ? { errorCode: fields.ErrorCode ?? '', error: `${fields.ErrorCode ?? ''}: ${fields.MessageStatus}` } : {}),
        });
        return json(reply, 200, { received: true, outcomes: [outcome] });
      },
    },

    smsInbound: {
      config: rateLimitPerIp(PROVIDER_CALLS_PER_MINUTE),
      handler: async (request, reply) => {
        const settings = app.config.sms;
        if (!settings) throw notFound(NOT_SET_UP.sms);
        const fields = Object.fromEntries(new URLSearchParams(rawOf(request.body)));
        if (!hasTwilioSignature(settings.authToken, signedUrl(WEBHOOK_PATHS.smsInbound), fields, request.headers['x-twilio-signature'])) throw new HttpError(401, BAD_SIGNATURE);
        const from = pakistaniMobile(fields.From ?? '');
        if (from && fields.MessageSid) await applyReply(deps, { channel: 'sms', providerId: fields.MessageSid, from, text: fields.Body ?? '' });
        // The answer to a STOP goes through the outbox like every message; the gateway is told to send nothing itself.
        return reply.type('text/xml; charset=utf-8').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      },
    },
  });
};

export default webhookRoutes;
