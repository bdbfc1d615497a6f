// The member's own changes to their account: name and phone, a new sign-in address with its links, a new password by
// reset link or by the signed-in member, and unsubscribing from news. Each writes all it changes in one transaction.
import type { Kysely, Transaction } from 'kysely';
import {
  consumeReset,
  EMAIL_TAKEN,
  findUserById,
  invalidateResets,
  isEmailTaken,
  issueToken,
  Refusal,
  revokeAllTokens,
  revokeToken,
  syncDirectoryEntry,
  uniqueViolation,
  type Database,
} from '../../../../../server/src/kit.js';
import { markConfirmed, markUndone, renewUndoLink, requestEmailChange } from './email-changes.js';

type Db = Kysely<Database>;

/** Name and phone change at once; the sign-in address only through a confirmed change (setEmail). */
export async function updateAccount(db: Db, userId: number, account: { name: string; phone: string }) {
  try {
    await db.updateTable('users').set({ ...account, updated_at: new Date() }).where('id', '=', userId).execute();
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw new Refusal('conflicting', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

/** The new sign-in address of a confirmed change (or the old one, undone). */
export async function setEmail(db: Db, userId: number, email: string) {
  try {
    await db.updateTable('users').set({ email, updated_at: new Date() }).where('id', '=', userId).execute();
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw new Refusal('conflicting', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

export const setPasswordHash = (db: Db, userId: number, passwordHash: string) =>
  db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();

/** Opts one member out of marketing mail (a signed unsubscribe id named them); false when the account is gone. */
export async function unsubscribeMember(db: Db, userId: number) {
  const result = await db.updateTable('users').set({ marketing_opt_out: true, updated_at: new Date() }).where('id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Opts the member out of marketing mail; false when no member has this unsubscribe id. */
export async function unsubscribeByTokenHash(db: Db, tokenHash: string) {
  const result = await db
    .updateTable('users')
    .set({ marketing_opt_out: true, updated_at: new Date() })
    .where('unsubscribe_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The links mailed for a new sign-in address: one confirms it from the new inbox, one undoes it from the old. */
export type EmailChangeLinks = Awaited<ReturnType<typeof requestEmailChange>>;

/**
 * Saves the member's name and phone (the directory finds members by name) and, for a new address, asks for its
 * confirmation: `mailLinks` writes its mails with the change. The session's token is replaced by a new one, which is
 * answered. All of it is kept together or not at all.
 */
export function saveAccount(
  db: Db,
  change: { userId: number; tokenId: number; name: string; phone: string; email?: { old: string; new: string } },
  mailLinks: (trx: Transaction<Database>, links: EmailChangeLinks) => Promise<unknown>,
) {
  return db.transaction().execute(async (trx) => {
    await updateAccount(trx, change.userId, { name: change.name, phone: change.phone });
    await syncDirectoryEntry(trx, change.userId);
    if (change.email) {
      const links = await requestEmailChange(trx, { userId: change.userId, oldEmail: change.email.old, newEmail: change.email.new });
      await mailLinks(trx, links);
    }
    await revokeToken(trx, change.tokenId);
    return (await issueToken(trx, change.userId)).token;
  });
}

/**
 * Makes a confirmed address the member's sign-in address: the change is marked confirmed, `undo` becomes its working
 * undo link (the latest notice carries it), every session ends, and `notify` writes the notice with the change.
 * Answers 'taken' when someone else has the address now, 'gone' when another request confirmed or cancelled the
 * change first (nothing is changed then), otherwise 'changed'.
 */
export function confirmEmailChange(db: Db, change: { id: number; user_id: number; new_email: string }, undo: string, notify: (trx: Transaction<Database>) => Promise<unknown>) {
  return db.transaction().execute(async (trx) => {
    if (await isEmailTaken(trx, change.new_email, change.user_id)) return 'taken' as const;
    if (!(await markConfirmed(trx, change.id))) return 'gone' as const;
    await setEmail(trx, change.user_id, change.new_email);
    await renewUndoLink(trx, change.id, undo);
    await revokeAllTokens(trx, change.user_id);
    await notify(trx);
    return 'changed' as const;
  });
}

/**
 * Undoes a change of sign-in address: the old address is the member's again (if the change was confirmed), and as
 * whoever made it may know the password, every session ends and no reset link sent before works. False when another
 * request undid it first (nothing is changed then).
 */
export function undoEmailChange(db: Db, change: { id: number; user_id: number; old_email: string; confirmed_at: Date | null }) {
  return db.transaction().execute(async (trx) => {
    if (!(await markUndone(trx, change.id))) return false;
    if (change.confirmed_at) await setEmail(trx, change.user_id, change.old_email);
    await revokeAllTokens(trx, change.user_id);
    await invalidateResets(trx, change.user_id);
    return true;
  });
}

/**
 * Sets the new password a reset link was sent for: the link is used up, every session and every other reset link
 * ends. Answers the member, or nothing when another request used the link first (nothing is changed then).
 */
export function resetPassword(db: Db, reset: { id: number; user_id: number }, passwordHash: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeReset(trx, reset.id))) return undefined;
    await setPasswordHash(trx, reset.user_id, passwordHash);
    await revokeAllTokens(trx, reset.user_id);
    await invalidateResets(trx, reset.user_id);
    return findUserById(trx, reset.user_id);
  });
}

/** A signed-in member's new password: their other sessions end and no reset link sent before works. */
export function changePassword(db: Db, userId: number, tokenId: number, passwordHash: string) {
  return db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    await revokeAllTokens(trx, userId, tokenId);
    await invalidateResets(trx, userId);
  });
}
