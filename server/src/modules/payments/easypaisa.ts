// Easypaisa mobile-account payments through its hosted checkout (Easypay "plug-in"/post method): the member's browser
// posts the store's request, sealed with the store's hash key, to Easypaisa's Index.jsf, where they type their
// Easypaisa mobile account number; Easypaisa sends the browser back to the postBackURL with an auth_token, which the
// browser posts to Confirm.jsf; Easypaisa then sends the browser to the postBackURL a second time with status, desc and
// orderRefNum, and notifies the store's IPN URL.
//
// Neither the second postback nor the IPN is signed, so neither is believed: each only makes the server ask Easypaisa
// itself (inquire-transaction, server to server with the store's Open API credentials) and settle by its answer.
//
// Where each rule comes from:
// - Fields, the amount with one decimal ("100.0"), orderRefNum of at most 20 letters and digits, expiryDate
//   "yyyyMMdd HHmmss", paymentMethod (MA_PAYMENT_METHOD for a mobile account), the two postbacks and Confirm.jsf:
//   "Easypay Merchant Integration Guide" (Easypaisa Integration Guide v4.1, §3 Post Method Integration, §2.1 the
//   plug-in process), as summarised in aamiralidev/pk-payments server/express/ep/hosted.js.
// - merchantHashedReq: the request's fields as name=value pairs in alphabetical order of their names, joined with '&',
//   encrypted with AES/ECB/PKCS5Padding under the store's hash key (16, 24 or 32 bytes), Base64: guide v4.1 §3.3
//   "Encryption Algorithm to get value of merchantHashedReq". The summary lists amount, autoRedirect, emailAddr,
//   mobileNum, orderRefNum, paymentMethod, postBackURL, storeId and keeps empty ones as "name="; the guide's sample
//   includes expiryDate when it is sent: we send and seal it, in its alphabetical place.
// - Inquire transaction: POST /easypay-service/rest/v4/inquire-transaction, JSON {orderId, storeId, accountNum}, with a
//   "Credentials" header of the Base64 of "username:password"; the answer's responseCode "0000" means the inquiry worked,
//   and transactionStatus PAID, FAILED, PENDING (or EXPIRED, REVERSED) the payment's state: guide v4.1 §4.3, summary
//   server/express/ep/restapi.js (which builds the same header for the Open API).
// - IPN: Easypaisa calls the store's IPN URL (set in its merchant portal) when a transaction changes: guide v4.1 §5.
import { createCipheriv, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, SignedResult } from './gateway.js';
import { newTxnRefNo } from './jazzcash.js';

export const EASYPAISA = 'easypaisa';

/** The store's settings, from the environment only. */
export interface EasypaisaSettings {
  storeId: string;
  /** the hash key from the merchant portal: 16, 24 or 32 characters */
  hashKey: string;
  /** the Open API credentials the inquiry is made with */
  username: string;
  password: string;
  /** Easypaisa's base address, e.g. https://easypaystg.easypaisa.com.pk */
  url: string;
}

export const EASYPAISA_PATHS = {
  checkout: '/easypay/Index.jsf',
  confirm: '/easypay/Confirm.jsf',
  inquire: '/easypay-service/rest/v4/inquire-transaction',
} as const;

export type Fields = Record<string, string>;

/** The fields merchantHashedReq seals, in alphabetical order. */
export const SEALED_FIELDS = ['amount', 'autoRedirect', 'emailAddr', 'expiryDate', 'mobileNum', 'orderRefNum', 'paymentMethod', 'postBackURL', 'storeId'] as const;

export const sealInput = (fields: Record<string, string | undefined>) => SEALED_FIELDS.map((name) => `${name}=${fields[name] ?? ''}`).join('&');

const aes = (hashKey: string) => {
  const length = Buffer.byteLength(hashKey, 'utf8');
  if (length === 16) return 'aes-128-ecb';
  if (length === 24) return 'aes-192-ecb';
  if (length === 32) return 'aes-256-ecb';
  throw new Error('The Easypaisa hash key must be 16, 24 or 32 characters.');
};

/** merchantHashedReq: the sealed fields under AES/ECB/PKCS5Padding with the hash key, Base64. */
export function merchantHashedReq(fields: Record<string, string | undefined>, hashKey: string): string {
  const cipher = createCipheriv(aes(hashKey), Buffer.from(hashKey, 'utf8'), null);
  return Buffer.concat([cipher.update(sealInput(fields), 'utf8'), cipher.final()]).toString('base64');
}

/** Whether a request carries the store's seal of its own fields (compared in constant time). */
export function hasValidSeal(fields: Record<string, string | undefined>, hashKey: string): boolean {
  const given = Buffer.from(fields.merchantHashedReq ?? '');
  const expected = Buffer.from(merchantHashedReq(fields, hashKey));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;
/** A time as Easypaisa's expiryDate writes it: yyyyMMdd HHmmss, Pakistan time. */
export function easypaisaTime(at: Date): string {
  const digits = new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `${digits.slice(0, 8)} ${digits.slice(8)}`;
}

/** Rupees with one decimal, as Easypaisa's amount carries them. */
export const easypaisaAmount = (rupees: number) => rupees.toFixed(1);

/** The sealed request the member's browser posts to Easypaisa's checkout. */
export function checkoutRequest(settings: EasypaisaSettings, payment: { reference: string; amount: number; postBackUrl: string; expiresAt: Date }): Fields {
  const fields: Fields = {
    amount: easypaisaAmount(payment.amount),
    autoRedirect: '1',
    emailAddr: '',
    expiryDate: easypaisaTime(payment.expiresAt),
    mobileNum: '',
    orderRefNum: payment.reference,
    paymentMethod: 'MA_PAYMENT_METHOD',
    postBackURL: payment.postBackUrl,
    storeId: settings.storeId,
  };
  return { ...fields, merchantHashedReq: merchantHashedReq(fields, settings.hashKey) };
}

/** The Open API's Credentials header. */
export const credentials = (settings: Pick<EasypaisaSettings, 'username' | 'password'>) => Buffer.from(`${settings.username}:${settings.password}`).toString('base64');

/** What Easypaisa says of a transaction, asked by the server itself. */
export type EasypaisaAnswer = { state: 'pending'; reference: string } | { state: 'final'; result: SignedResult };
/** An inquiry's answer: the payment's state, or that Easypaisa has no such transaction (the payer never reached its page). */
export type EasypaisaInquiry = EasypaisaAnswer | { state: 'absent'; reference: string };
/** The inquiry's responseCode for an order reference Easypaisa does not know ("Transaction not found"). */
export const ABSENT_CODE = '0003';

/**
 * Reads an inquiry's answer for `reference`: null when the inquiry failed (responseCode other than 0000) or speaks of
 * another transaction or store; else the payment's state. The amount is in rupees with decimals.
 */
export function readInquiry(answer: unknown, settings: EasypaisaSettings, reference: string): EasypaisaInquiry | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const fields = Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, typeof value === 'number' ? String(value) : value])) as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  if (text('responseCode') === ABSENT_CODE && text('orderId') === reference && text('storeId') === settings.storeId) return { state: 'absent', reference };
  if (text('responseCode') !== '0000' || text('orderId') !== reference || text('storeId') !== settings.storeId) return null;
  const status = text('transactionStatus').toUpperCase();
  if (status !== 'PAID' && status !== 'FAILED' && status !== 'EXPIRED' && status !== 'REVERSED') return { state: 'pending', reference };
  const amount = Number(text('transactionAmount'));
  const kept = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return {
    state: 'final',
    result: {
      callbackId: `inquiry:${reference}`,
      reference,
      // The inquiry is asked for one of our references: the order is the attempt's (orderId -1 is filled in by the caller).
      orderId: -1,
      amount: Number.isFinite(amount) && /^\d{1,12}(\.\d{1,2})?$/.test(text('transactionAmount')) ? amount : -1,
      approved: status === 'PAID',
      code: status,
      message: text('responseDesc'),
      fields: kept,
    },
  };
}

/** Asks Easypaisa about a transaction; null when it cannot tell (unreachable, refused or failed inquiry). */
export async function inquire(settings: EasypaisaSettings, reference: string): Promise<EasypaisaInquiry | null> {
  try {
    const response = await fetch(new URL(settings.url.replace(/\/+$/, '') + EASYPAISA_PATHS.inquire), {
      method: 'POST',
      headers: { 'content-type': 'application/json', credentials: credentials(settings) },
      body: JSON.stringify({ orderId: reference, storeId: settings.storeId, accountNum: '' }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) return null;
    return readInquiry(await response.json(), settings, reference);
  } catch {
    return null;
  }
}

/** The gateway as the payments module uses it; nothing Easypaisa sends through the browser is believed (see above). */
export function easypaisaGateway(checkoutPath: (reference: string) => string): PaymentGateway {
  return {
    name: EASYPAISA,
    // orderRefNum: at most 20 letters and digits, as JazzCash's reference.
    newReference: newTxnRefNo,
    inquires: true,
    async createCheckout({ reference }) {
      return { reference, redirectUrl: checkoutPath(reference) };
    },
    async verifyCallback() {
      return null;
    },
  };
}
