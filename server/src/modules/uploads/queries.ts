import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const recordUpload = (db: Db, upload: { name: string; userId: number; mime: string; bytes: number }) =>
  db.insertInto('uploads').values({ name: upload.name, user_id: upload.userId, mime: upload.mime, bytes: upload.bytes }).execute();

/** Whether this stored file was uploaded by this member (a profile may only show its own pictures). */
/** Records a member's upload with its removal queued (`expireLater`, in the same transaction): both or neither. */
export function recordExpiringUpload(db: Kysely<Database>, upload: { name: string; userId: number; mime: string; bytes: number }, expireLater: (trx: Transaction<Database>) => Promise<unknown>) {
  return db.transaction().execute(async (trx) => {
    await recordUpload(trx, upload);
    await expireLater(trx);
  });
}

export async function isUploadOwnedBy(db: Db, name: string, userId: number) {
  const row = await db.selectFrom('uploads').select('id').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** A record takes the member's own upload; false when it is not theirs or no longer exists. */
export async function attachUpload(db: Db, name: string, userId: number) {
  const row = await db
    .updateTable('uploads')
    .set((eb) => ({ attached_at: eb.fn.coalesce('attached_at', eb.val(new Date())) }))
    .where('name', '=', name)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** A record lets go of an upload (a replaced profile picture): it is now kept only as long as an unattached one. */
export const detachUpload = (db: Db, name: string) => db.updateTable('uploads').set({ attached_at: null }).where('name', '=', name).execute();

/**
 * Deletes the upload's row if no record has it, holding the row until the caller's transaction ends so that a
 * record taking it at the same moment waits and then finds it gone. Answers whether it was deleted.
 */
export async function deleteIfUnattached(db: Db, name: string) {
  const row = await db.deleteFrom('uploads').where('name', '=', name).where('attached_at', 'is', null).returning('name').executeTakeFirst();
  return Boolean(row);
}
