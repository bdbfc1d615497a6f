// Uploads no record takes are removed: each upload queues a job for a day later (a durable job, so a restart loses
// none), which deletes the row and the file unless a record has taken the file by then. A profile picture that is
// replaced is let go the same way.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteIfUnattached, detachUpload } from './queries.js';
import { deleteWithRenditions } from './renditions.js';

export const UPLOAD_EXPIRY_QUEUE = 'upload.remove-unattached';

/** Removes `name` after the configured time unless a record has taken it; written in the caller's transaction. */
export const expireLater = (app: FastifyInstance, trx: Kysely<Database> | Transaction<Database>, name: string) =>
  app.jobs.send(UPLOAD_EXPIRY_QUEUE, { name }, { trx, startAfterSeconds: app.config.unattachedUploadSeconds });

/** A record no longer uses the upload: it goes the way of one never taken. */
export async function letGo(app: FastifyInstance, trx: Transaction<Database>, name: string) {
  await detachUpload(trx, name);
  await expireLater(app, trx, name);
}

export async function workUploadExpiry(app: FastifyInstance) {
  await app.jobs.work<{ name: string }>(UPLOAD_EXPIRY_QUEUE, { retryLimit: 5, retryDelay: 60 }, async ({ name }) => {
    await app.db.transaction().execute(async (trx) => {
      // The file goes while the row is still held: if removing it fails, the row stays and the job retries.
      if (await deleteIfUnattached(trx, name)) await deleteWithRenditions(app.storage, name);
    });
  });
}
