// A stand-in for JazzCash's payment gateway, served under /simulators/jazzcash when PAYMENT_SIMULATORS=1 (never in
// production: config.ts refuses it). It speaks JazzCash's protocol at JazzCash's paths, so pointing JAZZCASH_URL at the
// real gateway is the only change: it takes the signed form (page redirection, MWALLET or MPAY) and checks the merchant,
// the password and the secure hash; shows a page where the payer types the wallet number and the last 6 CNIC digits (or
// a card's number, expiry and security code) and approves, declines or lets the payment time out; posts the signed answer back to pp_ReturnURL through the browser;
// sends the notification (IPN), once, twice or 30 seconds late; answers the status inquiry; and refunds a paid
// transaction (the wallet refund call, with the merchant's MPIN): up to what was paid, or declines when the payer asked
// it to ("Decline its refund later" on the payment page). Its refund refusal codes 431, 432 and 433 are its own, not from JazzCash's list.
//
// Where it departs from JazzCash: no money moves and no wallet or card is asked (any well-formed number is accepted,
// a card's by its check digit); its
// transactions live in this process's memory (a restart forgets them: their inquiry then answers 109 "does not exist");
// the notification goes straight to this server's notification route (JazzCash posts to the IPN URL set in its
// merchant portal); the answers carry the fields the summary lists, not every field JazzCash may add.
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import { hasValidHash, JAZZCASH_PATHS, JAZZCASH_TXN_TYPES, signed, type Fields, type JazzCashSettings } from './jazzcash.js';
import { hiddenFields, sendPage } from './payment-page.js';
import { jazzCashNotificationPath } from './wallet.js';

/** What the payer chose, and the code and message JazzCash answers for it (Sandbox documentation, response codes). */
const DECISIONS = {
  approve: { code: '000', message: 'Thank you for Using JazzCash, your transaction was successful.' },
  decline: { code: '112', message: 'Transaction Cancelled by User.' },
  timeout: { code: '058', message: 'Transaction timed out' },
} as const;
type Decision = keyof typeof DECISIONS;

interface SimulatedTransaction {
  request: Fields;
  /** the payer's decision once made */
  decided?: { code: string; message: string; retrievalReference: string };
  /** paisa refunded so far */
  refunded: number;
  /** the payer asked the simulator to decline a refund of this payment */
  declineRefund: boolean;
}

/** How long a late notification waits. */
export const LATE_NOTIFICATION_MS = 30_000;

const DECIDE_PATH = `${JAZZCASH_PATHS.pay}decide`;

/** A card number whose check digit (Luhn) is right: 13 to 19 digits, spaces allowed. */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/ /g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the payer types on the page, for a wallet (MWALLET) or a card (MPAY); why an approval is refused, or null. */
const payerFields = {
  MWALLET: {
    inputs:
      `<label for="mobile">JazzCash mobile account number</label><input type="text" id="mobile" name="mobile" inputmode="numeric" autocomplete="off" placeholder="03XXXXXXXXX">` +
      `<label for="cnic">Last 6 digits of your CNIC</label><input type="text" id="cnic" name="cnic" inputmode="numeric" autocomplete="off" maxlength="6">`,
    problem: (form: Fields) =>
      /^03\d{9}$/.test(form.mobile ?? '') && /^\d{6}$/.test(form.cnic ?? '') ? null : 'Enter the 11-digit mobile account number (03XXXXXXXXX) and the last 6 digits of the CNIC.',
  },
  MPAY: {
    inputs:
      `<label for="card">Card number</label><input type="text" id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111">` +
      `<label for="expiry">Expiry (MM/YY)</label><input type="text" id="expiry" name="expiry" inputmode="numeric" autocomplete="off" maxlength="5" placeholder="12/29">` +
      `<label for="cvv">Security code</label><input type="text" id="cvv" name="cvv" inputmode="numeric" autocomplete="off" maxlength="4">`,
    problem: (form: Fields) =>
      isCardNumber(form.card ?? '') && /^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry ?? '') && /^\d{3,4}$/.test(form.cvv ?? '') ? null : 'Enter a card number, its expiry (MM/YY) and its security code.',
  },
};
const payerFieldsOf = (request: Fields) => (request.pp_TxnType === 'MPAY' ? payerFields.MPAY : payerFields.MWALLET);

/** The fields JazzCash's answer (the return and the notification) carries for a transaction, signed. */
export function simulatedAnswer(settings: JazzCashSettings, request: Fields, code: string, message: string, retrievalReference: string): Fields {
  return signed(
    {
      pp_Amount: request.pp_Amount ?? '',
      pp_AuthCode: code === '000' ? retrievalReference.slice(-6) : '',
      pp_BillReference: request.pp_BillReference ?? '',
      pp_Language: 'EN',
      pp_MerchantID: settings.merchantId,
      pp_ResponseCode: code,
      pp_ResponseMessage: message,
      pp_RetreivalReferenceNo: retrievalReference,
      pp_SubMerchantId: '',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: request.pp_TxnDateTime ?? '',
      pp_TxnRefNo: request.pp_TxnRefNo ?? '',
      pp_TxnType: request.pp_TxnType ?? 'MWALLET',
      pp_Version: request.pp_Version ?? '1.1',
      ppmpf_1: request.ppmpf_1 ?? '',
      ppmpf_2: request.ppmpf_2 ?? '',
      ppmpf_3: request.ppmpf_3 ?? '',
      ppmpf_4: request.ppmpf_4 ?? '',
      ppmpf_5: request.ppmpf_5 ?? '',
    },
    settings.integritySalt,
  );
}

const textFields = (body: unknown): Fields =>
  typeof body === 'object' && body !== null ? (Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Fields) : {};

/** Why a payment request is refused, or null when it is JazzCash-valid for this merchant. */
function requestProblem(settings: JazzCashSettings, fields: Fields, known: Map<string, SimulatedTransaction>): string | null {
  if (fields.pp_MerchantID !== settings.merchantId || fields.pp_Password !== settings.password) return 'Invalid merchant credentials.';
  if (!hasValidHash(fields, settings.integritySalt)) return 'Invalid hash received.';
  if (!(JAZZCASH_TXN_TYPES as readonly string[]).includes(fields.pp_TxnType ?? '') || fields.pp_TxnCurrency !== 'PKR' || fields.pp_Language !== 'EN') return 'Invalid value for pp_TxnType, pp_TxnCurrency or pp_Language.';
  if (!/^[A-Za-z0-9]{1,20}$/.test(fields.pp_TxnRefNo ?? '')) return 'Invalid value for pp_TxnRefNo.';
  if (!/^[1-9]\d{0,14}$/.test(fields.pp_Amount ?? '')) return 'Invalid value for pp_Amount.';
  if (!/^\d{14}$/.test(fields.pp_TxnDateTime ?? '') || !/^\d{14}$/.test(fields.pp_TxnExpiryDateTime ?? '')) return 'Invalid value for pp_TxnDateTime.';
  if (!/^https?:\/\//.test(fields.pp_ReturnURL ?? '') || (fields.pp_ReturnURL ?? '').length > 200) return 'Invalid value for pp_ReturnURL.';
  if (known.get(fields.pp_TxnRefNo)?.decided) return 'Duplicate pp_TxnRefNo: this transaction was processed already.';
  return null;
}

const jazzCashSimulator: FastifyPluginAsync<{ settings: JazzCashSettings }> = async (app, { settings }) => {
  const transactions = new Map<string, SimulatedTransaction>();
  const base = app.prefix;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const paymentPage = (fields: Fields, error = '') =>
    `<h1>JazzCash simulator</h1><p class="note">Simulated JazzCash payment: no wallet or card is charged and no money moves.</p>` +
    `<dl><dt>Merchant</dt><dd>${escapeHtml(fields.pp_MerchantID)}</dd><dt>For</dt><dd>${escapeHtml(fields.pp_Description ?? '')}</dd><dt>Amount</dt><dd>${escapeHtml(formatRupees(Number(fields.pp_Amount) / 100))}</dd></dl>` +
    (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="${escapeHtml(base + DECIDE_PATH)}"><input type="hidden" name="pp_TxnRefNo" value="${escapeHtml(fields.pp_TxnRefNo)}">` +
    payerFieldsOf(fields).inputs +
    `<label class="check"><input type="checkbox" name="twice" value="1"> Send the notification twice</label>` +
    `<label class="check"><input type="checkbox" name="late" value="1"> Send the notification 30 seconds late</label>` +
    `<label class="check"><input type="checkbox" name="no_return" value="1"> Do not return to the merchant (the payer closes the page)</label>` +
    `<label class="check"><input type="checkbox" name="decline_refund" value="1"> Decline its refund later</label>` +
    `<button class="approve" type="submit" name="decision" value="approve">Approve</button><button class="decline" type="submit" name="decision" value="decline">Decline</button><button class="decline" type="submit" name="decision" value="timeout">Time out</button></form>`;

  const notify = async (answer: Fields) => {
    await app.inject({ method: 'POST', url: jazzCashNotificationPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(answer).toString() });
  };

  app.post(JAZZCASH_PATHS.pay, { schema: { hide: true } }, async (request, reply) => {
    const fields = textFields(request.body);
    const problem = requestProblem(settings, fields, transactions);
    if (problem) return sendPage(reply.code(400), 'JazzCash simulator', `<h1>JazzCash simulator</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`);
    transactions.set(fields.pp_TxnRefNo, { request: fields, refunded: 0, declineRefund: false });
    return sendPage(reply, 'JazzCash simulator', paymentPage(fields));
  });

  app.post(DECIDE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = textFields(request.body);
    const transaction = transactions.get(form.pp_TxnRefNo ?? '');
    if (!transaction || transaction.decided) return sendPage(reply.code(404), 'JazzCash simulator', '<h1>JazzCash simulator</h1><p class="error" role="alert">Transaction does not exist</p>');
    const decision: Decision = form.decision === 'approve' || form.decision === 'timeout' ? form.decision : 'decline';
    const problem = decision === 'approve' ? payerFieldsOf(transaction.request).problem(form) : null;
    if (problem) return sendPage(reply.code(422), 'JazzCash simulator', paymentPage(transaction.request, problem));
    const { code, message } = DECISIONS[decision];
    transaction.decided = { code, message, retrievalReference: String(Date.now()).slice(-12) };
    transaction.declineRefund = form.decline_refund === '1';
    const answer = simulatedAnswer(settings, transaction.request, code, message, transaction.decided.retrievalReference);
    if (form.late === '1') {
      setTimeout(() => void notify(answer).catch(() => undefined), LATE_NOTIFICATION_MS).unref();
    } else {
      await notify(answer);
      if (form.twice === '1') await notify(answer);
    }
    if (form.no_return === '1') return sendPage(reply, 'JazzCash simulator', `<h1>JazzCash simulator</h1><p>${escapeHtml(message)}</p><p>You may close this page.</p>`);
    const returnUrl = transaction.request.pp_ReturnURL;
    return sendPage(
      reply,
      'JazzCash simulator',
      `<h1>JazzCash simulator</h1><p>${escapeHtml(message)}</p><form method="post" action="${escapeHtml(returnUrl)}">${hiddenFields(answer)}<button class="approve" type="submit">Return to the merchant</button></form>`,
      { formAction: [new URL(returnUrl).origin], autoSubmit: true },
    );
  });

  app.post(JAZZCASH_PATHS.inquire, { schema: { hide: true } }, async (request, reply) => {
    const fields = textFields(request.body);
    if (fields.pp_MerchantID !== settings.merchantId || fields.pp_Password !== settings.password || !hasValidHash(fields, settings.integritySalt)) {
      return reply.send(signed({ pp_ResponseCode: '115', pp_ResponseMessage: 'Invalid hash received.' }, settings.integritySalt));
    }
    const transaction = transactions.get(fields.pp_TxnRefNo ?? '');
    if (!transaction) return reply.send(signed({ pp_ResponseCode: '109', pp_ResponseMessage: 'Transaction does not exist', pp_TxnRefNo: fields.pp_TxnRefNo ?? '' }, settings.integritySalt));
    const { request: sent, decided } = transaction;
    return reply.send(
      signed(
        {
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Operation successful',
          pp_TxnRefNo: sent.pp_TxnRefNo,
          pp_Amount: sent.pp_Amount,
          pp_BillReference: sent.pp_BillReference ?? '',
          pp_PaymentResponseCode: decided?.code ?? '157',
          pp_PaymentResponseMessage: decided?.message ?? 'Transaction is pending',
          pp_Status: !decided ? 'Pending' : decided.code === '000' ? 'Completed' : 'Failed',
          pp_RetreivalReferenceNo: decided?.retrievalReference ?? '',
        },
        settings.integritySalt,
      ),
    );
  });

  app.post(JAZZCASH_PATHS.refund, { schema: { hide: true } }, async (request, reply) => {
    const fields = textFields(request.body);
    const answer = (code: string, message: string) =>
      reply.send(signed({ pp_ResponseCode: code, pp_ResponseMessage: message, pp_TxnRefNo: fields.pp_TxnRefNo ?? '', pp_Amount: fields.pp_Amount ?? '' }, settings.integritySalt));
    if (fields.pp_MerchantID !== settings.merchantId || fields.pp_Password !== settings.password || !hasValidHash(fields, settings.integritySalt)) return answer('115', 'Invalid hash received.');
    if (!settings.mpin || fields.pp_MerchantMPIN !== settings.mpin) return answer('431', 'Invalid merchant MPIN.');
    const transaction = transactions.get(fields.pp_TxnRefNo ?? '');
    if (!transaction?.decided || transaction.decided.code !== '000') return answer('109', 'Transaction does not exist');
    if (fields.pp_TxnCurrency !== 'PKR' || !/^[1-9]\d{0,14}$/.test(fields.pp_Amount ?? '')) return answer('110', 'Invalid value for pp_Amount.');
    const paid = Number(transaction.request.pp_Amount);
    if (transaction.refunded + Number(fields.pp_Amount) > paid) return answer('432', 'Refund amount is more than the transaction amount.');
    if (transaction.declineRefund) return answer('433', 'Refund declined.');
    transaction.refunded += Number(fields.pp_Amount);
    return answer('000', 'Refund successful.');
  });
};

export default jazzCashSimulator;
