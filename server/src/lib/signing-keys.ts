// The server's random signing keys by name (ticket codes, ticket links, the test payment gateway): made on first use
// and kept in the database, so every instance of the server signs and checks with the same key.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newSecret } from './crypto.js';

export async function signingKey(db: Kysely<Database>, name: string): Promise<string> {
  await db.insertInto('signing_keys').values({ name, secret: newSecret() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirstOrThrow()).secret;
}
