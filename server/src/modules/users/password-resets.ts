// Reset tokens: 32 random bytes mailed once, stored hashed, valid 60 minutes, used at most once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newSecret, sha256 } from '../../lib/crypto.js';

type Db = Kysely<Database>;

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** A new reset token for the member; any earlier unused one stops working. */
export async function createPasswordReset(db: Db, userId: number) {
  const token = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({ user_id: userId, token_hash: sha256(token), expires_at: new Date(Date.now() + RESET_LIFETIME_MS) })
      .execute();
  });
  return token;
}

export const findLiveReset = (db: Db, token: string) =>
  db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** Marks the reset used; false when another request used it first. */
export async function consumeReset(db: Db, id: number) {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const invalidateResets = (db: Db, userId: number) =>
  db.updateTable('password_resets').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
