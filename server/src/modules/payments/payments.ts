// Card payments through a gateway: a checkout per attempt, and the gateway's signed callback checked against what
// the server asked for before an order is marked paid. The browser's word never marks anything paid.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField, Refusal } from '../../lib/domain-errors.js';
import type { LatePaymentReason, PaymentGateway, SignedResult } from './gateway.js';
import { testGateway } from './test-gateway.js';

/** The job that asks a wallet what became of an attempt whose answer has not come (declared in events/jobs.ts). */
export const INQUIRY_JOB = 'payments.wallet-inquiry';
/** The first inquiry two minutes after the checkout, then one a minute: a lost return is settled within 5 minutes. */
export const INQUIRY_FIRST_SECONDS = 120;
export const INQUIRY_EVERY_SECONDS = 60;

/** What a callback settled; `ticketId` is null for a membership order. */
export type CallbackOutcome = { outcome: 'paid' | 'declined' | 'late'; orderId: number; ticketId: number | null };

/** What the orders' owner does when a payment settles, in the settlement's transaction. */
export interface OrderHooks {
  /** an order that expired while the member paid: take its seat again if one is free (true), else it stays expired;
   * a membership order (no package_id) has no seat */
  reclaim(trx: Transaction<Database>, order: { id: number; package_id: number | null }): Promise<boolean>;
  /** the order is paid: confirm it to the member */
  onPaid(trx: Transaction<Database>, orderId: number): Promise<void>;
}

export const FORGED = 'This payment answer is not signed by the payment gateway.';
export const REPLAYED = 'This payment answer was received already.';
export const MISMATCH = 'This payment answer does not match the order.';
export const SETTLED = 'This payment was settled already.';

const matches = (attempt: { order_id: number; amount: number; grand_total: number }, result: SignedResult) =>
  attempt.order_id === result.orderId && attempt.amount === result.amount && attempt.grand_total === result.amount;

/**
 * Whether every term the answer states (currency, merchant, kind of payment) is the one the server signed in its request
 * for the attempt. An answer that states a term of a request the server never sent agrees with nothing.
 */
export function termsAgree(request: unknown, terms: Record<string, string> | undefined): boolean {
  if (!terms || Object.keys(terms).length === 0) return true;
  if (typeof request !== 'object' || request === null) return false;
  const sent = request as Record<string, unknown>;
  return Object.entries(terms).every(([name, value]) => typeof sent[name] === 'string' && sent[name] === value);
}

/**
 * Applies a gateway's callback: refused unless its signature is the gateway's, its checkout is one the server made
 * for that order and amount, and its id was never seen before (every verified callback is kept). An approval marks
 * the pending order paid (an expired one too when `reclaim` gets its seat back) and runs `onPaid` in the same transaction.
 */
export async function applyCallback(
  app: FastifyInstance,
  gateway: PaymentGateway,
  fields: Record<string, string | undefined>,
  hooks: OrderHooks,
): Promise<CallbackOutcome> {
  const result = await gateway.verifyCallback(fields);
  if (!result) {
    app.log.warn({ gateway: gateway.name }, 'a payment callback with a wrong signature was refused');
    throw invalidField('signature', FORGED);
  }
  return settle(app, gateway.name, result, fields, hooks);
}

/** Why an approval did not pay its order: the money is kept for staff to honour or refund (`late_payments.reason`). */
type LateReason = LatePaymentReason;

/**
 * Applies a result whose signature its gateway verified (see `applyCallback`), at most once per callback id, under a
 * lock on the attempt and its order. It is compared with the attempt the server made on order, amount and every term
 * it states (currency, merchant, kind). Money a provider says it took is never dropped: an approval that cannot pay its
 * order (the order expired without a seat, was paid by another payment, the attempt was closed for another way of
 * paying, the provider had declined it before, or its terms differ from the request) is kept as a late payment, with the
 * answer that made it late beside the attempt's earlier one, for staff to honour or refund. A refused answer is thrown
 * only after what it left for staff is committed.
 */
export async function settle(app: FastifyInstance, gatewayName: string, result: SignedResult, fields: Record<string, string | undefined>, hooks: OrderHooks): Promise<CallbackOutcome> {
  const settled = await app.db.transaction().execute(async (trx): Promise<CallbackOutcome | { refused: string }> => {
    const seen = await trx
      .insertInto('payment_callbacks')
      .values({ gateway: gatewayName, callback_id: result.callbackId, verified: true, payload: JSON.stringify(result.fields ?? fields) })
      .onConflict((oc) => oc.columns(['gateway', 'callback_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!seen) return { refused: REPLAYED };
    const attempt = await trx
      .selectFrom('payment_attempts as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .select(['a.id', 'a.order_id', 'a.amount', 'a.status', 'a.request_fields', 'o.grand_total', 'o.ticket_id', 'o.status as order_status', 'o.package_id'])
      .where('a.gateway', '=', gatewayName)
      .where('a.reference', '=', result.reference)
      .forUpdate()
      .executeTakeFirst();
    // An answer for no checkout of ours, or naming another order, is not kept against anything.
    if (!attempt || attempt.order_id !== result.orderId) throw invalidField('reference', MISMATCH);
    await trx.updateTable('payment_callbacks').set({ attempt_id: attempt.id }).where('id', '=', seen.id).execute();
    const base = { orderId: attempt.order_id, ticketId: attempt.ticket_id };
    const keepLate = async (reason: LateReason) => {
      await trx
        .insertInto('late_payments')
        .values({ attempt_id: attempt.id, order_id: attempt.order_id, amount: Math.max(0, Number.isFinite(result.amount) ? Math.round(result.amount) : 0), reason, answer: JSON.stringify(result.fields ?? {}) })
        .onConflict((oc) => oc.column('attempt_id').doNothing())
        .execute();
      app.log.warn({ gateway: gatewayName, attemptId: attempt.id, orderId: attempt.order_id, reason }, 'a payment approval was kept as a late payment for staff');
    };

    if (!matches(attempt, result) || !termsAgree(attempt.request_fields, result.terms)) {
      // Kept, under an id of its own: the provider's genuine answer under the same id still settles the attempt.
      await trx.updateTable('payment_callbacks').set({ callback_id: `${result.callbackId}:refused:${seen.id}` }).where('id', '=', seen.id).execute();
      // A signed approval on other terms took money all the same: staff see it; the order is not paid by it.
      if (result.approved) await keepLate('mismatch');
      return { refused: MISMATCH };
    }
    if (attempt.status === 'approved' || (attempt.status === 'declined' && !result.approved)) return { refused: SETTLED };
    if (attempt.status === 'declined') {
      // An approval after the provider's own decline: the money was taken although the order was told otherwise.
      await keepLate('after-decline');
      return { ...base, outcome: 'late' as const };
    }

    const closed = attempt.status === 'closed';
    await trx
      .updateTable('payment_attempts')
      .set({
        status: result.approved ? 'approved' : 'declined',
        updated_at: new Date(),
        ...(result.code === undefined ? {} : { result_code: result.code, result_message: result.message ?? null, response_fields: JSON.stringify(result.fields ?? {}) }),
      })
      .where('id', '=', attempt.id)
      .execute();
    if (!result.approved) return { ...base, outcome: 'declined' as const };
    const now = app.config.clock.now();
    let late: LateReason | null = null;
    if (attempt.order_status === 'paid' || attempt.order_status === 'refunded') late = 'second';
    else if (closed) {
      // The member chose another way to pay after this one was proven unpaid, and paid here after all: it pays the
      // order only while the order waits and no other payment of it is open.
      const other = await trx.selectFrom('payment_attempts').select('id').where('order_id', '=', attempt.order_id).where('status', '=', 'created').executeTakeFirst();
      if (attempt.order_status !== 'pending' || other) late = 'closed';
    } else if (attempt.order_status !== 'pending') {
      // An order that expired while the member was paying is still theirs if a seat is free again.
      if (!(attempt.order_status === 'expired' && (await hooks.reclaim(trx, { id: attempt.order_id, package_id: attempt.package_id })))) late = 'expired';
    }
    const paid =
      late === null &&
      (await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: now, expires_at: null, updated_at: now })
        .where('id', '=', attempt.order_id)
        .where('status', 'in', ['pending', 'expired'])
        .returning('id')
        .executeTakeFirst());
    if (!paid) {
      // The money was taken for an order that is no longer the member's: kept for staff to honour or refund.
      await keepLate(late ?? 'expired');
      return { ...base, outcome: 'late' as const };
    }
    await hooks.onPaid(trx, attempt.order_id);
    return { ...base, outcome: 'paid' as const };
  });
  if ('refused' in settled) {
    if (settled.refused === MISMATCH) throw invalidField('reference', MISMATCH);
    throw new Refusal('conflicting', settled.refused);
  }
  return settled;
}

/** The gateway card payments go through, or null when none is set up (card payments are then refused). */
export const cardGateway = (app: FastifyInstance): PaymentGateway | null => (app.config.testPaymentGateway ? testGateway(app.db) : null);
