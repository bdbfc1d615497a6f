// The packages a member can choose (membership_packages, the content module's table) and the rules of choosing one
// (core spec §4): an unknown or disabled package cannot be chosen, nor the one the member is on — except renewing a
// paid package from 30 days before its end; Seed, while a paid package runs, means moving to Seed when it ends.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database, formatRupees, karachiDay, orderAmounts, tr, writtenIn } from '../../../../../server/src/kit.js';
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { addDays, RENEWAL_OPENS_DAYS, type Standing } from './periods.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface Plan {
  id: number;
  /** its English name, which is its key too */
  name: string;
  /** its name in Urdu, once staff have written it */
  name_ur: string | null;
  price: number;
  discounted_price: number | null;
  disabled: boolean;
}

const planQuery = (db: Db) =>
  db.selectFrom('membership_packages').select(['id', 'name', 'name_ur', 'price', 'discounted_price', sql<boolean>`coalesce((listing->>'disabled')::boolean, false)`.as('disabled')]);

export const findPlanByName = (db: Db, name: string): Promise<Plan | undefined> =>
  planQuery(db)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();

export const findPlanById = (db: Db, id: number): Promise<Plan | undefined> => planQuery(db).where('id', '=', id).executeTakeFirst();

/** The free package every member is on when no paid one runs: the cheapest that costs nothing (Seed). */
export const findFreePlan = (db: Db): Promise<Plan | undefined> =>
  planQuery(db).where(sql<boolean>`coalesce(discounted_price, price) = 0`).orderBy('sort_order').orderBy('id').executeTakeFirst();

/** spec §9: the total is the discounted price when there is one, else the price; the discount is the difference. */
export const planAmounts = (plan: Plan) => orderAmounts(plan);
export const isFree = (plan: Plan) => planAmounts(plan).grand_total === 0;

/** A plan's name as `locale` reads it: the Urdu staff wrote, else the English. */
export const planTitle = (plan: Pick<Plan, 'name' | 'name_ur'>, locale: Locale = 'en') => writtenIn(locale, plan.name, plan.name_ur);

/** How a plan is billed, as the dashboard says it, in the reader's language. */
export const billingOf = (plan: Plan, locale: Locale = 'en') =>
  isFree(plan) ? tr(locale, 'Free') : tr(locale, '{price} a year', { price: formatRupees(planAmounts(plan).grand_total, locale) });

/** A day as members read it: 25 November 2026 (Karachi). */
export const formatDay = (at: Date, locale: Locale = 'en') => karachiDay(at, locale);

export const NO_PACKAGE = 'This membership package does not exist.';

export type ChoiceRefusal = { status: 404 | 409; message: string };

/** When a paid run may be renewed. */
export const renewalOpensOn = (standing: Standing) => (standing.endsAt ? addDays(standing.endsAt, -RENEWAL_OPENS_DAYS) : null);

/** A period's package by its name in `locale`. */
export const periodTitle = (period: { package_name: string; package_name_ur: string | null }, locale: Locale = 'en') => writtenIn(locale, period.package_name, period.package_name_ur);

/**
 * Why the member may not choose `plan` now, or null when they may. Written in English with the plans named and the
 * days written as `locale` reads them: the answer's message is put in its language by its English pattern.
 */
export function choiceRefusal(plan: Plan | undefined, standing: Standing, now: Date, locale: Locale = 'en'): ChoiceRefusal | null {
  if (!plan) return { status: 404, message: NO_PACKAGE };
  const name = planTitle(plan, locale);
  const day = (at: Date) => formatDay(at, locale);
  if (plan.disabled) return { status: 409, message: `The ${name} package cannot be chosen at the moment.` };
  const current = standing.current;
  if (isFree(plan)) {
    if (!current) return { status: 409, message: `${name} is your current package.` };
    const end = standing.endsAt;
    if (!end) return { status: 409, message: `Your ${periodTitle(current, locale)} membership does not end, so there is nothing to move from.` };
    if (standing.last?.seed_chosen_at) return { status: 409, message: `You have already chosen ${name}: you move to it when your ${periodTitle(standing.last, locale)} membership ends on ${day(end)}.` };
    return null;
  }
  if (!current || !standing.endsAt) return current ? { status: 409, message: `${periodTitle(current, locale)} is your current package and it does not end.` } : null;
  const opens = renewalOpensOn(standing)!;
  if (now >= opens) return null;
  const until = day(standing.endsAt);
  return current.package_id === plan.id
    ? { status: 409, message: `${name} is your current package, active until ${until}. You can renew it from ${day(opens)}.` }
    : { status: 409, message: `Your ${periodTitle(current, locale)} membership is active until ${until}. You can choose ${name} from ${day(opens)}.` };
}
