// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { PackageListing } from '../../../../shared-api/src/content-types.js';
import type { Json } from '../../db/columns.js';

/** A benefit of a plan as stored: its English, and its Urdu beside it once staff have written it. */
export type StoredPlanFeature = PackageListing['features'][number] & { name_ur?: string | null; description_ur?: string | null };

/** A plan's listing as stored: the card's fields, with staff's Urdu beside the English texts (null until written). */
export type StoredPackageListing = Omit<PackageListing, 'features'> & { description_ur?: string | null; features: StoredPlanFeature[] };

export interface MembershipPackagesTable {
  id: Generated<number>;
  /** the plan's key too: its address and the member's record name it by its English name */
  name: string;
  /** its name in Urdu (migration 043); null until staff write it, and Urdu pages show the English meanwhile */
  name_ur: ColumnType<string | null, string | null | undefined, string | null>;
  price: number;
  discounted_price: number | null;
  listing: Json<StoredPackageListing>;
  sort_order: Generated<number>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface ContentTables {
  membership_packages: MembershipPackagesTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends ContentTables {}
}
