// Wallet payments on this site (JazzCash, Easypaisa): the checkout page that sends the payer to the wallet, the answers
// it sends back (the return through the payer's browser, the notification server to server) and the status inquiry for
// an answer that never came. Easypaisa signs neither its postback nor its notification: both only make the server ask
// Easypaisa (see easypaisa.ts). Each answer is verified by its hash, then settled through `settle` (payments.ts): once per
// answer, and only for the attempt, order and amount the server asked for, so a return and a notification arriving
// together pay once. Only the server's word marks anything paid; the browser only carries JazzCash's signed fields.
import type { FastifyInstance } from 'fastify';
import { pathOf } from '../../../../shared-api/src/contract.js';
import { paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import { invalidField, Refusal } from '../../lib/domain-errors.js';
import { attemptById, attemptState, claimInquiry, findCheckout, openAttemptOf, recordPending, saveRequestFields } from './checkout-queries.js';
import type { PaymentGateway } from './gateway.js';
import { checkoutRequest, EASYPAISA, EASYPAISA_PATHS, easypaisaGateway, inquire as inquireEasypaisaAbout, type EasypaisaAnswer, type EasypaisaSettings } from './easypaisa.js';
import { inquire as inquireJazzCashAbout, JAZZCASH, JAZZCASH_PATHS, jazzCashGateway, keptFields, paymentRequest, readAnswer, type JazzCashAnswer, type JazzCashSettings } from './jazzcash.js';
import { FORGED, MISMATCH, REPLAYED, settle, SETTLED, type CallbackOutcome, type OrderHooks } from './payments.js';
import { TEST_GATEWAY } from './test-gateway.js';

/** Where the payer's browser goes to be sent on to JazzCash. */
export const jazzCashCheckoutPath = (reference: string) => `/api/${pathOf(paymentContract.jazzCashCheckout.path, { reference })}`;
/** Where JazzCash sends the payer back (pp_ReturnURL) and where it posts its notification (set in its merchant portal). */
export const jazzCashReturnPath = `/api/${pathOf(paymentContract.jazzCashReturn.path, {})}`;
export const jazzCashNotificationPath = `/api/${pathOf(paymentContract.jazzCashNotification.path, {})}`;

/** JazzCash as a gateway when it is set up (its four settings, or the simulator), else null. */
export const jazzCash = (app: FastifyInstance): PaymentGateway | null => (app.config.jazzCash ? jazzCashGateway(app.config.jazzCash, jazzCashCheckoutPath) : null);

const settingsOf = (app: FastifyInstance): JazzCashSettings => {
  if (!app.config.jazzCash) throw new Refusal('missing', 'JazzCash payments are not available.');
  return app.config.jazzCash;
};

/** A request expires with its order's hold; an order held longer than a day is still given a day at most. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed request for an open checkout, and where the browser posts it; the request is kept with the attempt. */
export async function jazzCashCheckout(app: FastifyInstance, reference: string) {
  const settings = settingsOf(app);
  const checkout = await findCheckout(app.db, JAZZCASH, reference);
  if (!checkout) throw new Refusal('missing', 'This payment does not exist.');
  if (checkout.status !== 'created') throw new Refusal('conflicting', SETTLED);
  const now = app.config.clock.now();
  const expiresAt = new Date(Math.min(checkout.expires_at?.getTime() ?? now.getTime() + DAY_MS, now.getTime() + DAY_MS));
  const fields = paymentRequest(settings, {
    reference: checkout.reference,
    orderId: checkout.order_id,
    amount: checkout.amount,
    description: `Order ${checkout.order_id}: ${checkout.title}`,
    returnUrl: `${app.config.publicUrl}${jazzCashReturnPath}`,
    now,
    expiresAt: expiresAt > now ? expiresAt : new Date(now.getTime() + 15 * 60_000),
    // An attempt opened for a card goes to JazzCash's card page (the live site's card gateway), a wallet's to its wallet page.
    txnType: (checkout.attempt_method ?? checkout.payment_method) === PAYMENT_METHODS.card ? 'MPAY' : 'MWALLET',
  });
  // Kept only while the attempt is still open: one closed meanwhile (the member chose another way) is sent nowhere.
  if (!(await saveRequestFields(app.db, checkout.id, keptFields(fields)))) throw new Refusal('conflicting', SETTLED);
  return { action: `${settings.url}${JAZZCASH_PATHS.pay}`, fields, amount: checkout.amount, title: checkout.title, orderId: checkout.order_id };
}

/** What an answer did: settled now or before (paid, declined or late), or still pending at JazzCash. */
export type WalletOutcome = CallbackOutcome | { outcome: 'pending'; orderId: number; ticketId: number | null };

/** The outcome of an attempt settled before (by the other answer, or by this one received again). */
async function settledBefore(app: FastifyInstance, gateway: string, reference: string): Promise<WalletOutcome | null> {
  const attempt = await attemptState(app.db, gateway, reference);
  if (!attempt) return null;
  const base = { orderId: attempt.order_id, ticketId: attempt.ticket_id };
  if (attempt.status === 'created') return { ...base, outcome: 'pending' };
  if (attempt.status === 'declined' || attempt.status === 'closed') return { ...base, outcome: attempt.order_status === 'paid' ? 'paid' : 'declined' };
  return { ...base, outcome: attempt.order_status === 'paid' ? 'paid' : 'late' };
}

/** Applies an answer whose hash was checked: pending ones are noted on the attempt, final ones settled once. */
async function apply(app: FastifyInstance, gateway: string, answer: JazzCashAnswer | EasypaisaAnswer, fields: Record<string, string | undefined>, hooks: OrderHooks): Promise<WalletOutcome> {
  if (answer.state === 'pending') {
    const kept = keptFields(fields);
    await recordPending(app.db, gateway, answer.reference, fields.pp_ResponseCode ?? fields.transactionStatus ?? '', fields.pp_ResponseMessage ?? fields.responseDesc ?? '', kept);
    const state = await settledBefore(app, gateway, answer.reference);
    if (!state) throw invalidField('reference', MISMATCH);
    return state;
  }
  try {
    return await settle(app, gateway, answer.result, fields, hooks);
  } catch (error) {
    // The same answer again, or the other answer after this one settled: it pays nothing, and says what happened.
    if (error instanceof Refusal && (error.message === REPLAYED || error.message === SETTLED)) {
      const state = await settledBefore(app, gateway, answer.result.reference);
      if (state) return state;
    }
    throw error;
  }
}

/** A return (the payer's browser) or a notification (JazzCash's server): refused unless JazzCash signed it. */
export async function receiveJazzCash(app: FastifyInstance, body: unknown, via: 'return' | 'notification', hooks: OrderHooks): Promise<WalletOutcome> {
  const settings = settingsOf(app);
  const fields = answerFields(body);
  const answer = fields && readAnswer(fields, settings.integritySalt, via);
  if (!fields || !answer) {
    app.log.warn({ gateway: JAZZCASH, via }, 'a JazzCash answer with a wrong secure hash was refused');
    throw invalidField('pp_SecureHash', FORGED);
  }
  return apply(app, JAZZCASH, answer, fields, hooks);
}

/** JazzCash's fields from a posted body: at most 60, each a text of at most 1000 characters, else none. */
function answerFields(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length > 60 || !entries.every(([name, value]) => /^[A-Za-z0-9_]{1,60}$/.test(name) && typeof value === 'string' && value.length <= 1000)) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** How long the inquiry keeps asking about an attempt JazzCash calls pending (its request expires within a day). */
const INQUIRE_FOR_MS = DAY_MS + 60 * 60 * 1000;

/** What the provider said when asked about an attempt: settled (by this answer or before), still open, or never seen. */
export type ProviderWord = WalletOutcome['outcome'] | 'absent' | 'unknown';

/**
 * Asks an attempt's provider what became of it and settles a final answer through `apply` (once, like a return would):
 * 'absent' when the provider never saw the transaction, 'unknown' when it cannot be asked or did not say. The test
 * gateway's page is this server's own: nothing is asked, an open attempt there is unpaid until its page answers.
 */
export async function askProvider(app: FastifyInstance, attempt: { gateway: string; reference: string; status: string; request_fields?: unknown }, hooks: OrderHooks): Promise<ProviderWord> {
  if (attempt.status !== 'created') return (await settledBefore(app, attempt.gateway, attempt.reference))?.outcome ?? 'unknown';
  try {
    if (attempt.gateway === JAZZCASH && app.config.jazzCash) {
      const answer = await inquireJazzCashAbout(app.config.jazzCash, attempt.reference);
      if (!answer) return 'unknown';
      if (answer.state === 'absent') return 'absent';
      if (answer.state === 'pending') return 'pending';
      return (await apply(app, JAZZCASH, answer, answer.result.fields ?? {}, hooks)).outcome;
    }
    if (attempt.gateway === EASYPAISA && app.config.easypaisa) {
      const answer = await inquireEasypaisaAbout(app.config.easypaisa, attempt.reference);
      if (!answer) return 'unknown';
      if (answer.state === 'absent') return 'absent';
      return (await applyEasypaisa(app, attempt.reference, answer, hooks)).outcome;
    }
  } catch (error) {
    // The provider's word does not match what was asked for (another amount or order): kept, and asking again will not change it.
    if (!(error instanceof Refusal)) throw error;
    app.log.warn({ gateway: attempt.gateway, reference: attempt.reference, reason: error.message }, 'a payment’s status inquiry was refused');
    return 'declined';
  }
  return attempt.gateway === TEST_GATEWAY ? 'pending' : 'unknown';
}

/**
 * The status inquiry for an attempt whose answer has not come: the provider's signed word settles it like a return would;
 * while the provider says pending (or cannot be asked), the inquiry is asked again a minute later, for a day.
 */
export async function inquireWallet(app: FastifyInstance, attemptId: number, hooks: OrderHooks): Promise<'settled' | 'pending' | 'done'> {
  const attempt = await attemptById(app.db, attemptId);
  if (!attempt || attempt.status !== 'created') return 'done';
  if (attempt.gateway !== JAZZCASH && attempt.gateway !== EASYPAISA) return 'done';
  if ((attempt.gateway === JAZZCASH && !app.config.jazzCash) || (attempt.gateway === EASYPAISA && !app.config.easypaisa)) return 'done';
  const word = await askProvider(app, attempt, hooks);
  if (word === 'paid' || word === 'declined' || word === 'late') return 'settled';
  if (app.config.clock.now().getTime() - attempt.created_at.getTime() > INQUIRE_FOR_MS) return 'done';
  return 'pending';
}

/**
 * The member's "Check again" on an order waiting for an online payment: asks the provider of the order's open attempt
 * now. Null when the order has no open attempt (nothing is waiting for a provider's word).
 */
export async function inquireOrderPayment(app: FastifyInstance, orderId: number, hooks: OrderHooks): Promise<WalletOutcome | null> {
  const open = await openAttemptOf(app.db, orderId);
  if (!open) return null;
  const word = await askProvider(app, open, hooks);
  const state = await settledBefore(app, open.gateway, open.reference);
  if (!state) return null;
  // Never seen by the provider, or not answering: still waiting, as far as the member can tell.
  return word === 'absent' || word === 'unknown' ? { ...state, outcome: 'pending' } : state;
}

/** Where the payer's browser goes to be sent on to Easypaisa, and where Easypaisa sends it back (both postbacks). */
export const easypaisaCheckoutPath = (reference: string) => `/api/${pathOf(paymentContract.easypaisaCheckout.path, { reference })}`;
export const easypaisaReturnPath = `/api/${pathOf(paymentContract.easypaisaReturn.path, {})}`;
export const easypaisaNotificationPath = `/api/${pathOf(paymentContract.easypaisaNotification.path, {})}`;

/** Easypaisa as a gateway when it is set up (its five settings, or the simulator), else null. */
export const easypaisa = (app: FastifyInstance): PaymentGateway | null => (app.config.easypaisa ? easypaisaGateway(easypaisaCheckoutPath) : null);

const easypaisaSettings = (app: FastifyInstance): EasypaisaSettings => {
  if (!app.config.easypaisa) throw new Refusal('missing', 'Easypaisa payments are not available.');
  return app.config.easypaisa;
};

/** The sealed request for an open checkout, and where the browser posts it; the request is kept with the attempt. */
export async function easypaisaCheckout(app: FastifyInstance, reference: string) {
  const settings = easypaisaSettings(app);
  const checkout = await findCheckout(app.db, EASYPAISA, reference);
  if (!checkout) throw new Refusal('missing', 'This payment does not exist.');
  if (checkout.status !== 'created') throw new Refusal('conflicting', SETTLED);
  const now = app.config.clock.now();
  const held = checkout.expires_at && checkout.expires_at > now ? checkout.expires_at : new Date(now.getTime() + 15 * 60_000);
  const fields = checkoutRequest(settings, { reference: checkout.reference, amount: checkout.amount, postBackUrl: `${app.config.publicUrl}${easypaisaReturnPath}`, expiresAt: new Date(Math.min(held.getTime(), now.getTime() + DAY_MS)) });
  if (!(await saveRequestFields(app.db, checkout.id, fields))) throw new Refusal('conflicting', SETTLED);
  return { action: `${settings.url}${EASYPAISA_PATHS.checkout}`, fields, amount: checkout.amount, title: checkout.title, orderId: checkout.order_id };
}

/** The first postback's next step: the browser posts the auth_token to Easypaisa's Confirm.jsf. */
export const easypaisaConfirmation = (app: FastifyInstance, authToken: string) => ({
  action: `${easypaisaSettings(app).url}${EASYPAISA_PATHS.confirm}`,
  fields: { auth_token: authToken, postBackURL: `${app.config.publicUrl}${easypaisaReturnPath}` },
});

/** Applies Easypaisa's answer to an inquiry about one of our attempts. */
async function applyEasypaisa(app: FastifyInstance, reference: string, answer: EasypaisaAnswer, hooks: OrderHooks): Promise<WalletOutcome> {
  const attempt = await attemptState(app.db, EASYPAISA, reference);
  if (!attempt) throw invalidField('orderRefNum', MISMATCH);
  if (answer.state === 'final') answer.result.orderId = attempt.order_id;
  return apply(app, EASYPAISA, answer, answer.state === 'final' ? (answer.result.fields ?? {}) : {}, hooks);
}

/** How long answers from outside wait before they may make the server ask Easypaisa about the same payment again. */
export const OUTSIDE_INQUIRY_GAP_SECONDS = 10;
/** Inquiries under way in this process, by reference: callers at once share one. */
const inFlight = new Map<string, Promise<WalletOutcome>>();

/**
 * Settles an Easypaisa attempt by asking Easypaisa (the second postback and the IPN only say which one to ask about):
 * refused for a reference that is no checkout of ours; pending while Easypaisa says so or cannot be asked. Anyone can
 * send these unsigned answers, so each reference makes at most one inquiry at a time in a process, and at most one
 * every OUTSIDE_INQUIRY_GAP_SECONDS across processes (claimed on the attempt's row): the others answer what is known.
 */
export async function settleEasypaisa(app: FastifyInstance, reference: string, hooks: OrderHooks): Promise<WalletOutcome> {
  const running = inFlight.get(reference);
  if (running) return running;
  const asking = (async (): Promise<WalletOutcome> => {
    const settings = easypaisaSettings(app);
    const attempt = await attemptState(app.db, EASYPAISA, reference);
    if (!attempt) throw invalidField('orderRefNum', MISMATCH);
    if (attempt.status !== 'created') return (await settledBefore(app, EASYPAISA, reference))!;
    const pending = { outcome: 'pending' as const, orderId: attempt.order_id, ticketId: attempt.ticket_id };
    if (!(await claimInquiry(app.db, attempt.id, app.config.clock.now(), OUTSIDE_INQUIRY_GAP_SECONDS))) return pending;
    const answer = await inquireEasypaisaAbout(settings, reference);
    if (!answer || answer.state === 'absent') return pending;
    return applyEasypaisa(app, reference, answer, hooks);
  })();
  inFlight.set(reference, asking);
  try {
    return await asking;
  } finally {
    inFlight.delete(reference);
  }
}
