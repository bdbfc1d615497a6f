// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns.js';

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
  publication_requests: PublicationRequestsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends PublicationTables {}
}
