import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { serveDatabaseDumps } from '../db/dump-socket.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** the open database: its kind and pool (for the job queue) */
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  dataDir: string;
  databaseUrl?: string;
  /** an already open database, owned (and closed) by the caller */
  database?: DatabaseHandle;
}

/** Opens the database (PGlite under the data folder, or PostgreSQL) and brings its schema up to date. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const handle = options.database ?? (await openDatabase({ ...options, onIdleError: (error) => app.log.warn({ err: error }, 'a database connection failed') }));
    try {
      const applied = await migrateToLatest(handle.db, {
        onAhead: (ahead) => app.log.warn({ ahead }, 'the database has migrations of a newer release: this release runs on it as it is (a rollout in progress, or a rollback)'),
      });
      if (applied.length) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      if (!options.database) await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    if (!options.database) {
      // The embedded database this process opened lends its copies to `npm run backup` while the site runs.
      const dumps = handle.kind === 'pglite' ? await serveDatabaseDumps(handle, options.dataDir, (message) => app.log.warn(message)) : null;
      app.addHook('onClose', async () => {
        await dumps?.close();
        await handle.close();
      });
    }
  },
  { name: 'db' },
);
