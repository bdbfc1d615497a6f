// Uploads no record takes are removed: each upload queues a job for a day later (a durable job, so a restart loses
// none), which deletes the row and the file unless a record has taken the file by then. A profile picture that is
// replaced is let go the same way.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { uploadExpiry } from './jobs.js';
import { detachUpload } from './queries.js';

/** Removes `name` after the configured time unless a record has taken it; written in the caller's transaction. */
export const expireLater = (app: FastifyInstance, trx: Kysely<Database> | Transaction<Database>, name: string) =>
  app.jobs.queue(uploadExpiry, { name }, { trx, startAfterSeconds: app.config.unattachedUploadSeconds });

/** A record no longer uses the upload: it goes the way of one never taken. */
export async function letGo(app: FastifyInstance, trx: Transaction<Database>, name: string) {
  await detachUpload(trx, name);
  await expireLater(app, trx, name);
}
