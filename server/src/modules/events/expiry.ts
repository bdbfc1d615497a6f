// A pending order holds its seat for the configured time (config.orderHoldSeconds, billPaymentHoldSeconds for a bill payment); a durable job queued with the
// order, in its transaction, expires it then unless it was paid or cancelled, and gives the seat back.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import type { Order } from './booking.js';
import { orderExpiry } from './jobs.js';

/** Queues the expiry of a pending order for when its hold ends; written in the order's transaction. */
export const expireOrderLater = (deps: Pick<Deps, 'jobs' | 'clock'>, trx: Transaction<Database>, order: Order) =>
  deps.jobs.queue(orderExpiry, { orderId: order.id }, { trx, startAfterSeconds: holdLeft(order, deps.clock.now()) });

/** Seconds until the order's hold ends (at least 1). */
const holdLeft = (order: Order, now: Date) => Math.max(1, Math.ceil(((order.expires_at ? new Date(order.expires_at).getTime() : now.getTime()) - now.getTime()) / 1000));
