// Limits that must hold across every instance (failed sign-ins per account, reset mails per address)
// are counted in the database. Keys are hashed: no plain e-mail address is kept for someone who may
// not even be a member.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RateRule } from '../config.js';
import type { Database } from '../db/schema.js';
import { sha256 } from '../lib/crypto.js';

type Db = Kysely<Database>;
export type Bucket = 'login-failure' | 'login-failure-account' | 'email-change' | 'password-reset-mail' | 'publication-mail' | 'volunteer-application' | 'issue' | 'issue-comment' | 'bank-lead' | 'payment-check';

/** Whether the caller passed its transaction (Kysely says so of each handle) rather than the database. */
const isTransaction = (db: Db | Transaction<Database>): db is Transaction<Database> => db.isTransaction;

/**
 * Counts one event for the key unless the limit is already reached (then false). Check and count happen
 * under a lock on the key, so concurrent requests, on any instance, can't slip past the limit together.
 */
export async function takeSlot(db: Db | Transaction<Database>, bucket: Bucket, key: string, rule: RateRule) {
  const hashed = sha256(key);
  // Inside the caller's transaction, the event is kept only if the caller's change is.
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => (isTransaction(db) ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${hashed}`}))`.execute(trx);
    const { count } = await trx
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('bucket', '=', bucket)
      .where('key', '=', hashed)
      .where('created_at', '>', new Date(Date.now() - rule.windowMs))
      .executeTakeFirstOrThrow();
    if (count >= rule.max) return false;
    await trx.insertInto('rate_events').values({ bucket, key: hashed }).execute();
    // Now and then, forget events older than any window in use.
    if (Math.random() < 0.02) {
      await trx.deleteFrom('rate_events').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    }
    return true;
  });
}

/** How many events the key has in the window. */
export async function countEvents(db: Db, bucket: Bucket, key: string, windowMs: number) {
  const { count } = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bucket', '=', bucket)
    .where('key', '=', sha256(key))
    .where('created_at', '>', new Date(Date.now() - windowMs))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Counts one event for the key, with no limit. */
export const recordEvent = (db: Db, bucket: Bucket, key: string) => db.insertInto('rate_events').values({ bucket, key: sha256(key) }).execute();

/**
 * How long an attempt waits once a key has more events than the rule allows: a quarter second, doubling with each
 * event over, at most eight seconds. Slower guessing, and the owner is still let in.
 */
export const slowdownMs = (events: number, rule: RateRule) => (events < rule.max ? 0 : Math.min(8000, 250 * 2 ** Math.min(events - rule.max, 5)));

export const clearEvents = (db: Db, bucket: Bucket, key: string) =>
  db.deleteFrom('rate_events').where('bucket', '=', bucket).where('key', '=', sha256(key)).execute();
