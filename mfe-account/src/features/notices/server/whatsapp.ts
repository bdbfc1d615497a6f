// The WhatsApp Business Cloud API (Meta's Graph API), as its documentation describes it: a template message is POSTed
// to `{api}/{phone-number-id}/messages` with the business's bearer token and answered with the message's id (a
// `wamid`); Meta then calls the webhook set in the app's dashboard with the message's statuses and the member's
// replies, each POST signed in `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret), after a GET
// handshake that echoes `hub.challenge` when `hub.verify_token` is ours.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WhatsAppSettings {
  /** the Graph API with its version, e.g. https://graph.facebook.com/v21.0 (or the simulator) */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** the app's secret, which signs every webhook POST */
  appSecret: string;
  /** the token the webhook's GET handshake must bring */
  verifyToken: string;
}

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** What the API answered a send: the message's id, or the error Meta gave (its code, and whether a retry can help). */
export type SendAnswer = { ok: true; id: string } | { ok: false; code: string; message: string; retry: boolean };

/** The recipient as the API takes it: the number's digits with the country code, no plus. */
export const waNumber = (e164: string) => e164.replace(/^\+/, '');

/** A template message's request body. */
export const templateMessage = (to: string, template: string, language: 'en' | 'ur', params: readonly string[]) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: waNumber(to),
  type: 'template',
  template: {
    name: template,
    language: { code: language },
    components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
  },
});

/** A plain text message (only within the 24 hours after the member wrote to us: the answer to their "STOP"). */
export const textMessage = (to: string, body: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(to), type: 'text', text: { body } });

/**
 * Meta's error codes a later retry can get past: throttling (4, 80007, 130429, 131048, 131056), a service that is
 * temporarily away (1, 2, 131000, 131016). Any other (a number not on WhatsApp, a template not approved, a token that
 * no longer works) fails the message at once.
 */
const RETRYABLE = new Set(['1', '2', '4', '80007', '130429', '131000', '131016', '131048', '131056']);

export async function sendWhatsApp(settings: WhatsAppSettings, body: object, fetcher: typeof fetch = fetch): Promise<SendAnswer> {
  let response: Response;
  try {
    response = await fetcher(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    return { ok: false, code: 'network', message: error instanceof Error ? error.message : String(error), retry: true };
  }
  const answer = (await response.json().catch(() => null)) as { messages?: Array<{ id?: unknown }>; error?: { code?: unknown; message?: unknown } } | null;
  const id = answer?.messages?.[0]?.id;
  if (response.ok && typeof id === 'string') return { ok: true, id };
  const code = answer?.error?.code !== undefined ? String(answer.error.code) : `http-${response.status}`;
  const message = typeof answer?.error?.message === 'string' ? answer.error.message : `WhatsApp answered ${response.status}`;
  return { ok: false, code, message: message.slice(0, 500), retry: RETRYABLE.has(code) || response.status >= 500 || response.status === 429 };
}

/** `X-Hub-Signature-256` of a body: `sha256=` and the HMAC-SHA256 of its raw bytes with the app secret, in hex. */
export const hubSignature = (appSecret: string, rawBody: string | Buffer) => `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Whether a webhook POST carries the app secret's signature of exactly these bytes. */
export function hasHubSignature(appSecret: string, rawBody: string | Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(hubSignature(appSecret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
