// Where the member's browser goes after the payment page for a plan order: their membership once paid, else back to
// the plan's purchase page, which says what happened.
import type { Kysely } from 'kysely';
import type { Database, SettledOutcome } from '../../../../../server/src/kit.js';

export async function membershipReturnPath(db: Kysely<Database>, orderId: number, outcome: SettledOutcome) {
  if (outcome === 'paid') return `/dashboard/membership?payment=paid&order=${orderId}`;
  const plan = await db
    .selectFrom('orders as o')
    .innerJoin('membership_packages as p', 'p.id', 'o.membership_package_id')
    .select('p.name')
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return plan ? `/dashboard/membership/${encodeURIComponent(plan.name)}/order?payment=${outcome}` : `/dashboard/membership?payment=${outcome}`;
}
