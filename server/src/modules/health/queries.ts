import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Resolves when the database answers a trivial query. */
export const pingDatabase = async (db: Kysely<Database>) => {
  await sql`select 1`.execute(db);
};
