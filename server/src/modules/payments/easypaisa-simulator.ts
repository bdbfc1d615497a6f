// A stand-in for Easypaisa's hosted checkout, served under /simulators/easypaisa when PAYMENT_SIMULATORS=1 (never in
// production: config.ts refuses it). It speaks the checkout's protocol at Easypaisa's paths, so pointing EASYPAISA_URL
// at the real service is the only change: it takes the store's sealed request at Index.jsf and checks the store and
// the seal; shows a page where the payer types the mobile account number and approves, declines or lets the payment
// time out; sends the browser to the postBackURL with an auth_token, takes it back at Confirm.jsf and sends the browser
// to the postBackURL again with status, desc and orderRefNum; notifies the IPN URL (once, twice or 30 seconds late);
// and answers inquire-transaction to the store's Open API credentials.
//
// Where it departs from Easypaisa: no money moves and no wallet is asked; its transactions live in this process's
// memory; the notification goes straight to this server's notification route with the orderRefNum (Easypaisa calls the
// IPN URL set in its portal); the final postback's status is 0000 when paid, 0001 otherwise.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import { credentials, EASYPAISA_PATHS, hasValidSeal, type EasypaisaSettings, type Fields } from './easypaisa.js';
import { sendPage } from './payment-page.js';
import { easypaisaNotificationPath } from './wallet.js';

const DECISIONS = { approve: 'PAID', decline: 'FAILED', timeout: 'EXPIRED' } as const;

interface SimulatedTransaction {
  request: Fields;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  token?: string;
  msisdn?: string;
  at?: Date;
}

const LATE_NOTIFICATION_MS = 30_000;
const DECIDE_PATH = '/easypay/decide';

const textFields = (body: unknown): Fields =>
  typeof body === 'object' && body !== null ? (Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Fields) : {};

function requestProblem(settings: EasypaisaSettings, fields: Fields, known: Map<string, SimulatedTransaction>): string | null {
  if (fields.storeId !== settings.storeId) return 'Invalid store.';
  if (!hasValidSeal(fields, settings.hashKey)) return 'Invalid merchantHashedReq.';
  if (!/^\d{1,12}\.\d$/.test(fields.amount ?? '') || Number(fields.amount) <= 0) return 'Invalid amount.';
  if (!/^[A-Za-z0-9]{1,20}$/.test(fields.orderRefNum ?? '')) return 'Invalid orderRefNum.';
  if (fields.paymentMethod !== 'MA_PAYMENT_METHOD') return 'Invalid paymentMethod.';
  if (!/^https?:\/\//.test(fields.postBackURL ?? '')) return 'Invalid postBackURL.';
  if (known.get(fields.orderRefNum)?.status !== undefined && known.get(fields.orderRefNum)?.status !== 'PENDING') return 'This order was processed already.';
  return null;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const easypaisaSimulator: FastifyPluginAsync<{ settings: EasypaisaSettings }> = async (app, { settings }) => {
  const transactions = new Map<string, SimulatedTransaction>();
  const base = app.prefix;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const paymentPage = (fields: Fields, error = '') =>
    `<h1>Easypaisa simulator</h1><p class="note">Simulated Easypaisa payment: no account is charged and no money moves.</p>` +
    `<dl><dt>Store</dt><dd>${escapeHtml(fields.storeId)}</dd><dt>Order</dt><dd>${escapeHtml(fields.orderRefNum)}</dd><dt>Amount</dt><dd>${escapeHtml(formatRupees(Number(fields.amount)))}</dd></dl>` +
    (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="${escapeHtml(base + DECIDE_PATH)}"><input type="hidden" name="orderRefNum" value="${escapeHtml(fields.orderRefNum)}">` +
    `<label for="mobile">Easypaisa mobile account number</label><input type="text" id="mobile" name="mobile" inputmode="numeric" autocomplete="off" placeholder="03XXXXXXXXX">` +
    `<label class="check"><input type="checkbox" name="twice" value="1"> Send the notification twice</label>` +
    `<label class="check"><input type="checkbox" name="late" value="1"> Send the notification 30 seconds late</label>` +
    `<label class="check"><input type="checkbox" name="no_return" value="1"> Do not return to the store (the payer closes the page)</label>` +
    `<button class="approve" type="submit" name="decision" value="approve">Approve</button><button class="decline" type="submit" name="decision" value="decline">Decline</button><button class="decline" type="submit" name="decision" value="timeout">Time out</button></form>`;

  const notify = async (orderRefNum: string) => {
    await app.inject({ method: 'GET', url: `${easypaisaNotificationPath}?${new URLSearchParams({ orderRefNum })}` });
  };

  app.post(EASYPAISA_PATHS.checkout, { schema: { hide: true } }, async (request, reply) => {
    const fields = textFields(request.body);
    const problem = requestProblem(settings, fields, transactions);
    if (problem) return sendPage(reply.code(400), 'Easypaisa simulator', `<h1>Easypaisa simulator</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`);
    transactions.set(fields.orderRefNum, { request: fields, status: 'PENDING' });
    return sendPage(reply, 'Easypaisa simulator', paymentPage(fields));
  });

  app.post(DECIDE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = textFields(request.body);
    const transaction = transactions.get(form.orderRefNum ?? '');
    if (!transaction || transaction.status !== 'PENDING') return sendPage(reply.code(404), 'Easypaisa simulator', '<h1>Easypaisa simulator</h1><p class="error" role="alert">Transaction not found</p>');
    const decision = form.decision === 'approve' || form.decision === 'timeout' ? form.decision : 'decline';
    if (decision === 'approve' && !/^03\d{9}$/.test(form.mobile ?? '')) {
      return sendPage(reply.code(422), 'Easypaisa simulator', paymentPage(transaction.request, 'Enter the 11-digit mobile account number (03XXXXXXXXX).'));
    }
    Object.assign(transaction, { status: DECISIONS[decision], token: `EP${randomBytes(18).toString('base64url')}`, msisdn: form.mobile ?? '', at: new Date() });
    const orderRefNum = transaction.request.orderRefNum;
    if (form.late === '1') {
      setTimeout(() => void notify(orderRefNum).catch(() => undefined), LATE_NOTIFICATION_MS).unref();
    } else {
      await notify(orderRefNum);
      if (form.twice === '1') await notify(orderRefNum);
    }
    if (form.no_return === '1') return sendPage(reply, 'Easypaisa simulator', '<h1>Easypaisa simulator</h1><p>You may close this page.</p>');
    const back = new URL(transaction.request.postBackURL);
    back.searchParams.set('auth_token', transaction.token!);
    return reply.redirect(back.toString(), 302);
  });

  app.post(EASYPAISA_PATHS.confirm, { schema: { hide: true } }, async (request, reply) => {
    const form = textFields(request.body);
    const transaction = [...transactions.values()].find((t) => t.token !== undefined && sameText(t.token, form.auth_token ?? ''));
    if (!transaction || !form.postBackURL) return sendPage(reply.code(400), 'Easypaisa simulator', '<h1>Easypaisa simulator</h1><p class="error" role="alert">Invalid auth_token.</p>');
    // The token is spent once.
    transaction.token = undefined;
    const back = new URL(form.postBackURL);
    back.searchParams.set('status', transaction.status === 'PAID' ? '0000' : '0001');
    back.searchParams.set('desc', transaction.status === 'PAID' ? 'Transaction successful' : `Transaction ${transaction.status.toLowerCase()}`);
    back.searchParams.set('orderRefNum', transaction.request.orderRefNum);
    return reply.redirect(back.toString(), 302);
  });

  app.post(EASYPAISA_PATHS.inquire, { schema: { hide: true } }, async (request, reply) => {
    if (!sameText(String(request.headers.credentials ?? ''), credentials(settings))) return reply.code(401).send({ responseCode: '0001', responseDesc: 'Invalid credentials' });
    const body = textFields(request.body);
    const transaction = body.storeId === settings.storeId ? transactions.get(body.orderId ?? '') : undefined;
    if (!transaction) return reply.send({ responseCode: '0003', responseDesc: 'Transaction not found', orderId: body.orderId ?? '', storeId: body.storeId ?? '' });
    return reply.send({
      responseCode: '0000',
      responseDesc: 'SUCCESS',
      orderId: transaction.request.orderRefNum,
      storeId: settings.storeId,
      transactionStatus: transaction.status,
      transactionAmount: Number(transaction.request.amount),
      transactionDateTime: transaction.at?.toISOString() ?? '',
      msisdn: transaction.msisdn ? `${transaction.msisdn.slice(0, 4)}*****${transaction.msisdn.slice(-2)}` : '',
      paymentMode: 'MA',
    });
  });
};

export default easypaisaSimulator;
