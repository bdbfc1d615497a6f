// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** sanitized HTML */
  content: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  author_id: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** a published post whose publish_at is still to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see a published post from this time; null for a draft */
  publish_at: Date | null;
  /** when it was first published: its slug is fixed from then on */
  first_published_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Every slug a blog post has had, its current one too: an old address still finds the post, and no other post takes it. */
export interface BlogSlugsTable {
  slug: string;
  blog_id: number;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface BlogTables {
  blogs: BlogsTable;
  blog_slugs: BlogSlugsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends BlogTables {}
}
