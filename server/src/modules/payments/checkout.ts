// One open payment per order. A pending order is paid through at most one live checkout at a time: placing it again
// continues its own checkout (the same gateway and way of paying), or first proves every other open checkout unpaid by
// asking its provider (a transaction the provider never saw, or one it declined) and closes it, before opening another.
// A checkout the provider calls paid settles the order instead; one it calls pending (or cannot be asked about) stays the
// order's only checkout, and the member is told to finish it or wait. Should a provider still approve a closed checkout,
// the money is never dropped (payments.ts `settle` keeps it as a late payment, or pays the order if nothing else is open).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { Database } from '../../db/schema.js';
import { openAttemptsOf } from './checkout-queries.js';
import type { PaymentGateway } from './gateway.js';
import { INQUIRY_FIRST_SECONDS, INQUIRY_JOB, type OrderHooks } from './payments.js';
import { TEST_GATEWAY } from './test-gateway.js';
import { askProvider } from './wallet.js';

type OpenAttempt = Awaited<ReturnType<typeof openAttemptsOf>>[number];
type Method = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

/** What placing a pending order with a way of paying did. `closed` lists the ways of paying whose checkouts it closed. */
export type PaymentStart =
  | { kind: 'checkout'; redirectUrl: string; continued: boolean; closed: number[] }
  | { kind: 'bill'; closed: number[] }
  /** an earlier checkout of the order was paid meanwhile (or the order left 'pending'): nothing was opened */
  | { kind: 'settled'; status: string }
  /** an earlier checkout is still open at its provider (pending, or the provider cannot be asked): nothing was opened */
  | { kind: 'open'; method: number; gateway: string };

export interface PaymentRequest {
  orderId: number;
  /** the way of paying chosen now: an online method (with its gateway) or bill payment */
  method: Method;
  gateway: PaymentGateway | null;
  hooks: OrderHooks;
  /** runs in the transaction when the order's way of paying changes, with the order's new hold (to queue its expiry) */
  onHoldChanged?: (trx: Transaction<Database>, order: { id: number; expires_at: Date | null }) => Promise<unknown>;
}

/** The way of paying an attempt was opened for (attempts made before this was kept: the order's own). */
const methodOf = (attempt: OpenAttempt, orderMethod: number) => attempt.payment_method ?? orderMethod;

/**
 * Whether an open attempt was never sent to a provider: the test gateway's page is this server's own, and a wallet's
 * signed request is built (and kept) only when the member's browser is sent on, so one without it never left.
 */
const neverSent = (attempt: OpenAttempt) => attempt.gateway === TEST_GATEWAY || attempt.request_fields === null;

/**
 * Asks the provider of each open attempt of the order that `keep` does not keep: proven unpaid (never sent, or never
 * seen by its provider), settled by the provider's answer, or still open there (the first such one is answered).
 */
async function proveUnpaid(app: FastifyInstance, orderId: number, orderMethod: number, hooks: OrderHooks, keep: (attempt: OpenAttempt) => boolean): Promise<{ proven: Set<number> } | Extract<PaymentStart, { kind: 'open' }>> {
  const proven = new Set<number>();
  for (const attempt of await openAttemptsOf(app.db, orderId)) {
    if (keep(attempt)) continue;
    if (neverSent(attempt)) {
      proven.add(attempt.id);
      continue;
    }
    const word = await askProvider(app, attempt, hooks);
    if (word === 'absent') proven.add(attempt.id);
    else if (word === 'pending' || word === 'unknown') return { kind: 'open', method: methodOf(attempt, orderMethod), gateway: attempt.gateway };
    // 'paid', 'declined', 'late': the provider's answer settled it; the order's state is read again under the lock.
  }
  return { proven };
}

/** Closes, under the order's row lock, the open attempts that were proven unpaid; refuses when another is open. */
async function closeProven(
  trx: Transaction<Database>,
  orderId: number,
  orderMethod: number,
  proven: Set<number>,
  keep: (attempt: OpenAttempt) => boolean,
  now: Date,
): Promise<Extract<PaymentStart, { kind: 'open' }> | { kind: 'closed'; kept: OpenAttempt | undefined; closed: number[] }> {
  // Newest first: were two ever open for the same way, the newer one goes on.
  const open = (await openAttemptsOf(trx, orderId)).reverse();
  const kept = open.find(keep);
  const others = open.filter((attempt) => attempt !== kept);
  // Opened by another try after this one asked the providers (a second tab): that one stays the order's checkout.
  const unproven = others.find((attempt) => !proven.has(attempt.id) && !neverSent(attempt));
  if (unproven) return { kind: 'open' as const, method: methodOf(unproven, orderMethod), gateway: unproven.gateway };
  if (others.length > 0) {
    await trx
      .updateTable('payment_attempts')
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where('id', 'in', others.map((attempt) => attempt.id))
      .where('status', '=', 'created')
      .execute();
  }
  return { kind: 'closed', kept, closed: [...new Set(others.map((attempt) => methodOf(attempt, orderMethod)))] };
}

/**
 * Closes every open checkout of a pending order that is about to be replaced (a plan order for another plan), each
 * proven unpaid first, under the order's lock; the order itself is left to its owner to cancel.
 */
export async function closeOrderPayments(app: FastifyInstance, orderId: number, hooks: OrderHooks): Promise<{ kind: 'closed' } | Extract<PaymentStart, { kind: 'open' | 'settled' }>> {
  const order = await app.db.selectFrom('orders').select(['payment_method', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const proof = await proveUnpaid(app, orderId, order.payment_method, hooks, () => false);
  if ('kind' in proof) return proof;
  return app.db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('orders').select(['status', 'payment_method']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    if (locked.status !== 'pending') return { kind: 'settled' as const, status: locked.status };
    const closing = await closeProven(trx, orderId, locked.payment_method, proof.proven, () => false, app.config.clock.now());
    return closing.kind === 'open' ? closing : { kind: 'closed' as const };
  });
}

/**
 * Pays a pending order with `method`: continues the order's own open checkout for that way of paying, or proves every
 * other open checkout unpaid and closes it, then opens one (or, for bill payment, moves the order to bill payment with its
 * hold). Runs under the order's row lock, so two tries at once (two tabs, three gateways) leave one open checkout.
 */
export async function payPendingOrder(app: FastifyInstance, request: PaymentRequest): Promise<PaymentStart> {
  const { orderId, method, gateway, hooks } = request;
  const order = await app.db.selectFrom('orders').select(['payment_method', 'grand_total', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.status !== 'pending') return { kind: 'settled', status: order.status };
  const continues = (attempt: OpenAttempt, grandTotal: number) =>
    gateway !== null && attempt.gateway === gateway.name && methodOf(attempt, order.payment_method) === method && attempt.amount === grandTotal;

  // Asked outside the lock (a provider may take seconds to answer); what the answers proved is checked again under it.
  const proof = await proveUnpaid(app, orderId, order.payment_method, hooks, (attempt) => continues(attempt, order.grand_total));
  if ('kind' in proof) return proof;
  const { proven } = proof;

  return app.db.transaction().execute(async (trx): Promise<PaymentStart> => {
    const locked = await trx.selectFrom('orders').select(['id', 'status', 'grand_total', 'payment_method', 'expires_at']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    if (locked.status !== 'pending') return { kind: 'settled', status: locked.status };
    const now = app.config.clock.now();
    const closing = await closeProven(trx, orderId, locked.payment_method, proven, (attempt) => continues(attempt, locked.grand_total), now);
    if (closing.kind === 'open') return closing;
    const { kept, closed } = closing;

    if (locked.payment_method !== method) {
      // Moving to bill payment gives the order a bill payment's hold from now; moving between online ways keeps its hold.
      const expiresAt = method === PAYMENT_METHODS.onebill ? new Date(now.getTime() + app.config.billPaymentHoldSeconds * 1000) : locked.expires_at;
      await trx.updateTable('orders').set({ payment_method: method, expires_at: expiresAt, updated_at: now }).where('id', '=', orderId).execute();
      if (expiresAt !== locked.expires_at) await request.onHoldChanged?.(trx, { id: orderId, expires_at: expiresAt });
    }
    if (!gateway) return { kind: 'bill', closed };

    let reference = kept?.reference;
    if (!reference) {
      reference = gateway.newReference?.(orderId) ?? `${orderId}-${randomBytes(9).toString('base64url')}`;
      const attempt = await trx
        .insertInto('payment_attempts')
        .values({ order_id: orderId, gateway: gateway.name, reference, amount: locked.grand_total, payment_method: method })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A wallet's return may never come (the payer closes the page): its status inquiry settles it instead.
      if (gateway.inquires) await app.jobs.send(INQUIRY_JOB, { attemptId: attempt.id }, { trx, startAfterSeconds: INQUIRY_FIRST_SECONDS });
    }
    const { redirectUrl } = await gateway.createCheckout({ orderId, amount: locked.grand_total, reference });
    return { kind: 'checkout', redirectUrl, continued: kept !== undefined, closed };
  });
}
