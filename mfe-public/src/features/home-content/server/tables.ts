// The tables this feature owns; db/schema.ts composes every module's and feature's into `Database`.
import type { ColumnType, Generated } from 'kysely';

/** What each kind's table has beside its own fields: its place in its list, and its publishing. */
interface ListedColumns {
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

export interface PartnersTable extends ListedColumns {
  id: Generated<number>;
  name: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  website: string | null;
  is_corporate: Generated<boolean>;
}

export interface HighlightsTable extends ListedColumns {
  id: Generated<number>;
  name: string;
  position: string;
  organisation: string;
  video_url: string;
  thumbnail: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

export interface DirectorsTable extends ListedColumns {
  id: Generated<number>;
  name: string;
  position: string;
  bio: string;
  /** null: no portrait yet (the page shows the initials) */
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  linkedin: string | null;
}

/** The home page's figures ('2.3M' freelancers), in staff's order. */
export interface HomeFiguresTable extends ListedColumns {
  id: Generated<number>;
  /** as shown, large: '2.3M', '$400M' */
  value: string;
  /** what it counts: 'freelancers' */
  label: string;
}

/** The tables this feature owns, as Kysely sees them. */
export interface HomeContentTables {
  partners: PartnersTable;
  highlights: HighlightsTable;
  directors: DirectorsTable;
  home_figures: HomeFiguresTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the feature keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends HomeContentTables {}
}
