import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireLock } from './lock.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** the pool under `db`, for libraries that speak SQL themselves (the job queue) */
  pool: pg.Pool;
  /**
   * The embedded database's whole folder as a tar archive, taken at one instant while it keeps running (PGlite runs
   * one statement at a time: none runs while it is copied), for backups. PostgreSQL has pg_dump instead.
   */
  dump?: () => Promise<Buffer>;
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

/** Kysely over an open PGlite; PGlite runs queries one at a time, so the pool holds one connection. */
export function wrapPglite(pglite: PGlite, onClose: () => Promise<void> | void = () => pglite.close()): DatabaseHandle {
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pool,
    async dump() {
      // Every change made so far written to the data files, so the copy needs no replay of the log to be whole.
      await pglite.query('checkpoint');
      return Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
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
    return wrapPglite(pglite, async () => {
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

export const openDatabase = (options: { databaseUrl?: string; dataDir: string; onIdleError?: (error: Error) => void }) =>
  options.databaseUrl ? Promise.resolve(connectPostgres(options.databaseUrl, 10, options.onIdleError)) : openPglite(options.dataDir);
