// Card payments through a gateway: a checkout per attempt, and the gateway's signed callback checked against what
// the server asked for before an order is marked paid. The browser's word never marks anything paid.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField, Refusal } from '../../lib/domain-errors.js';
import type { PaymentGateway, SignedResult } from './gateway.js';
import { testGateway } from './test-gateway.js';

/** The job that asks a wallet what became of an attempt whose answer has not come (declared in events/jobs.ts). */
export const INQUIRY_JOB = 'payments.wallet-inquiry';
/** The first inquiry two minutes after the checkout, then one a minute: a lost return is settled within 5 minutes. */
export const INQUIRY_FIRST_SECONDS = 120;
export const INQUIRY_EVERY_SECONDS = 60;

/**
 * The payment page for a pending order: the open checkout of an earlier try when there is one (a double click or a
 * second visit pays the same checkout), else a new one for the order's stored total.
 */
export async function startCheckout(app: FastifyInstance, gateway: PaymentGateway, order: { id: number; grand_total: number }): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    // One checkout at a time per order: the order's row lock serialises two tries.
    await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirst();
    const open = await trx
      .selectFrom('payment_attempts')
      .select(['reference', 'amount'])
      .where('order_id', '=', order.id)
      .where('gateway', '=', gateway.name)
      .where('status', '=', 'created')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const reference = open && open.amount === order.grand_total ? open.reference : (gateway.newReference?.(order.id) ?? `${order.id}-${randomBytes(9).toString('base64url')}`);
    if (reference !== open?.reference) {
      const attempt = await trx.insertInto('payment_attempts').values({ order_id: order.id, gateway: gateway.name, reference, amount: order.grand_total }).returning('id').executeTakeFirstOrThrow();
      // A wallet's return may never come (the payer closes the page): its status inquiry settles it instead.
      if (gateway.inquires) await app.jobs.send(INQUIRY_JOB, { attemptId: attempt.id }, { trx, startAfterSeconds: INQUIRY_FIRST_SECONDS });
    }
    return (await gateway.createCheckout({ orderId: order.id, amount: order.grand_total, reference })).redirectUrl;
  });
}

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

/**
 * Applies a result whose signature its gateway verified (see `applyCallback`): at most once per callback id, and only
 * to an attempt still open for that order and amount. The attempt keeps the result's code, message and signed fields.
 */
export async function settle(app: FastifyInstance, gatewayName: string, result: SignedResult, fields: Record<string, string | undefined>, hooks: OrderHooks): Promise<CallbackOutcome> {
  return app.db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('payment_callbacks')
      .values({ gateway: gatewayName, callback_id: result.callbackId, verified: true, payload: JSON.stringify(result.fields ?? fields) })
      .onConflict((oc) => oc.columns(['gateway', 'callback_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!seen) throw new Refusal('conflicting', REPLAYED);
    const attempt = await trx
      .selectFrom('payment_attempts as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .select(['a.id', 'a.order_id', 'a.amount', 'a.status', 'o.grand_total', 'o.ticket_id', 'o.status as order_status', 'o.package_id'])
      .where('a.gateway', '=', gatewayName)
      .where('a.reference', '=', result.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!attempt || !matches(attempt, result)) throw invalidField('reference', MISMATCH);
    if (attempt.status !== 'created') throw new Refusal('conflicting', SETTLED);
    await trx.updateTable('payment_callbacks').set({ attempt_id: attempt.id }).where('id', '=', seen.id).execute();
    await trx
      .updateTable('payment_attempts')
      .set({
        status: result.approved ? 'approved' : 'declined',
        updated_at: new Date(),
        ...(result.code === undefined ? {} : { result_code: result.code, result_message: result.message ?? null, response_fields: JSON.stringify(result.fields ?? {}) }),
      })
      .where('id', '=', attempt.id)
      .execute();
    const base = { orderId: attempt.order_id, ticketId: attempt.ticket_id };
    if (!result.approved) return { ...base, outcome: 'declined' as const };
    const now = app.config.clock.now();
    // An order that expired while the member was paying is still theirs if a seat is free again.
    const payable = attempt.order_status === 'pending' || (attempt.order_status === 'expired' && (await hooks.reclaim(trx, { id: attempt.order_id, package_id: attempt.package_id })));
    const paid =
      payable &&
      (await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: now, expires_at: null, updated_at: now })
        .where('id', '=', attempt.order_id)
        .where('status', 'in', ['pending', 'expired'])
        .returning('id')
        .executeTakeFirst());
    if (!paid) {
      // The money was taken for an order that is no longer the member's: kept for staff to honour or refund.
      await trx.insertInto('late_payments').values({ attempt_id: attempt.id, order_id: attempt.order_id, amount: attempt.amount }).execute();
      return { ...base, outcome: 'late' as const };
    }
    await hooks.onPaid(trx, attempt.order_id);
    return { ...base, outcome: 'paid' as const };
  });
}

/** The gateway card payments go through, or null when none is set up (card payments are then refused). */
export const cardGateway = (app: FastifyInstance): PaymentGateway | null => (app.config.testPaymentGateway ? testGateway(app.db) : null);
