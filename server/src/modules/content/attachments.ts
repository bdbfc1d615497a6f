// Files a staff record takes from its writer's uploads (pictures, PDFs): only the writer's own, only of the kind the
// field expects (a picture is not a PDF), kept from the removal of unused uploads once taken, and let go when the
// record no longer shows them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { attachUpload, detachUpload } from '../uploads/queries.js';

type Db = Kysely<Database> | Transaction<Database>;

export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const PDF_TYPES = ['application/pdf'] as const;

/** Takes the caller's upload for a record; its size, or null when it is not theirs, is gone or is not of these types. */
export async function takeUpload(db: Db, key: string, actorId: number, types: readonly string[]) {
  const row = await db.selectFrom('uploads').select(['mime', 'bytes']).where('name', '=', key).where('user_id', '=', actorId).executeTakeFirst();
  if (!row || !types.includes(row.mime)) return null;
  await attachUpload(db, key, actorId);
  return { bytes: row.bytes };
}

/** Lets go of the files the record had and no longer shows. */
export async function releaseUnused(db: Db, had: Iterable<string>, shows: Iterable<string>) {
  const kept = new Set(shows);
  for (const key of new Set(had)) if (!kept.has(key)) await detachUpload(db, key);
}

/** The pictures uploaded into a record's rich text (`/api/storage/<key>`). */
export const pictureKeys = (html: string) => new Set([...html.matchAll(/<img\b[^>]*\bsrc="\/api\/storage\/([^"?/]+)/g)].map((m) => decodeURIComponent(m[1])));
