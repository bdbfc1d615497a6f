// The tables this part of the server owns; db/schema.ts composes every module's and feature's into `Database`. The
// accounts themselves (`users`), their sessions and their reset links are the server's users module's.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';

export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  confirm_token_hash: string;
  undo_token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  confirmed_at: Date | null;
  undone_at: Date | null;
  cancelled_at: Date | null;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface AccountTables {
  email_changes: EmailChangesTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the feature keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends AccountTables {}
}
