// A member's membership as the rules read it: the periods of paid (or granted) packages they hold, the one running
// now, where the run of back-to-back periods ends, and Seed (the free package, never ending) when nothing runs.
// Every "now" here is the caller's, from the app's clock, so tests can move time.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';
import type { MembershipSource } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;
/** spec §9: a paid membership lasts one year. */
export const PAID_PERIOD_MONTHS = 12;
/** A paid package may be renewed from this many days before its end. */
export const RENEWAL_OPENS_DAYS = 30;

export const addMonths = (from: Date, months: number) => {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
};
export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

export interface Period {
  id: number;
  package_id: number;
  package_name: string;
  /** the package's name in Urdu, once staff have written it */
  package_name_ur: string | null;
  starts_at: Date;
  ends_at: Date | null;
  source: MembershipSource;
  order_id: number | null;
  granted_by: number | null;
  reason: string | null;
  seed_chosen_at: Date | null;
  created_at: Date;
}

/** Every period of a member, latest first. */
export function periodsOf(db: Db, userId: number): Promise<Period[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_packages as p', 'p.id', 'm.package_id')
    .select(['m.id', 'm.package_id', 'p.name as package_name', 'p.name_ur as package_name_ur', 'm.starts_at', 'm.ends_at', 'm.source', 'm.order_id', 'm.granted_by', 'm.reason', 'm.seed_chosen_at', 'm.created_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.starts_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export interface Standing {
  /** the period running now, if any */
  current: Period | null;
  /** the last period of the back-to-back run that includes now (a renewal starts where the one before ends) */
  last: Period | null;
  /** where that run ends; null while nothing runs (Seed) or when it never ends */
  endsAt: Date | null;
  /** when nothing runs: the end of the latest period that ended */
  endedAt: Date | null;
  endedPackage: string | null;
}

const runsAt = (p: Period, at: Date) => p.starts_at <= at && (p.ends_at === null || p.ends_at > at);

/** Where the member stands at `now`, from their periods. */
export function standingAt(periods: Period[], now: Date): Standing {
  const running = periods.filter((p) => runsAt(p, now));
  // Of overlapping periods (a grant over a paid year), the one reaching furthest counts.
  const current = running.sort((a, b) => (b.ends_at?.getTime() ?? Infinity) - (a.ends_at?.getTime() ?? Infinity))[0] ?? null;
  if (!current) {
    const ended = periods.filter((p) => p.ends_at !== null && p.ends_at <= now).sort((a, b) => b.ends_at!.getTime() - a.ends_at!.getTime())[0];
    return { current: null, last: null, endsAt: null, endedAt: ended?.ends_at ?? null, endedPackage: ended?.package_name ?? null };
  }
  let last = current;
  for (;;) {
    const end = last.ends_at;
    if (end === null) break;
    const next = periods.filter((p) => p !== last && p.starts_at <= end && (p.ends_at === null || p.ends_at > end)).sort((a, b) => (b.ends_at?.getTime() ?? Infinity) - (a.ends_at?.getTime() ?? Infinity))[0];
    if (!next) break;
    last = next;
  }
  return { current, last, endsAt: last.ends_at, endedAt: null, endedPackage: null };
}

/** Where a member stands now. */
export async function standingOf(db: Db, userId: number, now: Date) {
  return standingAt(await periodsOf(db, userId), now);
}

/** When a new paid year starts: at the end of the run (renewing early), else now. */
export const nextPeriodStart = (standing: Standing, now: Date) => (standing.endsAt && standing.endsAt > now ? standing.endsAt : now);

/**
 * Adds the paid year an order bought, once: the order's paid transition is the guard (its caller runs this in the
 * transaction that turned the order paid), and `order_id` is unique, so a replayed report of the payment adds nothing.
 */
export async function activateOrderPeriod(trx: Transaction<Database>, orderId: number, now: Date) {
  const order = await trx.selectFrom('orders').select(['id', 'user_id', 'kind', 'status', 'membership_package_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.kind !== 'membership' || order.status !== 'paid' || order.membership_package_id === null) return null;
  // One change of a member's periods at a time: a renewal reads the end another one may be moving.
  await trx.selectFrom('users').select('id').where('id', '=', order.user_id).forUpdate().executeTakeFirstOrThrow();
  const standing = await standingOf(trx, order.user_id, now);
  const startsAt = nextPeriodStart(standing, now);
  const period = await trx
    .insertInto('memberships')
    .values({ user_id: order.user_id, package_id: order.membership_package_id, starts_at: startsAt, ends_at: addMonths(startsAt, PAID_PERIOD_MONTHS), source: 'order', order_id: order.id })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning(['id', 'starts_at', 'ends_at'])
    .executeTakeFirst();
  // Buying again after choosing Seed is changing one's mind: the new year is reminded of as usual.
  return period ?? null;
}

/**
 * Removes the period a paid order added, when its payment is undone. A period that starts where it ends (a renewal
 * or a grant made since) would be left after a gap it was never meant to have: then nothing is removed.
 */
export async function removeOrderPeriod(trx: Transaction<Database>, orderId: number): Promise<'removed' | 'none' | 'later-period'> {
  const period = await trx.selectFrom('memberships').select(['id', 'user_id', 'ends_at']).where('order_id', '=', orderId).executeTakeFirst();
  if (!period) return 'none';
  await trx.selectFrom('users').select('id').where('id', '=', period.user_id).forUpdate().executeTakeFirstOrThrow();
  if (period.ends_at) {
    const later = await trx.selectFrom('memberships').select('id').where('user_id', '=', period.user_id).where('id', '!=', period.id).where('starts_at', '>=', period.ends_at).executeTakeFirst();
    if (later) return 'later-period';
  }
  await trx.deleteFrom('memberships').where('id', '=', period.id).execute();
  return 'removed';
}

/** A membership given by staff (a sponsored member), from now or from the end of the run, until `endsAt`. */
export async function grantPeriod(trx: Transaction<Database>, grant: { userId: number; packageId: number; staffId: number; reason: string; months?: number; endsAt?: Date }, now: Date) {
  await trx.selectFrom('users').select('id').where('id', '=', grant.userId).forUpdate().executeTakeFirstOrThrow();
  const standing = await standingOf(trx, grant.userId, now);
  const startsAt = nextPeriodStart(standing, now);
  const endsAt = grant.endsAt ?? addMonths(startsAt, grant.months ?? PAID_PERIOD_MONTHS);
  if (endsAt <= startsAt) return { startsAt, period: null };
  const period = await trx
    .insertInto('memberships')
    .values({ user_id: grant.userId, package_id: grant.packageId, starts_at: startsAt, ends_at: endsAt, source: 'grant', granted_by: grant.staffId, reason: grant.reason })
    .returning(['id', 'starts_at', 'ends_at'])
    .executeTakeFirstOrThrow();
  return { startsAt, period };
}
