// What the test gateway's payment page reads: the checkout a payer opened, with what the order buys.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PAYMENT_GATEWAYS } from '../../../../shared-api/src/shapes/ticketing.js';
import type { Database } from '../../db/schema.js';
import { TEST_GATEWAY } from './test-gateway.js';

/** The test gateway's checkout under this reference: the order, the amount, whether it was settled and what it buys (an event's ticket or a membership plan). */
export const findTestCheckout = (db: Kysely<Database>, reference: string) =>
  db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
    .select(['a.reference', 'a.order_id', 'a.amount', 'a.status', sql<string>`coalesce(e.title, mp.name || ' membership', '')`.as('title')])
    .where('a.gateway', '=', TEST_GATEWAY)
    .where('a.reference', '=', reference)
    .executeTakeFirst();

/** A gateway's checkout under this reference, with the order's hold (a wallet's request expires with it). */
export const findCheckout = (db: Kysely<Database>, gateway: string, reference: string) =>
  db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
    .select(['a.id', 'a.reference', 'a.order_id', 'a.amount', 'a.status', 'a.created_at', 'a.payment_method as attempt_method', 'o.expires_at', 'o.payment_method', sql<string>`coalesce(e.title, mp.name || ' membership', '')`.as('title')])
    .where('a.gateway', '=', gateway)
    .where('a.reference', '=', reference)
    .executeTakeFirst();

/** Keeps the signed request sent for an attempt (its secrets left out) while the attempt is open; whether it was. */
export const saveRequestFields = async (db: Kysely<Database>, attemptId: number, fields: Record<string, string>) =>
  (await db.updateTable('payment_attempts').set({ request_fields: JSON.stringify(fields) }).where('id', '=', attemptId).where('status', '=', 'created').returning('id').executeTakeFirst()) !== undefined;

/**
 * Claims the right to ask a provider about an attempt now: refused while another inquiry for it was sent less than
 * `gapSeconds` ago (by any process), so answers from outside cannot make the server call the provider at will.
 */
export const claimInquiry = async (db: Kysely<Database>, attemptId: number, now: Date, gapSeconds: number) =>
  (await db
    .updateTable('payment_attempts')
    .set({ inquired_at: now })
    .where('id', '=', attemptId)
    .where((eb) => eb.or([eb('inquired_at', 'is', null), eb('inquired_at', '<=', new Date(now.getTime() - gapSeconds * 1000))]))
    .returning('id')
    .executeTakeFirst()) !== undefined;

/** An order's open attempt (the newest, were there ever two), with the way of paying it was opened for. */
export const openAttemptOf = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom('payment_attempts')
    .select(['id', 'gateway', 'reference', 'status', 'amount', 'payment_method', 'request_fields', 'created_at'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'created')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** Every open attempt of an order, oldest first. */
export const openAttemptsOf = (db: Kysely<Database> | Transaction<Database>, orderId: number) =>
  db
    .selectFrom('payment_attempts')
    .select(['id', 'gateway', 'reference', 'status', 'amount', 'payment_method', 'request_fields', 'created_at'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'created')
    .orderBy('id')
    .execute();

/** A provider's answer that settles nothing yet (the payment is pending): its code and fields, on the open attempt. */
export const recordPending = (db: Kysely<Database>, gateway: string, reference: string, code: string, message: string, fields: Record<string, string>) =>
  db
    .updateTable('payment_attempts')
    .set({ result_code: code, result_message: message, response_fields: JSON.stringify(fields), updated_at: new Date() })
    .where('gateway', '=', gateway)
    .where('reference', '=', reference)
    .where('status', '=', 'created')
    .execute();

/** What became of an attempt: its state and the order it pays (ticket orders name their ticket). */
export const attemptState = (db: Kysely<Database>, gateway: string, reference: string) =>
  db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.id', 'a.status', 'a.order_id', 'a.created_at', 'o.ticket_id', 'o.status as order_status'])
    .where('a.gateway', '=', gateway)
    .where('a.reference', '=', reference)
    .executeTakeFirst();

/** An attempt by id, for the status inquiry. */
export const attemptById = (db: Kysely<Database>, attemptId: number) =>
  db.selectFrom('payment_attempts').select(['id', 'gateway', 'reference', 'status', 'created_at']).where('id', '=', attemptId).executeTakeFirst();

/** An order's tries to pay online, newest first, with the answer that settled each (secrets were never kept); null when there is no such order. */
export async function orderAttempts(db: Kysely<Database>, orderId: number) {
  if (!(await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst())) return null;
  const rows = await db
    .selectFrom('payment_attempts')
    .select(['id', 'gateway', 'reference', 'amount', 'status', 'result_code', 'result_message', 'response_fields', 'created_at', 'updated_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ response_fields, gateway, ...row }) => ({
    ...row,
    gateway: gateway as (typeof PAYMENT_GATEWAYS)[number],
    answer: (response_fields as Record<string, string> | null) ?? null,
  }));
}
