// The membership record a member reads (GET /user/membership) and staff read of a member: the package they are on
// today (Seed when no paid period runs), its dates and billing, and what renewal allows.
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { type Database, findMemberOrderWithPayment } from '../../../../../server/src/kit.js';
import { periodsOf, standingAt } from './periods.js';
import { billingOf, findFreePlan, findPlanById, findPlanByName, formatDay, planTitle, renewalOpensOn } from './plans.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's unpaid plan order, if any (at most one: orders_membership_pending). */
export const pendingPlanOrderId = async (db: Db, userId: number) =>
  (await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('kind', '=', 'membership').where('status', '=', 'pending').executeTakeFirst())?.id;

/** The record as `locale` reads it: the plans by the names staff wrote in it, the billing and the pending order in it. */
export async function membershipRecord(db: Db, userId: number, now: Date, locale: Locale = 'en') {
  const [user, periods, free, pendingId] = await Promise.all([
    db.selectFrom('users').select(['name', 'member_id', 'membership_id', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    periodsOf(db, userId),
    findFreePlan(db),
    pendingPlanOrderId(db, userId),
  ]);
  const standing = standingAt(periods, now);
  const current = standing.current;
  const plan = current ? await findPlanById(db, current.package_id) : free;
  if (!plan) throw new Error('No free membership package is set up (membership_packages).');
  // On Seed, the membership started when the member joined, or when their last paid one ended.
  const startsAt = current ? current.starts_at : (standing.endedAt ?? user.created_at);
  const endsAt = standing.endsAt;
  const opens = current ? renewalOpensOn(standing) : null;
  const ended = current || !standing.endedPackage ? undefined : await findPlanByName(db, standing.endedPackage);
  return {
    member_id: user.member_id,
    member_id_formatted: user.membership_id,
    member_name: user.name,
    membership_package: plan.name,
    membership_package_title: planTitle(plan, locale),
    membership_package_id: plan.id,
    membership_status: 'Active' as const,
    membership_billing: billingOf(plan, locale),
    membership_start_date: startsAt,
    membership_start_date_formatted: formatDay(startsAt),
    membership_end_date: endsAt,
    membership_end_date_formatted: endsAt ? formatDay(endsAt) : 'Never expires',
    renewal_opens_on: opens,
    can_renew: opens !== null && now >= opens,
    moves_to_seed_on: standing.last?.seed_chosen_at && endsAt ? endsAt : null,
    ended_on: current ? null : standing.endedAt,
    ended_package: current ? null : standing.endedPackage,
    ended_package_title: current || !standing.endedPackage ? null : ended ? planTitle(ended, locale) : standing.endedPackage,
    // with its online payment still waiting for its provider's answer, if any
    pending_order: pendingId ? ((await findMemberOrderWithPayment(db, userId, pendingId, locale)) ?? null) : null,
  };
}
