// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../../../../server/src/kit.js';

export type CodeKind = 'shared' | 'pool';

export interface PromotionsTable {
  id: Generated<number>;
  company_name: string;
  company_logo: string | null;
  logo_width: number | null;
  logo_height: number | null;
  company_link: string;
  title: string;
  /** sanitized HTML */
  description: string;
  /** sanitized HTML */
  terms: string;
  organizer: string | null;
  free: ColumnType<boolean, boolean | undefined, boolean>;
  code_kind: CodeKind;
  shared_code: string | null;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** false while the promotion is a draft: only staff see it (migration 021) */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PromotionCodesTable {
  id: Generated<number>;
  promotion_id: number;
  code: string;
  claimed_by: number | null;
  claimed_at: Date | null;
  created_at: CreatedAt;
}

export interface PromotionClaimsTable {
  promotion_id: number;
  user_id: number;
  code_id: number | null;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_codes: PromotionCodesTable;
  promotion_claims: PromotionClaimsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends PromotionTables {}
}
