import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../../../shared-api/src/locale.js';
import type { Role, UserDetails } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';
import { newMemberId, newMembershipId } from '../../lib/crypto.js';
import { Refusal } from '../../lib/domain-errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { issueToken, revokeAllTokens, revokeToken } from '../../plugins/auth-tokens.js';
import { syncDirectoryEntry } from '../../../../mfe-network/src/features/directory/server/queries.js';
import { markConfirmed, markUndone, renewUndoLink, requestEmailChange } from './email-changes.js';
import { consumeReset, invalidateResets } from './password-resets.js';

type Db = Kysely<Database>;

export const EMAIL_TAKEN = 'This e-mail address already has an account. Please sign in, or use another address.';

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'name', 'email', 'password_hash', 'disabled_at', 'language']).where('email', '=', email).executeTakeFirst();

/** Notes a successful sign-in, for staff reading the account. */
export const recordSignIn = (db: Db, userId: number) => db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', userId).execute();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').select(['id', 'name', 'email', 'password_hash', 'language']).where('id', '=', id).executeTakeFirstOrThrow();

/** The language a member's e-mails are written in: the one they chose, English until they choose. */
export const mailLocale = (language: Locale | null | undefined): Locale => language ?? 'en';

/** The language of a member's e-mails, for a sender that has only their id. */
export const languageOf = async (db: Db, userId: number): Promise<Locale> =>
  mailLocale((await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language);

/** The member's name and membership record as their dashboard shows it. */
export const membershipOf = (db: Db, id: number) =>
  db.selectFrom('users').select(['name', 'member_id', 'membership_id', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();

export async function userDetails(db: Db, userId: number): Promise<UserDetails> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.member_id', 'users.name', 'users.email', 'users.phone', 'profiles.is_profile_completed', 'users.role', 'users.language'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Keeps the language a member chose (the English / اردو switch); their e-mails follow it. */
export async function saveLanguage(db: Db, userId: number, language: 'en' | 'ur') {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export interface NewMember {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  unsubscribeTokenHash: string;
  /** the language the member registered in; their e-mails are written in it */
  language?: 'en' | 'ur';
}

/** Inserts the account row with fresh random ids; the caller adds its profile in the same transaction. */
export async function insertUser(trx: Db, member: NewMember & { role?: Role }) {
  const { id } = await trx
    .insertInto('users')
    .values({
      member_id: newMemberId(),
      membership_id: newMembershipId(),
      email: member.email,
      name: member.name,
      phone: member.phone,
      password_hash: member.passwordHash,
      role: member.role ?? 'member',
      unsubscribe_token_hash: member.unsubscribeTokenHash,
      language: member.language ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Inserts many accounts at once (the bulk seed), each with fresh random ids; a row whose random id happens to
 * be taken is skipped. Answers the ids of the rows inserted, by e-mail.
 */
export async function insertUsers(trx: Db, members: Array<Omit<NewMember, 'unsubscribeTokenHash'> & { unsubscribeTokenHash: string | null }>) {
  if (!members.length) return [];
  return trx
    .insertInto('users')
    .values(
      members.map((member) => ({
        member_id: newMemberId(),
        membership_id: newMembershipId(),
        email: member.email,
        name: member.name,
        phone: member.phone,
        password_hash: member.passwordHash,
        unsubscribe_token_hash: member.unsubscribeTokenHash,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'email'])
    .execute();
}

/** Creates the user with an empty profile. The random ids are retried in the unlikely case they collide. */
/**
 * A new account with its empty profile, in one transaction with `alongside`: what must exist with the account or not at
 * all (a registration's session and welcome mail). A clash of generated ids runs the whole transaction again.
 */
export async function createMember(db: Db, member: NewMember, alongside?: (trx: Transaction<Database>, userId: number) => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, member);
        await trx.insertInto('profiles').values({ user_id: id, profile_links: '{}' }).execute();
        await alongside?.(trx, id);
        return id;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') throw new Refusal('conflicting', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      if (constraint === null || attempt >= 3) throw error;
    }
  }
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: number) {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return Boolean(await query.executeTakeFirst());
}

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
