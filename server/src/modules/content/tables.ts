// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { PackageListing } from '../../../../shared-api/src/content-types.js';
import type { Json } from '../../db/columns.js';

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  website: string | null;
  is_corporate: Generated<boolean>;
  sort_order: Generated<number>;  /** the table's check: a draft (staff only) or published; published with publish_at to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when visitors first could see it */
  first_published_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface HighlightsTable {
  id: Generated<number>;
  name: string;
  position: string;
  organisation: string;
  video_url: string;
  thumbnail: string;
  thumbnail_width: number;
  thumbnail_height: number;
  sort_order: Generated<number>;  /** the table's check: a draft (staff only) or published; published with publish_at to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when visitors first could see it */
  first_published_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DirectorsTable {
  id: Generated<number>;
  name: string;
  position: string;
  bio: string;
  /** null: no portrait yet (the page shows the initials) */
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  linkedin: string | null;
  sort_order: Generated<number>;
  /** the table's check: a draft (staff only) or published; published with publish_at to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when visitors first could see it */
  first_published_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The home page's figures ('2.3M' freelancers), in staff's order. */
export interface HomeFiguresTable {
  id: Generated<number>;
  /** as shown, large: '2.3M', '$400M' */
  value: string;
  /** what it counts: 'freelancers' */
  label: string;
  sort_order: Generated<number>;
  /** the table's check: a draft (staff only) or published; published with publish_at to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when visitors first could see it */
  first_published_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

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
  partners: PartnersTable;
  highlights: HighlightsTable;
  directors: DirectorsTable;
  home_figures: HomeFiguresTable;
  membership_packages: MembershipPackagesTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends ContentTables {}
}
