import { sql, type Kysely } from 'kysely';

// A plan's texts in Urdu, written by staff beside the English: its name here; its description and each benefit's name
// and description in its listing, beside the English they translate (`description_ur`, `features[].name_ur`,
// `features[].description_ur`). Each is null until staff write it, and an Urdu page shows the English meanwhile.
// The English name stays the plan's key: its address (/dashboard/membership/Surge/order) and the member's record.
export async function up(db: Kysely<unknown>) {
  await sql`alter table membership_packages add column name_ur text check (name_ur is null or length(trim(name_ur)) > 0)`.execute(db);
}
