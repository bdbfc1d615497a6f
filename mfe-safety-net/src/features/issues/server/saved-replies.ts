// Saved replies: answers staff keep to insert into a reply and edit before sending, shared by every staff member.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SavedReply } from '../shapes.js';
import type { SavedReplyInput } from '../validation.js';
import { Refusal, uniqueViolation, type Database } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

const TITLE_TAKEN = 'Another saved reply has this title. Please choose another.';

const savedReplies = (db: Db) => db.selectFrom('saved_replies').select(['id', 'title', 'body', 'updated_at']);

const savedReplyOf = (row: { id: number; title: string; body: string; updated_at: Date }): SavedReply => ({
  id: Number(row.id),
  title: row.title,
  body: row.body,
  updated_at: row.updated_at.toISOString(),
});

/** Every saved reply, by title. */
export const listSavedReplies = async (db: Db) => (await savedReplies(db).orderBy(sql`lower(title)`).orderBy('id').execute()).map((r) => savedReplyOf(r));

export async function findSavedReply(db: Db, id: number) {
  const row = await savedReplies(db).where('id', '=', id).executeTakeFirst();
  return row && savedReplyOf(row);
}

/** Runs a write that names a title; one another saved reply has (in any case) breaks the unique index and is refused. */
async function withTitle<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    // The title's index is the table's one unique rule besides its generated id.
    if (uniqueViolation(error) !== null) throw new Refusal('conflicting', TITLE_TAKEN, { title: TITLE_TAKEN });
    throw error;
  }
}

export async function createSavedReply(trx: Transaction<Database>, userId: number, input: SavedReplyInput) {
  const { id } = await withTitle(() => trx.insertInto('saved_replies').values({ title: input.title, body: input.body, created_by: userId }).returning('id').executeTakeFirstOrThrow());
  return Number(id);
}

/** Changes the saved reply; false when there is none with this id. */
export async function updateSavedReply(trx: Transaction<Database>, id: number, input: SavedReplyInput) {
  const updated = await withTitle(() =>
    trx.updateTable('saved_replies').set({ title: input.title, body: input.body, updated_at: sql<Date>`now()` }).where('id', '=', id).executeTakeFirst(),
  );
  return Number(updated.numUpdatedRows) > 0;
}

/** Deletes the saved reply; false when there was none with this id. */
export async function deleteSavedReply(trx: Transaction<Database>, id: number) {
  const deleted = await trx.deleteFrom('saved_replies').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
