// The uploads module's jobs (found by name: modules/*/jobs.ts), worked by worker processes.
import { defineJob } from '../../plugins/jobs.js';
import { deleteIfUnattached } from './queries.js';
import { deleteWithRenditions } from './renditions.js';

/** An upload's time is up: remove the row and the file unless a record has taken it. */
export const uploadExpiry = defineJob<{ name: string }>({
  name: 'upload.remove-unattached',
  retry: { retryLimit: 5, retryDelay: 60 },
  async handler(app, { name }) {
    await app.db.transaction().execute(async (trx) => {
      // The file goes while the row is still held: if removing it fails, the row stays and the job retries.
      if (await deleteIfUnattached(trx, name)) await deleteWithRenditions(app.storage, name);
    });
  },
});
