// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';
import type { PreferredBank } from '../banks.js';

export interface BankAccountLeadsTable {
  id: Generated<number>;
  user_id: number;
  city: string;
  state: string;
  /** one of the banks the form offers (PREFERRED_BANKS), as the member chose it */
  preferred_bank: PreferredBank;
  consent_text: string;
  consent_ip: string;
  consent_user_agent: string;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sent_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface BankLeadTables {
  bank_account_leads: BankAccountLeadsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends BankLeadTables {}
}
