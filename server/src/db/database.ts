import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { copyDataFolder } from './data-folder.js';
import { acquireLock } from './lock.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** the pool under `db`, for libraries that speak SQL themselves (the job queue) */
  pool: pg.Pool;
  /**
   * Writes the embedded database's whole folder to `file` as a tar archive (the one PGlite's `loadDataDir` opens),
   * taken at one instant while the site keeps running, for backups. PostgreSQL has pg_dump instead.
   */
  dump?: (file: string) => Promise<{ heldMs: number }>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' strings (a JS Date would shift them by the server's time zone); bigint ids and
// counts become numbers (they stay far below 2^53).
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * The site's queries are short and many (a page of a list, a count, a search): a parallel plan's workers take longer
 * to start than the query takes alone on a small database server. Measured on 2 cores: counting 200,000 orders took
 * 162 ms in parallel and 20 ms without (npm run bench:staff-search). So the site's sessions plan without them; the
 * database's own setting still applies to anyone else (reports, psql).
 */
const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

export function connectPostgres(connectionString: string, max = 10, onIdleError: (error: Error) => void = () => undefined): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes, options: SESSION_OPTIONS });
  // An idle connection can fail (the server restarts, a proxy drops it); the pool replaces it, and the process must not crash.
  pool.on('error', onIdleError);
  // So can one the pool has handed out, between its query's answer and its return to the pool (the pool listens only
  // to idle ones): PostgreSQL stopping ends every connection at once. The query in flight fails as it would anyway,
  // and the pool drops the connection when it comes back.
  pool.on('connect', (client) => client.on('error', onIdleError));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', pool, close: () => db.destroy() };
}

/**
 * Kysely over an open PGlite; PGlite runs queries one at a time, so the pool holds one connection. `folder` is where
 * the database keeps its files, when it keeps them on disk.
 */
export function wrapPglite(pglite: PGlite, onClose: () => Promise<void> | void = () => pglite.close(), folder?: string): DatabaseHandle {
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pool,
    async dump(file) {
      if (folder) return copyDataFolder(pool, folder, file);
      // A database in memory: PGlite archives it itself, holding the process while it does (tests only).
      const held = performance.now();
      await pglite.query('checkpoint');
      await fs.promises.writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
      return { heldMs: performance.now() - held };
    },
    async close() {
      await db.destroy();
      await onClose();
    },
  };
}

/** The embedded database, persisted under `<dataDir>/pglite`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = path.join(dataDir, 'pglite');
  const lock = acquireLock(path.join(dataDir, 'pglite.lock'), `The database folder ${folder}`);
  try {
    const pglite = await PGlite.create(folder);
    return wrapPglite(
      pglite,
      async () => {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
      folder,
    );
  } catch (error) {
    lock.release();
    throw error;
  }
}

export const openDatabase = (options: { databaseUrl?: string; dataDir: string; onIdleError?: (error: Error) => void }) =>
  options.databaseUrl ? Promise.resolve(connectPostgres(options.databaseUrl, 10, options.onIdleError)) : openPglite(options.dataDir);
