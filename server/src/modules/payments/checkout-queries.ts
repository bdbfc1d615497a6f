// What the test gateway's payment page reads: the checkout a payer opened, with what the order buys.
import { sql, type Kysely } from 'kysely';
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
