// The test payment gateway (decision 014) and JazzCash: each call's access, rules and answer (decision 016). None answers the
// envelope: the payment page is HTML, and the payer's decision and the signed callback answer 303 See Other to the
// next page. Server and API docs only.
import * as yup from 'yup';
import { contract } from '../contract';
import { paymentCalls } from '../calls/payments';
import { trimmed } from '../validation';

/** The fields a callback carries, in the order they are signed. */
export const CALLBACK_FIELDS = ['callback_id', 'reference', 'order_id', 'amount', 'result'] as const;

/** A redirect has no body: 303 See Other, the next page in `Location`. */
// i18n-english: the API's documentation
const REDIRECT = { redirect: 303, to: 'the next page' } as const;
const referenceParams = yup.object({ reference: trimmed().max(100).matches(/^[A-Za-z0-9_-]+$/, 'reference is not a checkout of this gateway').required() });

export const paymentContract = contract('payments', paymentCalls, {
  getTestCheckout: { access: 'public', summary: 'The test gateway’s payment page (HTML) with Approve and Decline', params: referenceParams, answer: { file: 'text/html' } },
  decideTestCheckout: {
    access: 'public',
    summary: 'The payer approves or declines; answers with the signed callback (a redirect)',
    description: 'Answers 303 See Other to the signed callback.',
    params: referenceParams,
    body: yup.object({ decision: trimmed().oneOf(['approve', 'decline'], 'decision must be approve or decline').required('decision must be approve or decline') }),
    answer: REDIRECT,
  },
  testGatewayReturn: {
    access: 'public',
    summary: 'The test gateway’s signed callback: checked for signature, order, amount and replay, then on to the thank-you page (paid) or back to the order (declined)',
    description: 'Answers 303 See Other to the next page.',
    // each field bounded
    query: yup.object(Object.fromEntries([...CALLBACK_FIELDS, 'signature'].map((name) => [name, trimmed().max(200, `${name} is too long`)]))),
    answer: REDIRECT,
  },
  jazzCashCheckout: {
    access: 'public',
    summary: 'The page that sends the payer’s browser to JazzCash with the signed payment request (HTML)',
    params: yup.object({ reference: trimmed().max(20).matches(/^[A-Za-z0-9]+$/, 'reference is not a JazzCash checkout').required() }),
    answer: { file: 'text/html' },
  },
  // JazzCash posts its own pp_ fields, all of them signed: the body is read whole (a field left out would break the
  // signature), each field a bounded text, and checked by its secure hash (server/src/modules/payments/jazzcash.ts).
  jazzCashReturn: {
    access: 'public',
    summary: 'JazzCash’s signed answer, posted by the payer’s browser: checked for hash, order, amount and replay, then on to the thank-you page (paid) or back to the order',
    description: 'Answers 303 See Other to the next page.',
    answer: REDIRECT,
  },
  jazzCashNotification: {
    access: 'public',
    summary: 'JazzCash’s signed notification (IPN), server to server: settles the payment like the return, once; answers JazzCash’s signed acknowledgement (JSON)',
    answer: { file: 'application/json' },
  },
  easypaisaCheckout: {
    access: 'public',
    summary: 'The page that sends the payer’s browser to Easypaisa with the sealed checkout request (HTML)',
    params: yup.object({ reference: trimmed().max(20).matches(/^[A-Za-z0-9]+$/, 'reference is not an Easypaisa checkout').required() }),
    answer: { file: 'text/html' },
  },
  // Easypaisa's postbacks are not signed: the first (auth_token) is sent on to Easypaisa's confirmation, the second
  // (status, desc, orderRefNum) only names the payment the server then asks Easypaisa about.
  easypaisaReturn: {
    access: 'public',
    summary: 'Easypaisa’s postbacks through the payer’s browser: the auth_token goes on to Easypaisa’s confirmation (HTML); the final one makes the server ask Easypaisa, then on to the thank-you page (paid) or back to the order',
    query: yup.object({
      // Easypaisa's opaque token: letters and digits (at least one letter), never a bare number.
      auth_token: trimmed().matches(/^(?=.*[A-Za-z])[A-Za-z0-9_-]{16,200}$/, { message: 'auth_token is not an Easypaisa token', excludeEmptyString: true }),
      status: trimmed().max(50, 'status is too long'),
      desc: trimmed().max(500, 'desc is too long'),
      orderRefNum: trimmed().max(20, 'orderRefNum is too long'),
    }),
    answer: { file: 'text/html' },
  },
  easypaisaNotification: {
    access: 'public',
    summary: 'Easypaisa’s notification (IPN) that a payment changed: the server asks Easypaisa about it and settles it once (JSON)',
    query: yup.object({ orderRefNum: trimmed().max(20, 'orderRefNum is too long').required('orderRefNum is required') }),
    answer: { file: 'application/json' },
  },
});
