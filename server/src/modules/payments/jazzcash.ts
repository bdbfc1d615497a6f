// JazzCash payments by page redirection, from a mobile wallet (MWALLET) or by card (MPAY): the member's browser posts a
// signed form to JazzCash's payment page, where they enter their wallet number and the last 6 digits of their CNIC, or
// their card; JazzCash posts the signed answer back to the return URL, sends the same answer server to server (IPN), and
// answers a status inquiry. The wallet number, the CNIC and the card are typed on JazzCash's page, never on ours, so
// this site never holds them. Both kinds follow the same rules below; only pp_TxnType tells them apart.
//
// Where each rule comes from:
// - Fields, their formats and limits (pp_Version 1.1, pp_TxnType MWALLET, pp_Language EN, pp_TxnCurrency PKR,
//   pp_TxnRefNo alphanumeric and unique, at most 20 characters, pp_BillReference alphanumeric, at most 20 characters,
//   pp_Description at most 200 characters, pp_ReturnURL at most 200 characters, pp_SecureHash 64 characters):
//   "Payment Gateway Integration Guide for Merchants" v4.2 (payments.jazzcash.com.pk/SandboxDocumentation), as
//   summarised in aamiralidev/pk-payments readme.md, and the v4.2 API reference's parameter descriptions.
// - pp_Amount "no decimal places are included. Decimal place will be assumed at the default position of the
//   currency": the amount in paisa (rupees × 100): API reference v4.2, parameter pp_Amount.
// - pp_TxnDateTime and pp_TxnExpiryDateTime "yyyyMMddHHmmss", merchant time (Pakistan, UTC+5, no daylight saving);
//   the expiry's default and maximum is 3 months: API reference v4.2, parameters pp_TxnDateTime, pp_TxnExpiryDateTime.
// - Secure hash (guide v4.2, the secure-hash section the summary cites as page 87): every pp_ field (ppmpf_ included)
//   with a non-empty value except pp_SecureHash, sorted by name in ASCII order, the values alone joined with '&', the
//   integrity salt and '&' before them, HMAC-SHA256 keyed with the integrity salt, hex. The summary's own sample code
//   disagrees with itself (one file keeps only "pp_" names, sorting with localeCompare; another includes ppmpf_ and
//   sorts by code unit): we follow the guide's rule as the summary quotes it (ASCII order, ppmpf_ included). Hex case is
//   not significant when we compare; we send upper case, as the summary's REST sample does.
// - Response codes (Sandbox documentation, Resources: response codes): 000 "Thank you for Using JazzCash, your
//   transaction was successful." (Completed); 124 and 157: the order is placed and the payment is still pending; 121
//   "Transaction has been marked confirmed by Merchant" (the inquiry's answer for a completed payment); any other code:
//   failed (e.g. 058 timed out, 112 cancelled by user, 115 invalid hash).
// - Status inquiry: POST JSON {pp_TxnRefNo, pp_MerchantID, pp_Password, pp_SecureHash} to
//   /ApplicationAPI/API/PaymentInquiry/Inquire; the answer carries pp_ResponseCode (the inquiry itself), and
//   pp_PaymentResponseCode / pp_Status for the payment, signed like every answer (summary: server/express/jc/jzh.js).
// - IPN: the same pp_ fields as the return, posted to the merchant's IPN URL; the merchant answers JSON
//   {pp_ResponseCode: "000", pp_ResponseMessage, pp_SecureHash} (guide v4.2, Instant Payment Notification).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, SignedResult } from './gateway.js';

export const JAZZCASH = 'jazzcash';

/** The merchant's credentials and JazzCash's address (the simulator's, or the real one), from the environment only. */
export interface JazzCashSettings {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** JazzCash's base address, e.g. https://sandbox.jazzcash.com.pk */
  url: string;
  /** the merchant's MPIN, which JazzCash's wallet refund call asks for (JAZZCASH_MPIN): without it, refunds are made by hand */
  mpin?: string;
}

/** JazzCash's paths under its base address. */
export const JAZZCASH_PATHS = {
  pay: '/CustomerPortal/transactionmanagement/merchantform/',
  inquire: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  refund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
} as const;

/** A payment that went through. */
export const PAID_CODES = ['000', '121'];
/** A payment JazzCash has not finished: neither paid nor failed yet. */
export const PENDING_CODES = ['124', '157'];

export type Fields = Record<string, string>;

/** The string JazzCash signs: the salt, then the non-empty pp_ values in ASCII order of their names, joined by '&'. */
export function hashInput(fields: Record<string, string | undefined>, integritySalt: string): string {
  const names = Object.keys(fields)
    .filter((name) => name.startsWith('pp') && name !== 'pp_SecureHash' && (fields[name] ?? '') !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [integritySalt, ...names.map((name) => fields[name])].join('&');
}

export const secureHash = (fields: Record<string, string | undefined>, integritySalt: string) =>
  createHmac('sha256', integritySalt).update(hashInput(fields, integritySalt), 'utf8').digest('hex').toUpperCase();

/** Whether the fields carry JazzCash's hash of themselves (compared in constant time, hex case ignored). */
export function hasValidHash(fields: Record<string, string | undefined>, integritySalt: string): boolean {
  const given = fields.pp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(secureHash(fields, integritySalt));
  return timingSafeEqual(expected, Buffer.from(given.toUpperCase()));
}

/** Fields with their hash added. */
export const signed = (fields: Fields, integritySalt: string): Fields => ({ ...fields, pp_SecureHash: secureHash(fields, integritySalt) });

const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A time as JazzCash writes it: yyyyMMddHHmmss, Pakistan time. */
export function jazzCashTime(at: Date): string {
  const iso = new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString();
  return iso.slice(0, 19).replace(/[-T:]/g, '');
}

/** A transaction reference: alphanumeric, 20 characters, unique (T, then the order, then random letters and digits). */
export function newTxnRefNo(orderId: number): string {
  const head = `T${orderId}R`;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  let tail = '';
  for (let i = 0; tail.length < 20 - head.length; i++) tail += alphabet[bytes[i] % alphabet.length];
  return head + tail;
}

/** The bill reference names the order: alphanumeric, at most 20 characters. */
export const billReference = (orderId: number) => `ORDER${orderId}`;
const orderOfBill = (bill: string | undefined) => (bill && /^ORDER\d{1,15}$/.test(bill) ? Number(bill.slice(5)) : null);

/** Rupees to paisa, as pp_Amount carries them. */
export const toPaisa = (rupees: number) => String(Math.round(rupees * 100));

/** How the payer pays on JazzCash's page: from a JazzCash mobile wallet, or by card. */
export type JazzCashTxnType = 'MWALLET' | 'MPAY';
export const JAZZCASH_TXN_TYPES: readonly JazzCashTxnType[] = ['MWALLET', 'MPAY'];

/** The signed form the member's browser posts to JazzCash's payment page. */
export function paymentRequest(
  settings: JazzCashSettings,
  payment: { reference: string; orderId: number; amount: number; description: string; returnUrl: string; now: Date; expiresAt: Date; txnType?: JazzCashTxnType },
): Fields {
  const fields: Fields = {
    pp_Version: '1.1',
    pp_TxnType: payment.txnType ?? 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: settings.merchantId,
    pp_Password: settings.password,
    pp_TxnRefNo: payment.reference,
    pp_Amount: toPaisa(payment.amount),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: jazzCashTime(payment.now),
    pp_TxnExpiryDateTime: jazzCashTime(payment.expiresAt),
    pp_BillReference: billReference(payment.orderId),
    // JazzCash refuses <>\*=%/:'|"{} in the description.
    pp_Description: payment.description.replace(/[<>\\*=%/:'|"{}]/g, ' ').slice(0, 200),
    pp_ReturnURL: payment.returnUrl,
  };
  return signed(fields, settings.integritySalt);
}

/** A signed answer's fields as we keep them: everything but the password. */
export const keptFields = (fields: Record<string, string | undefined>): Fields =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[0] !== 'pp_Password' && typeof entry[1] === 'string'));

/** What a return, a notification or an inquiry says of a payment, once its hash is JazzCash's. */
export type JazzCashAnswer = { state: 'pending'; reference: string } | { state: 'final'; result: SignedResult };

/**
 * Reads a signed answer (a return or an IPN): null when its hash is not JazzCash's (or a field it needs is missing);
 * `via` tells apart the return, the notification and the inquiry, each of which may settle the payment once.
 */
export function readAnswer(fields: Record<string, string | undefined>, integritySalt: string, via: 'return' | 'notification' | 'inquiry', code = fields.pp_ResponseCode): JazzCashAnswer | null {
  if (!hasValidHash(fields, integritySalt)) return null;
  const reference = fields.pp_TxnRefNo;
  if (typeof reference !== 'string' || !/^[A-Za-z0-9]{1,20}$/.test(reference) || typeof code !== 'string') return null;
  if (PENDING_CODES.includes(code)) return { state: 'pending', reference };
  const paisa = fields.pp_Amount;
  const orderId = orderOfBill(fields.pp_BillReference);
  return {
    state: 'final',
    result: {
      callbackId: `${via}:${reference}`,
      reference,
      // A bill reference that names no order matches none.
      orderId: orderId ?? -1,
      // Paisa that are not whole rupees match no order.
      amount: typeof paisa === 'string' && /^\d{1,15}$/.test(paisa) ? Number(paisa) / 100 : -1,
      approved: PAID_CODES.includes(code),
      code,
      message: (via === 'inquiry' ? fields.pp_PaymentResponseMessage : fields.pp_ResponseMessage) ?? '',
      fields: keptFields(fields),
      terms: answerTerms(fields, via),
    },
  };
}

/** The request's terms an answer must repeat: the currency, the merchant and the kind of payment (wallet or card). */
export const TERM_FIELDS = ['pp_TxnCurrency', 'pp_MerchantID', 'pp_TxnType'] as const;

/**
 * The terms a signed answer states, to be compared with the request the server signed. A return and a notification
 * carry all three (guide v4.2, the response parameters): one that leaves a term out states it empty, and matches no
 * request. The status inquiry's answer carries none of them: it is compared on order and amount.
 */
function answerTerms(fields: Record<string, string | undefined>, via: 'return' | 'notification' | 'inquiry'): Record<string, string> {
  const terms: Record<string, string> = {};
  for (const name of TERM_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value !== '') terms[name] = value;
    else if (via !== 'inquiry') terms[name] = '';
  }
  return terms;
}

/** The signed status inquiry for a transaction. */
export const inquiryRequest = (settings: JazzCashSettings, reference: string): Fields =>
  signed({ pp_TxnRefNo: reference, pp_MerchantID: settings.merchantId, pp_Password: settings.password }, settings.integritySalt);

/** JazzCash's inquiry answer for a transaction it has no record of. */
export const ABSENT_CODE = '109';

/** What a status inquiry says: the payment's state, or that JazzCash never saw the transaction (its form was never posted). */
export type JazzCashInquiry = JazzCashAnswer | { state: 'absent'; reference: string };

/**
 * Reads a status inquiry's answer: null when it is not signed by JazzCash or the inquiry itself failed (pp_ResponseCode
 * other than 000); `absent` for a signed 109 "Transaction does not exist" about this reference; else the payment's state
 * by pp_PaymentResponseCode.
 */
export function readInquiry(answer: unknown, integritySalt: string, reference?: string): JazzCashInquiry | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const fields = Object.fromEntries(Object.entries(answer).filter(([, value]) => typeof value === 'string')) as Fields;
  if (fields.pp_ResponseCode === ABSENT_CODE && reference !== undefined && fields.pp_TxnRefNo === reference && hasValidHash(fields, integritySalt)) return { state: 'absent', reference };
  if (fields.pp_ResponseCode !== '000') return null;
  return readAnswer(fields, integritySalt, 'inquiry', fields.pp_PaymentResponseCode);
}

/** Asks JazzCash for a transaction's state; null when it cannot tell (unreachable, unsigned or failed inquiry). */
export async function inquire(settings: JazzCashSettings, reference: string): Promise<JazzCashInquiry | null> {
  try {
    const response = await fetch(new URL(settings.url.replace(/\/+$/, '') + JAZZCASH_PATHS.inquire), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inquiryRequest(settings, reference)),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) return null;
    return readInquiry(await response.json(), settings.integritySalt, reference);
  } catch {
    return null;
  }
}

/** The acknowledgement JazzCash expects to an IPN. */
export const notificationAck = (settings: JazzCashSettings) =>
  signed({ pp_ResponseCode: '000', pp_ResponseMessage: 'IPN received' }, settings.integritySalt);

/**
 * The gateway as the payments module uses it: a checkout is our own page that posts the signed form to JazzCash, and a
 * callback is verified here (the routes read returns, IPNs and inquiries with `readAnswer` to tell them apart).
 */
export function jazzCashGateway(settings: JazzCashSettings, checkoutPath: (reference: string) => string): PaymentGateway {
  return {
    name: JAZZCASH,
    newReference: newTxnRefNo,
    inquires: true,
    async createCheckout({ reference }) {
      return { reference, redirectUrl: checkoutPath(reference) };
    },
    async verifyCallback(fields) {
      const answer = readAnswer(fields, settings.integritySalt, 'return');
      return answer?.state === 'final' ? answer.result : null;
    },
  };
}

/** A refund JazzCash made (pp_ResponseCode 000). */
export const REFUNDED_CODE = '000';

/**
 * The signed wallet refund call (summary: server/express/jc/jzh.js, REFUND): pp_Amount in paisa, pp_MerchantID,
 * pp_MerchantMPIN, pp_Password, pp_TxnCurrency and the paid transaction's pp_TxnRefNo, hashed like every request.
 */
export const refundRequest = (settings: JazzCashSettings & { mpin: string }, payment: { reference: string; amount: number }): Fields =>
  signed(
    {
      pp_Amount: toPaisa(payment.amount),
      pp_MerchantID: settings.merchantId,
      pp_MerchantMPIN: settings.mpin,
      pp_Password: settings.password,
      pp_TxnCurrency: 'PKR',
      pp_TxnRefNo: payment.reference,
    },
    settings.integritySalt,
  );

/** What JazzCash said of a refund: refunded or not, with its code and message (our own when it could not be asked). */
export interface RefundAnswer {
  refunded: boolean;
  code: string;
  message: string;
}

/**
 * Reads the refund call's answer: refunded only on a 000 signed with the merchant's salt. A refusal is kept with
 * JazzCash's code and message whether signed or not (believing it sends nothing back; staff see why).
 */
export function readRefund(answer: unknown, integritySalt: string): RefundAnswer {
  if (typeof answer !== 'object' || answer === null) return { refunded: false, code: 'unreadable', message: 'JazzCash’s answer could not be read.' };
  const fields = Object.fromEntries(Object.entries(answer).filter(([, value]) => typeof value === 'string')) as Fields;
  const code = fields.pp_ResponseCode ?? '';
  const message = fields.pp_ResponseMessage ?? '';
  if (code !== REFUNDED_CODE) return { refunded: false, code: code || 'unreadable', message: message || 'JazzCash’s answer could not be read.' };
  if (!hasValidHash(fields, integritySalt)) return { refunded: false, code: 'unsigned', message: 'JazzCash’s answer was not signed with the merchant’s salt: nothing is recorded as refunded.' };
  return { refunded: true, code, message };
}

/** Sends a paid transaction's money back to the payer's wallet; never throws (an unreachable JazzCash refunds nothing). */
export async function refundPayment(settings: JazzCashSettings, payment: { reference: string; amount: number }): Promise<RefundAnswer> {
  if (!settings.mpin) return { refunded: false, code: 'no-mpin', message: 'JazzCash refunds are not set up (JAZZCASH_MPIN).' };
  try {
    const response = await fetch(new URL(settings.url.replace(/\/+$/, '') + JAZZCASH_PATHS.refund), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refundRequest({ ...settings, mpin: settings.mpin }, payment)),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) return { refunded: false, code: `http-${response.status}`, message: 'JazzCash did not answer the refund call.' };
    return readRefund(await response.json(), settings.integritySalt);
  } catch {
    return { refunded: false, code: 'unreachable', message: 'JazzCash could not be reached.' };
  }
}
