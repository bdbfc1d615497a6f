// Unsubscribe ids for mail sent to many members (renewal reminders): the member's account number and an HMAC of it
// under a random server key, so every such mail carries a working link without storing one per mail, and nobody can
// make one for another member. The welcome mail's id is a stored random secret (users.unsubscribe_token_hash); the
// /unsubscribe page and its call take both.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { signingKey } from './signing-keys.js';

const KEY_NAME = 'unsubscribe-links';
const mac = (key: string, userId: number) => createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

/** The id the /unsubscribe page takes for this member: `m<account>.<signature>`. */
export async function signedUnsubscribeId(db: Kysely<Database>, userId: number) {
  return `m${userId}.${mac(await signingKey(db, KEY_NAME), userId)}`;
}

/** The member a signed unsubscribe id names, or undefined when it is not one the server made. */
export async function memberOfUnsubscribeId(db: Kysely<Database>, id: string) {
  const match = /^m([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(id);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(await signingKey(db, KEY_NAME), userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}
