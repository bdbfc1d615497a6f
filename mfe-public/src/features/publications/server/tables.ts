// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';

export interface PublicationsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  name: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  report: string;
  report_bytes: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** a published record whose publish_at is still to come is scheduled */
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** visitors see it from this time; null for a draft */
  publish_at: Date | null;
  /** when it was first published: its slug is fixed from then on */
  first_published_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Every slug a publication has had, its current one too (as blog_slugs). */
export interface PublicationSlugsTable {
  slug: string;
  publication_id: number;
}

export interface PublicationRequestsTable {
  id: Generated<number>;
  publication_id: number;
  name: string;
  email: string;
  phone: string;
  organization: string;
  designation: string;
  /** what the person agreed to, in the words the form showed */
  agreed_to: string;
  ip: string;
  user_agent: string | null;
  outbox_id: number | null;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface PublicationTables {
  publications: PublicationsTable;
  publication_slugs: PublicationSlugsTable;
  publication_requests: PublicationRequestsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends PublicationTables {}
}
