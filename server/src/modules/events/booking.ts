import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { Database } from '../../db/schema.js';
import { isOnline, type OnlineMethod } from '../payments/methods.js';
import { releaseSeat, takeSeat } from './seats.js';
import type { OrdersTable, PaymentMethod, TicketsTable } from './tables.js';

export const PAYMENT_CARD = PAYMENT_METHODS.card;
export const PAYMENT_FREE = PAYMENT_METHODS.free;
export const PAYMENT_BILL = PAYMENT_METHODS.onebill;


export type Order = Selectable<OrdersTable>;
export type Ticket = Selectable<TicketsTable>;

/** Why a booking was refused; the routes turn each into the spec's message. */
export class BookingError extends Error {
  constructor(readonly reason: 'full' | 'method' | 'ticket' | 'package' | 'closed' | 'key-reused' | 'holds') {
    super(reason);
  }
}

/**
 * What an order costs, from the prices stored on the ticket (never from the browser): the total is the discounted
 * price when there is one, else the price; the discount is the difference.
 */
export function orderAmounts(prices: { price: number; discounted_price: number | null }) {
  const total = prices.discounted_price ?? prices.price;
  return { subtotal: prices.price, discount: prices.price - total, grand_total: total };
}

/** A free order (total 0) is always method 4; a paid one is card, a wallet or bill payment. */
export function checkPaymentMethod(total: number, method: number): PaymentMethod {
  if (total === 0) return PAYMENT_FREE;
  if (isOnline(method) || method === PAYMENT_BILL) return method;
  throw new BookingError('method');
}

/**
 * How an order of this total may be paid now, in the order the order page offers them: Free alone when there is
 * nothing to pay; else the online methods whose gateway is set up (`online`, in ONLINE_PAYMENT_METHODS' order; the routes
 * refuse the others), then bill payment.
 */
export function payableBy(total: number, online: readonly OnlineMethod[]): PaymentMethod[] {
  if (total === 0) return [PAYMENT_FREE];
  return [...ONLINE_PAYMENT_METHODS.filter((method) => online.includes(method)), PAYMENT_BILL];
}

export interface TicketRequest {
  userId: number;
  eventId: number;
  packageId: number;
  idempotencyKey: string;
  holder: Pick<Ticket, 'first_name' | 'last_name' | 'email' | 'cnic' | 'company' | 'position' | 'phone_number' | 'city' | 'state' | 'country' | 'physical_address'>;
}

/**
 * Creates a member's ticket for a package of an event open for registration, with the package's prices as they are
 * now. The same idempotency key (a double click, a retry) gives back the ticket made the first time.
 */
export async function bookTicket(db: Kysely<Database>, request: TicketRequest): Promise<Ticket> {
  return db.transaction().execute(async (trx) => {
    const pkg = await trx
      .selectFrom('event_packages as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select(['p.id', 'p.price', 'p.discounted_price', 'e.registrations_closed', 'e.end_date'])
      .where('p.id', '=', request.packageId)
      .where('p.event_id', '=', request.eventId)
      // A draft is not on the site: its packages cannot be booked, whatever the request says.
      .where('e.published', '=', true)
      .executeTakeFirst();
    if (!pkg) throw new BookingError('package');
    const inserted = await trx
      .insertInto('tickets')
      .values({
        user_id: request.userId,
        event_id: request.eventId,
        package_id: pkg.id,
        idempotency_key: request.idempotencyKey,
        ...request.holder,
        price: pkg.price,
        discounted_price: pkg.discounted_price,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    const ticket =
      inserted ??
      (await trx
        .selectFrom('tickets')
        .selectAll()
        .where('user_id', '=', request.userId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow());
    // A key names one request: the same key for another event or package is a client's mistake, not a retry.
    if (!inserted && (ticket.event_id !== request.eventId || ticket.package_id !== pkg.id)) throw new BookingError('key-reused');
    // A retry of a ticket booked before registrations closed still gets its ticket; a new one is refused.
    if (inserted && (pkg.registrations_closed || pkg.end_date < new Date())) throw new BookingError('closed');
    return ticket;
  });
}

/**
 * Unpaid orders one member may hold for one event at a time. A pending order holds its seat (a bill payment for three
 * days), so without a cap one account could hold every seat of an event without paying. Three leaves room for a member
 * buying for colleagues; paying or letting one expire frees a place.
 */
export const MAX_UNPAID_HOLDS = 3;

export interface OrderRequest {
  userId: number;
  ticketId: number;
  idempotencyKey: string;
  paymentMethod: number;
  holder: Pick<Order, 'first_name' | 'last_name' | 'email' | 'cnic' | 'phone_number' | 'city' | 'state' | 'country' | 'physical_address'>;
  /** how long a pending order holds its seat */
  holdSeconds: number;
  /** runs in the order's transaction when a pending order is placed (queues its expiry) */
  onPending?: (trx: Transaction<Database>, order: Order) => Promise<void>;
  /** runs in the order's transaction when a free order is placed, paid at once (sends the ticket) */
  onPaid?: (trx: Transaction<Database>, order: Order) => Promise<void>;
  now?: Date;
}

/**
 * Places the order for a member's ticket in one transaction: the amounts from the ticket's stored prices, a seat
 * taken from the package (refused when none is left), free orders paid at once, others pending until their hold
 * ends. The same idempotency key, or a second order for a ticket with a live one, gives back the existing order.
 */
export async function placeOrder(db: Kysely<Database>, request: OrderRequest): Promise<Order> {
  const now = request.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('tickets')
      .select(['id', 'event_id', 'package_id', 'price', 'discounted_price'])
      .where('id', '=', request.ticketId)
      .where('user_id', '=', request.userId)
      // One order at a time per ticket: two tabs placing orders wait for each other, and the second finds the first's.
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw new BookingError('ticket');
    const existing = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', request.userId)
      .where((eb) => eb.or([eb('idempotency_key', '=', request.idempotencyKey), eb.and([eb('ticket_id', '=', ticket.id), eb('status', 'in', ['pending', 'paid'])])]))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (existing && existing.idempotency_key === request.idempotencyKey && existing.ticket_id !== ticket.id) throw new BookingError('key-reused');
    if (existing) return existing;
    // Shared with other orders, exclusive with staff making the event a draft again, which counts its orders.
    const event = await trx.selectFrom('events').select('published').where('id', '=', ticket.event_id).forShare().executeTakeFirst();
    if (!event?.published) throw new BookingError('closed');
    const amounts = orderAmounts(ticket);
    const method = checkPaymentMethod(amounts.grand_total, request.paymentMethod);
    const free = method === PAYMENT_FREE;
    if (!free) {
      // Counting and placing under one lock per member and event: orders placed at once (on any instance) take turns,
      // and each counts the ones committed before it, so no burst gets past the cap. A free order holds nothing.
      await sql`select pg_advisory_xact_lock(hashtext(${`unpaid-orders:${request.userId}:${ticket.event_id}`}))`.execute(trx);
      const { n } = await trx
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', request.userId)
        .where('event_id', '=', ticket.event_id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_UNPAID_HOLDS) throw new BookingError('holds');
    }
    const inserted = await trx
      .insertInto('orders')
      .values({
        user_id: request.userId,
        ticket_id: ticket.id,
        event_id: ticket.event_id,
        package_id: ticket.package_id,
        idempotency_key: request.idempotencyKey,
        payment_method: method,
        status: free ? 'paid' : 'pending',
        ...amounts,
        ...request.holder,
        expires_at: free ? null : new Date(now.getTime() + request.holdSeconds * 1000),
        paid_at: free ? now : null,
      })
      // A concurrent retry with the same key inserted first: return its order (read below).
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      return trx
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', request.userId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
    }
    if (!(await takeSeat(trx, ticket.package_id))) throw new BookingError('full');
    if (inserted.status === 'pending') await request.onPending?.(trx, inserted);
    else await request.onPaid?.(trx, inserted);
    return inserted;
  });
}

/**
 * Expires one order if it is still pending and its hold has ended, giving its seat back (and running `onReleased`
 * in the same transaction); whether it did.
 */
export async function expireOrder(db: Kysely<Database>, orderId: number, now = new Date(), onReleased?: (trx: Transaction<Database>, packageId: number) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('orders')
      .set({ status: 'expired', updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .returning('package_id')
      .executeTakeFirst();
    // A membership order holds no seat: expiring it is all there is to do.
    if (expired?.package_id != null) {
      await releaseSeat(trx, expired.package_id);
      await onReleased?.(trx, expired.package_id);
    }
    return expired !== undefined;
  });
}

/** Expires pending orders whose hold has ended and gives their seats back; returns the expired orders' ids. */
export async function expirePendingOrders(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('orders')
      .set({ status: 'expired', updated_at: now })
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .returning(['id', 'package_id'])
      .execute();
    for (const order of expired) if (order.package_id !== null) await releaseSeat(trx, order.package_id);
    return expired.map((o) => o.id);
  });
}
