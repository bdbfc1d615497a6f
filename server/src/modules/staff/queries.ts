import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'role', 'member_id']).where('email', '=', email.toLowerCase()).executeTakeFirst();

/** An account's role, as the audit log compares it. */
export const roleSnapshot = (db: Db, userId: number) => db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();

export const setRole = (db: Db, userId: number, role: Role) =>
  db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute();
