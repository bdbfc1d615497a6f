// The server's random signing keys by name (ticket codes, ticket links, the test payment gateway, the Ed25519 pair
// that signs tickets): made on first use and kept in the database, so every instance of the server signs and checks
// with the same key.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newSecret } from './crypto.js';

// A key, once stored, never changes (the insert below never overwrites one), so each process keeps what it read:
// every instance reads the same row, and a door scan does not write to the database to check a code.
const known = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * The key named `name`, made by `generate` the first time any instance needs it (a random secret by default; a key
 * pair's private key, written as text, for a key whose public half is handed out).
 */
export async function signingKey(db: Kysely<Database>, name: string, generate: () => string = newSecret): Promise<string> {
  const keys = known.get(db) ?? new Map<string, string>();
  known.set(db, keys);
  const cached = keys.get(name);
  if (cached) return cached;
  const read = async () => (await db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirst())?.secret;
  let secret = await read();
  if (!secret) {
    await db.insertInto('signing_keys').values({ name, secret: generate() }).onConflict((oc) => oc.column('name').doNothing()).execute();
    secret = await read();
    if (!secret) throw new Error(`signing key ${name} could not be stored`);
  }
  keys.set(name, secret);
  return secret;
}
