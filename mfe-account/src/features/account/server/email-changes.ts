// Changing the sign-in address: the new address must be confirmed from its own inbox before it counts, and the
// old address is told, with a link that undoes the change for 7 days. Tokens are mailed once and stored hashed.
import { sql, type Kysely } from 'kysely';
import { newSecret, sha256, type Database } from '../../../../../server/src/kit.js';

type Db = Kysely<Database>;

export const CONFIRM_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const UNDO_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Asks for a new address; an earlier request still waiting is cancelled. Answers the two tokens to mail. */
export async function requestEmailChange(db: Db, change: { userId: number; oldEmail: string; newEmail: string }) {
  const confirm = newSecret();
  const undo = newSecret();
  await db.updateTable('email_changes').set({ cancelled_at: sql`now()` }).where('user_id', '=', change.userId).where('confirmed_at', 'is', null).where('cancelled_at', 'is', null).execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      confirm_token_hash: sha256(confirm),
      undo_token_hash: sha256(undo),
      expires_at: new Date(Date.now() + CONFIRM_LIFETIME_MS),
    })
    .execute();
  return { confirm, undo };
}

/** The waiting change a confirmation link names, if it is still live. */
export const findConfirmable = (db: Db, token: string) =>
  db
    .selectFrom('email_changes')
    .select(['id', 'user_id', 'old_email', 'new_email'])
    .where('confirm_token_hash', '=', sha256(token))
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** Marks the change confirmed; false when another request did first. */
export async function markConfirmed(db: Db, id: number) {
  const result = await db.updateTable('email_changes').set({ confirmed_at: sql`now()` }).where('id', '=', id).where('confirmed_at', 'is', null).where('cancelled_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes `undo` the change's working undo link (stored hashed): the one the latest notice carries. */
export const renewUndoLink = (db: Db, id: number, undo: string) => db.updateTable('email_changes').set({ undo_token_hash: sha256(undo) }).where('id', '=', id).execute();

/** The change an undo link names, within 7 days of the request and not undone yet. */
export const findUndoable = (db: Db, token: string) =>
  db
    .selectFrom('email_changes')
    .select(['id', 'user_id', 'old_email', 'new_email', 'confirmed_at'])
    .where('undo_token_hash', '=', sha256(token))
    .where('undone_at', 'is', null)
    .where('created_at', '>', new Date(Date.now() - UNDO_LIFETIME_MS))
    .executeTakeFirst();

/** Marks the change undone (and cancelled, if it was still waiting); false when another request did first. */
export async function markUndone(db: Db, id: number) {
  const result = await db
    .updateTable('email_changes')
    .set({ undone_at: sql`now()`, cancelled_at: sql`coalesce(cancelled_at, now())` })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
