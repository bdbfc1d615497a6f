// The test payment gateway (decision 014): each call's access, rules and answer (decision 016). None answers the
// envelope: the payment page is HTML, and the payer's decision and the signed callback answer 303 See Other to the
// next page. Server and API docs only.
import * as yup from 'yup';
import { contract } from '../contract';
import { paymentCalls } from '../calls/payments';
import { trimmed } from '../validation';

/** The fields a callback carries, in the order they are signed. */
export const CALLBACK_FIELDS = ['callback_id', 'reference', 'order_id', 'amount', 'result'] as const;

/** A redirect has no body: 303 See Other, the next page in `Location`. */
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
});
