import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../../../shared-api/src/locale.js';
import type { Role, UserDetails } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';
import { newMemberId, newMembershipId } from '../../lib/crypto.js';
import { Refusal } from '../../lib/domain-errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';

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
