// The test gateway: a payment page served by this server with Approve and Decline, whose answer comes back as a
// callback signed with HMAC-SHA256 under a random key only the server holds, exactly as a real gateway's would.
// No money moves. It is on for `npm start` and development, and refused in production unless PAYMENT_TEST_GATEWAY=1.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pathOf } from '../../../../shared-api/src/contract.js';
import { CALLBACK_FIELDS, paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import type { Database } from '../../db/schema.js';
import { signingKey } from '../../lib/signing-keys.js';
import type { PaymentGateway, SignedResult } from './gateway.js';

export const TEST_GATEWAY = 'test-gateway';
const KEY_NAME = 'test-gateway';

/** The payment page of a checkout, which posts the payer's decision to the same path. */
export const testCheckoutPath = (reference: string) => `/api/${pathOf(paymentContract.getTestCheckout.path, { reference })}`;
/** Where the payment page sends its signed callback (the callback's fields in the query). */
export const callbackPath = `/api/${pathOf(paymentContract.testGatewayReturn.path, {})}`;

// The fields a callback carries, in the order they are signed: CALLBACK_FIELDS (the callback's rules name them).
type CallbackFields = Record<(typeof CALLBACK_FIELDS)[number], string>;

const canonical = (fields: CallbackFields) => CALLBACK_FIELDS.map((name) => `${name}=${fields[name]}`).join('&');
const sign = (key: string, fields: CallbackFields) => createHmac('sha256', key).update(canonical(fields)).digest('hex');

/** What the hosted page sends back when the payer chooses Approve or Decline. */
export async function signedCallback(db: Kysely<Database>, checkout: { reference: string; orderId: number; amount: number }, approved: boolean) {
  const fields: CallbackFields = {
    callback_id: randomBytes(12).toString('base64url'),
    reference: checkout.reference,
    order_id: String(checkout.orderId),
    amount: String(checkout.amount),
    result: approved ? 'approved' : 'declined',
  };
  return { ...fields, signature: sign(await signingKey(db, KEY_NAME), fields) };
}

export function testGateway(db: Kysely<Database>): PaymentGateway {
  return {
    name: TEST_GATEWAY,
    async createCheckout({ reference }) {
      return { reference, redirectUrl: testCheckoutPath(reference) };
    },
    async verifyCallback(given): Promise<SignedResult | null> {
      const { callback_id, reference, order_id, amount, result, signature: signed } = given;
      if (typeof callback_id !== 'string' || typeof reference !== 'string' || typeof order_id !== 'string' || typeof amount !== 'string' || typeof result !== 'string') return null;
      if (typeof signed !== 'string') return null;
      const fields: CallbackFields = { callback_id, reference, order_id, amount, result };
      const expected = Buffer.from(sign(await signingKey(db, KEY_NAME), fields));
      const signature = Buffer.from(signed);
      if (expected.length !== signature.length || !timingSafeEqual(expected, signature)) return null;
      if (!/^\d{1,15}$/.test(fields.order_id) || !/^\d{1,15}$/.test(fields.amount) || !['approved', 'declined'].includes(fields.result)) return null;
      return { callbackId: fields.callback_id, reference: fields.reference, orderId: Number(fields.order_id), amount: Number(fields.amount), approved: fields.result === 'approved' };
    },
  };
}
