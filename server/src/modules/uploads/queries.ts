import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const recordUpload = (db: Db, upload: { name: string; userId: number; mime: string; bytes: number }) =>
  db.insertInto('uploads').values({ name: upload.name, user_id: upload.userId, mime: upload.mime, bytes: upload.bytes }).execute();

/** Whether this stored file was uploaded by this member (a profile may only show its own pictures). */
export async function isUploadOwnedBy(db: Db, name: string, userId: number) {
  const row = await db.selectFrom('uploads').select('id').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}
