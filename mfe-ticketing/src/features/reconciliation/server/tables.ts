// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';

/** A credit line of the bank's statement, imported once, with the pending bill order it matched (migration 039). */
export interface BankStatementLinesTable {
  id: Generated<number>;
  line_key: string;
  /** the line's day, YYYY-MM-DD */
  line_date: ColumnType<string, string, never>;
  reference: ColumnType<string, string | undefined, never>;
  description: ColumnType<string, string | undefined, never>;
  amount_paisa: number;
  order_id: number | null;
  /** why a line matched no order, when it was imported */
  note: ColumnType<string, string | undefined, string>;
  file_name: ColumnType<string, string | undefined, never>;
  imported_by: number | null;
  imported_at: ColumnType<Date, Date | undefined, never>;
}

export interface ReconciliationTables {
  bank_statement_lines: BankStatementLinesTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the feature keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends ReconciliationTables {}
}
