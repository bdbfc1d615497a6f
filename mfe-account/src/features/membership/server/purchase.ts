// Buying a plan: an order of kind 'membership' in the one orders table, paid by card through the gateway or by bill
// payment that staff receive, exactly as a ticket order is. Choosing Seed while a paid package runs places no order.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isRecord } from '../../../../../shared-api/src/guards.js';
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { type Database, type Deps, expireOrderLater, type Order, PAYMENT_BILL, type PaymentMethod } from '../../../../../server/src/kit.js';
import { standingOf } from './periods.js';
import { choiceRefusal, isFree, planAmounts, type ChoiceRefusal, type Plan } from './plans.js';

export class PurchaseRefused extends Error {
  constructor(readonly refusal: ChoiceRefusal) {
    super(refusal.message);
  }
}

const LOCK_NOT_AVAILABLE = '55P03';
const SETTLING = 'Your payment for this membership is being processed. Please try again in a moment.';
export const KEY_REUSED = 'This idempotency key was used for another purchase: send a new key for a new purchase.';

export type Purchase = { kind: 'order'; order: Order } | { kind: 'seed'; movesToSeedOn: Date };

/** The member's pending plan order, if any. */
export const pendingPlanOrder = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('orders').select(['id', 'membership_package_id', 'idempotency_key']).where('user_id', '=', userId).where('kind', '=', 'membership').where('status', '=', 'pending').executeTakeFirst();

/** The holder columns of a plan order: the member's own name, e-mail, phone and place, from their account and profile. */
async function holderOf(trx: Transaction<Database>, userId: number) {
  const row = await trx
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.name', 'u.email', 'u.phone', 'p.city', 'p.state', 'p.country'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const space = row.name.indexOf(' ');
  return {
    first_name: space > 0 ? row.name.slice(0, space) : row.name,
    last_name: space > 0 ? row.name.slice(space + 1) : '',
    email: row.email,
    phone_number: row.phone,
    cnic: '',
    city: row.city ?? '',
    state: row.state ?? '',
    country: row.country ?? '',
    physical_address: '',
  };
}

/**
 * Places a plan order, or records the move to Seed, in one transaction that holds the member's row: two submits at
 * once wait for each other, and the second finds the first's pending order (same package) and answers it, whatever
 * its state. A pending order for another package is cancelled for the new one once none of its checkouts is open.
 */
export async function purchasePlan(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'jobs'>,
  request: { userId: number; plan: Plan; paymentMethod: PaymentMethod; idempotencyKey?: string; locale?: Locale },
): Promise<Purchase> {
  const now = deps.clock.now();
  const { userId, plan, paymentMethod } = request;
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    if (request.idempotencyKey) {
      const same = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      if (same) {
        if (same.kind !== 'membership' || same.membership_package_id !== plan.id) throw new PurchaseRefused({ status: 409, message: KEY_REUSED });
        return { kind: 'order', order: same };
      }
    }
    const pending = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('kind', '=', 'membership').where('status', '=', 'pending').executeTakeFirst();
    // The same plan again goes on with its pending order: the route pays it the way asked for now (payPendingOrder).
    if (pending && pending.membership_package_id === plan.id) return { kind: 'order', order: pending };

    const standing = await standingOf(trx, userId, now);
    const refused = choiceRefusal(plan, standing, now, request.locale);
    if (refused) throw new PurchaseRefused(refused);
    if (pending) {
      // A pending order whose payment is being settled right now holds its row (and then wants the member's, which
      // this transaction holds): rather than wait in that circle, the member is asked to try again.
      await trx
        .selectFrom('orders')
        .select('id')
        .where('id', '=', pending.id)
        .forUpdate()
        .noWait()
        .execute()
        .catch((error: unknown) => {
          if (isRecord(error) && error.code === LOCK_NOT_AVAILABLE) throw new PurchaseRefused({ status: 409, message: SETTLING });
          throw error;
        });
      // Its checkouts were proven unpaid and closed before (closeOrderPayments): one opened since keeps the order.
      const open = await trx.selectFrom('payment_attempts').select('id').where('order_id', '=', pending.id).where('status', '=', 'created').executeTakeFirst();
      if (open) throw new PurchaseRefused({ status: 409, message: SETTLING });
      await trx.updateTable('orders').set({ status: 'cancelled', cancelled_at: now, expires_at: null, updated_at: now }).where('id', '=', pending.id).where('status', '=', 'pending').execute();
    }

    if (isFree(plan)) {
      // choiceRefusal let Seed through only while a paid run with an end is on.
      await trx.updateTable('memberships').set({ seed_chosen_at: now }).where('id', '=', standing.last!.id).execute();
      return { kind: 'seed', movesToSeedOn: standing.endsAt! };
    }

    const holdSeconds = paymentMethod === PAYMENT_BILL ? deps.config.billPaymentHoldSeconds : deps.config.orderHoldSeconds;
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        kind: 'membership',
        membership_package_id: plan.id,
        idempotency_key: request.idempotencyKey ?? `membership-${randomUUID()}`,
        payment_method: paymentMethod,
        status: 'pending',
        ...planAmounts(plan),
        ...(await holderOf(trx, userId)),
        expires_at: new Date(now.getTime() + holdSeconds * 1000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await expireOrderLater(deps, trx, order);
    return { kind: 'order', order };
  });
}
