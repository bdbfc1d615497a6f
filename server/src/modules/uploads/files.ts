// What every upload route does with a file, whichever module serves it: tells its type from its bytes, not its name,
// and stores the checked bytes as the member's upload, which is removed after a while unless a record takes it
// (expiry.ts). How a body the multipart parser cannot read is answered is the routes' (routes.ts, malformedUpload).
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newStorageKey } from '../../lib/crypto.js';
import { expireLater } from './expiry.js';
import { recordExpiringUpload } from './queries.js';

/** The file's type read from its bytes, not its name; undefined when it is none that file-type knows. */
export async function fileTypeOf(bytes: Buffer) {
  // Loaded on first use: it is a large ESM module that most processes never need.
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}

/**
 * Stores checked bytes as `userId`'s upload under a new key, with its removal queued; `record` writes what the
 * upload is for in the same transaction (all of it is kept, or none, and then not the file either). Answers the key
 * and what `record` answered.
 */
export async function storeUpload<T = undefined>(
  app: FastifyInstance,
  userId: number,
  file: { bytes: Buffer; mime: string; extension: string },
  record?: (trx: Transaction<Database>, key: string) => Promise<T>,
): Promise<{ key: string; recorded: T | undefined }> {
  const key = newStorageKey(file.extension);
  await app.storage.put(key, file.bytes, file.mime);
  let recorded: T | undefined;
  try {
    await recordExpiringUpload(app.db, { name: key, userId, mime: file.mime, bytes: file.bytes.length }, async (trx) => {
      await expireLater(app, trx, key);
      if (record) recorded = await record(trx, key);
    });
  } catch (error) {
    await app.storage.delete(key);
    throw error;
  }
  return { key, recorded };
}
