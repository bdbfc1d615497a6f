// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../../../shared-api/src/types.js';
import type { CreatedAt, UpdatedAt } from '../../db/columns.js';

export interface UsersTable {
  id: Generated<number>;
  member_id: string;
  membership_id: string;
  email: string;
  name: string;
  phone: string;
  password_hash: string;
  role_name: Generated<string>;
  /** what the account may do beyond its own records (migration 003) */
  role: ColumnType<Role, Role | undefined, Role>;
  unsubscribe_token_hash: string | null;
  marketing_opt_out: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** when the account last signed in (migration 023) */
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** set while staff have disabled the account: it cannot sign in and no token of it works */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the staff member who disabled it; null once their account is deleted */
  disabled_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** why staff last disabled or enabled the account */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** the language the member reads the site and their e-mails in; null until they choose (migration 040) */
  language: ColumnType<'en' | 'ur' | null, 'en' | 'ur' | null | undefined, 'en' | 'ur' | null>;
}

export type User = Selectable<UsersTable>;

export type NewUser = Insertable<UsersTable>;

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface UsersTables {
  users: UsersTable;
  api_tokens: ApiTokensTable;
  password_resets: PasswordResetsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends UsersTables {}
}
