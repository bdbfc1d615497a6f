import type { Kysely } from 'kysely';
import type { Role, UserDetails } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';
import { newMemberId, newMembershipId } from '../../lib/crypto.js';
import { Refusal } from '../../lib/domain-errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';

type Db = Kysely<Database>;

export const EMAIL_TAKEN = 'The email has already been taken.';

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'name', 'email', 'password_hash', 'disabled_at']).where('email', '=', email).executeTakeFirst();

/** Notes a successful sign-in, for staff reading the account. */
export const recordSignIn = (db: Db, userId: number) => db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', userId).execute();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').select(['id', 'name', 'email', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();

/** The member's name and membership record as their dashboard shows it. */
export const membershipOf = (db: Db, id: number) =>
  db.selectFrom('users').select(['name', 'member_id', 'membership_id', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();

export async function userDetails(db: Db, userId: number): Promise<UserDetails> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.member_id', 'users.name', 'users.email', 'users.phone', 'profiles.is_profile_completed', 'users.role'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export interface NewMember {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  unsubscribeTokenHash: string;
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
export async function createMember(db: Db, member: NewMember) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, member);
        await trx.insertInto('profiles').values({ user_id: id, profile_links: '{}' }).execute();
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
