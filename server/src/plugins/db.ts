import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { serveDatabaseDumps } from '../db/dump-socket.js';
import { migrateToLatest, type MigrationState } from '../db/migrate.js';
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
  /**
   * Runs when migrations are pending, before they run (the site backs the database up there); the migrations run only
   * if it succeeds, and the start fails with its error otherwise.
   */
  beforeMigrating?: (database: DatabaseHandle, state: MigrationState, log: FastifyBaseLogger) => Promise<void>;
}

/**
 * Opens the database (PGlite under the data folder, or PostgreSQL) and brings its schema up to date. On PostgreSQL,
 * instances starting at once take turns: one backs up and migrates, the others then find nothing to do.
 */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const { beforeMigrating } = options;
    const handle = options.database ?? (await openDatabase({ ...options, onIdleError: (error) => app.log.warn({ err: error }, 'a database connection failed') }));
    try {
      const applied = await migrateToLatest(handle.db, {
        // A rollout in progress, or a rollback of the code: every migration leaves the previous release working.
        onAhead: (ahead) => app.log.warn({ ahead }, `the database was migrated by a newer release: ${ahead.join(', ')}; starting without migrating`),
        beforeMigrating: beforeMigrating && ((state) => beforeMigrating(handle, state, app.log)),
        lockAcrossInstances: handle.kind === 'postgres',
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
