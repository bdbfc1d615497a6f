// Links to a file that work for a while without the member's token (a new tab opening a certificate or a ticket):
// `?expires=<unix seconds>&signature=<HMAC of what it names and when it expires>`, signed with one of the server's
// keys, so nobody can make a link to another member's file or stretch one past its end.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { signingKey } from './signing-keys.js';

type Db = Kysely<Database> | Transaction<Database>;

const mac = (key: string, subject: string, expires: number) => createHmac('sha256', key).update(`${subject}:${expires}`).digest('base64url');

/** The query that makes `subject` (e.g. "certificate-pdf:<code>") downloadable for `seconds` from `now`. */
export async function signedQuery(db: Db, keyName: string, subject: string, seconds: number, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  return `expires=${expires}&signature=${mac(await signingKey(db as Kysely<Database>, keyName), subject, expires)}`;
}

/** Whether a link's signature is the server's for `subject` and it has not expired. */
export async function checkSignedQuery(db: Db, keyName: string, subject: string, expires: number, signature: string, now: Date) {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(await signingKey(db as Kysely<Database>, keyName), subject, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
