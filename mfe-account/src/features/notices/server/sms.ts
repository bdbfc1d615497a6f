// SMS through Twilio's Programmable Messaging API (decision 045): a message is POSTed, form-encoded, to
// `{api}/2010-04-01/Accounts/{AccountSid}/Messages.json` with the account's SID and auth token as HTTP Basic
// credentials and answered with its `sid`; Twilio then POSTs its statuses to the `StatusCallback` address given with
// it, and a reply to the sender to the number's webhook, each signed in `X-Twilio-Signature` (base64 HMAC-SHA1, with
// the auth token, of the full address followed by every posted field's name and value in name order).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SendAnswer } from './whatsapp.js';

export interface SmsSettings {
  /** Twilio's API address, https://api.twilio.com (or the simulator) */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** the sender: a registered alphanumeric sender ID, a number, or a Messaging Service's SID (MG…) */
  from: string;
}

export const DEFAULT_SMS_API_URL = 'https://api.twilio.com';

/** Twilio's error codes a later retry can get past: too many requests, a queue overflow, a service hiccup. */
const RETRYABLE = new Set(['20429', '30001', '20500', '20503']);

export async function sendSms(settings: SmsSettings, to: string, body: string, statusCallback: string, fetcher: typeof fetch = fetch): Promise<SendAnswer> {
  const form = new URLSearchParams({ To: to, Body: body, StatusCallback: statusCallback });
  form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
  let response: Response;
  try {
    response = await fetcher(`${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    return { ok: false, code: 'network', message: error instanceof Error ? error.message : String(error), retry: true };
  }
  const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
  if (response.ok && typeof answer?.sid === 'string') return { ok: true, id: answer.sid };
  const code = answer?.code !== undefined && answer.code !== null ? String(answer.code) : `http-${response.status}`;
  const message = typeof answer?.message === 'string' ? answer.message : `The SMS gateway answered ${response.status}`;
  return { ok: false, code, message: message.slice(0, 500), retry: RETRYABLE.has(code) || response.status >= 500 || response.status === 429 };
}

/** `X-Twilio-Signature` of a POST to `url` with these form fields. */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function hasTwilioSignature(authToken: string, url: string, fields: Record<string, string>, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ---- Segments ---------------------------------------------------------------------------------------------------

/** GSM 03.38's basic set: a text of only these (and the extension's, which count twice) goes in 7-bit parts. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

/**
 * How a text is sent as SMS and the parts it takes (each part is a message the gateway charges): in GSM 7-bit, 160
 * characters in one part or 153 a part when split; any other character (all of Urdu) makes it UCS-2, 70 characters in
 * one part or 67 a part, counted in UTF-16 units, never splitting a character that takes two.
 */
export function smsParts(text: string): { encoding: 'GSM-7' | 'UCS-2'; parts: string[] } {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c))) {
    const units = (c: string) => (GSM_EXTENSION.has(c) ? 2 : 1);
    const total = chars.reduce((n, c) => n + units(c), 0);
    return { encoding: 'GSM-7', parts: total <= 160 ? [text] : split(chars, 153, units) };
  }
  const total = chars.reduce((n, c) => n + c.length, 0);
  return { encoding: 'UCS-2', parts: total <= 70 ? [text] : split(chars, 67, (c) => c.length) };
}

function split(chars: string[], size: number, units: (c: string) => number): string[] {
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const c of chars) {
    if (used + units(c) > size) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += c;
    used += units(c);
  }
  if (part) parts.push(part);
  return parts;
}
