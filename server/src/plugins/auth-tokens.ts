// API tokens: 32 random bytes handed to the client once; the database keeps only their SHA-256.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newSecret, sha256 } from '../lib/crypto.js';

type Db = Kysely<Database>;

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Recording every use would turn each read into a write; a few minutes of precision is enough.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function issueToken(db: Db, userId: number) {
  const token = newSecret();
  const { id } = await db
    .insertInto('api_tokens')
    .values({ user_id: userId, token_hash: sha256(token), expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id };
}

export async function findLiveToken(db: Db, token: string) {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'api_tokens.user_id')
    .select(['api_tokens.id', 'api_tokens.user_id', 'api_tokens.last_used_at', 'users.role'])
    .select((eb) => eb.fn.coalesce('profiles.is_profile_completed', eb.val(false)).as('is_profile_completed'))
    .where('token_hash', '=', sha256(token))
    .where('api_tokens.revoked_at', 'is', null)
    // A disabled account's tokens are revoked when it is disabled; this also refuses one issued in that same moment.
    .where('users.disabled_at', 'is', null)
    .where('api_tokens.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (row && (!row.last_used_at || Date.now() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS)) {
    await db.updateTable('api_tokens').set({ last_used_at: sql`now()` }).where('id', '=', row.id).execute();
  }
  return row;
}

export const revokeToken = (db: Db, id: number) =>
  db.updateTable('api_tokens').set({ revoked_at: sql`now()` }).where('id', '=', id).where('revoked_at', 'is', null).execute();

export const revokeTokenByValue = (db: Db, token: string) =>
  db
    .updateTable('api_tokens')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .execute();

/** Signs the member out everywhere, except (when given) the session making the request. */
export function revokeAllTokens(db: Db, userId: number, exceptTokenId?: number) {
  let query = db.updateTable('api_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptTokenId !== undefined) query = query.where('id', '<>', exceptTokenId);
  return query.execute();
}
