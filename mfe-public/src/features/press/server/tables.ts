// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../../../../server/src/kit.js';

export interface StoredPdf {
  name: string;
  /** storage key */
  file: string;
  bytes: number;
}

export interface PressReleasesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** sanitized HTML */
  content: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  name: string;
  pdf: Json<StoredPdf[]>;
  featured: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** a published record whose publish_at is still to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when it was first published: its slug is fixed from then on */
  first_published_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Every slug a press release has had, its current one too (as a blog post's, blog_slugs): an old address still finds the release, and no other release takes it. */
export interface PressReleaseSlugsTable {
  slug: string;
  press_release_id: number;
}

export interface MediaMentionsTable {
  id: Generated<number>;
  title: string;
  excerpt: string;
  outlet: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  link: string;
  featured_order: number | null;
  /** the article's date */
  published_at: Date;
  /** a published record whose publish_at is still to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when it was first published: its slug is fixed from then on */
  first_published_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface PressTables {
  press_releases: PressReleasesTable;
  press_release_slugs: PressReleaseSlugsTable;
  media_mentions: MediaMentionsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends PressTables {}
}
