// Staff write the membership plans' texts a member reads, in English and in Urdu beside it: the description and the
// benefits in English, and the name, description and benefits in Urdu. An Urdu text left empty is stored as null, and
// Urdu pages show the English until it is written. The English name is the plan's key and is not written here.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Snapshot } from '../../../../../server/src/kit.js';
import type { PlanInput } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

const planRows = (db: Db) =>
  db.selectFrom('membership_packages').select(['id', 'name', 'name_ur', 'price', 'discounted_price', 'listing', sql<boolean>`coalesce((listing->>'disabled')::boolean, false)`.as('disabled')]);

type PlanRow = Awaited<ReturnType<ReturnType<typeof planRows>['executeTakeFirstOrThrow']>>;

/** A plan as its staff form shows it: each text with its Urdu beside it (null until written). */
const staffPlanOf = (row: PlanRow) => ({
  id: row.id,
  name: row.name,
  name_ur: row.name_ur,
  price: row.price,
  discounted_price: row.discounted_price,
  disabled: row.disabled,
  description: row.listing.description ?? '',
  description_ur: row.listing.description_ur ?? null,
  features: (row.listing.features ?? []).map((f) => ({ name: f.name, name_ur: f.name_ur ?? null, description: f.description, description_ur: f.description_ur ?? null })),
});

/** The plans in the order their cards show. */
export const listStaffPlans = async (db: Db) => (await planRows(db).orderBy('sort_order').orderBy('id').execute()).map(staffPlanOf);

export async function findStaffPlan(db: Db, id: number) {
  const row = await planRows(db).where('id', '=', id).executeTakeFirst();
  return row && staffPlanOf(row);
}

/** What the audit log compares: the texts staff write. */
export async function planSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const plan = await findStaffPlan(db, id);
  return plan && { name_ur: plan.name_ur, description: plan.description, description_ur: plan.description_ur, features: plan.features };
}

/** Saves a plan's texts; the rest of its listing (prices shown, button, whether it can be chosen) is kept as it is. */
export async function savePlanTexts(trx: Transaction<Database>, id: number, input: PlanInput) {
  const row = await trx.selectFrom('membership_packages').select('listing').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  const listing = {
    ...row.listing,
    description: input.description,
    description_ur: orNull(input.description_ur),
    features: input.features.map((f) => ({ name: f.name, description: f.description, name_ur: orNull(f.name_ur), description_ur: orNull(f.description_ur) })),
  };
  await trx.updateTable('membership_packages').set({ name_ur: orNull(input.name_ur), listing: JSON.stringify(listing) }).where('id', '=', id).execute();
}
