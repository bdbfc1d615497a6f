// The database's part of a backup. PostgreSQL: pg_dump's custom format, one consistent snapshot taken while the site
// runs, brought back with pg_restore. The embedded PGlite: its data folder copied at one instant by the process that
// has it open (the site, through its socket, or this process), brought back as the folder.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { appliedMigrations } from '../../db/dump-socket.js';
import { BackupError } from './archive.js';

const run = promisify(execFile);

export type DatabaseKind = 'pglite' | 'postgres';

/** The database's entry in a backup, by its kind. */
export const DATABASE_ENTRY: Record<DatabaseKind, string> = { postgres: 'database.pgdump', pglite: 'database.pglite.tar' };

export interface DatabaseDump {
  kind: DatabaseKind;
  /** the dump, in the scratch folder */
  file: string;
  migrations: string[];
  /** how long the embedded database answered nothing while it was copied (PostgreSQL's pg_dump holds nothing) */
  heldMs?: number;
}

/**
 * PostgreSQL's own programs (pg_dump, pg_restore): PG_BIN if set, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin, else the PATH. Their version must be at least the server's.
 */
export function postgresProgram(name: 'pg_dump' | 'pg_restore') {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin', name) : name;
}

/** The URL without its password, which goes to the program in its environment instead (never in `ps`). */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function postgresTool(name: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const { url, env } = connection(databaseUrl);
  try {
    await run(postgresProgram(name), [...args, `--dbname=${url}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT') throw new BackupError(`${name} is not installed: install PostgreSQL's client programs (apt-get install postgresql-client), or set PG_BIN to their folder`);
    throw new BackupError(`${name} failed: ${String(stderr ?? (error as Error).message).trim()}`);
  }
}

/** The database, dumped into `scratch` by the means of its kind, while the site goes on using it. */
export async function dumpDatabase(handle: DatabaseHandle, databaseUrl: string | undefined, scratch: string): Promise<DatabaseDump> {
  const migrations = await appliedMigrations(handle);
  if (handle.kind === 'pglite') {
    if (!handle.dump) throw new BackupError('This embedded database cannot be copied');
    const file = path.join(scratch, DATABASE_ENTRY.pglite);
    const { heldMs } = await handle.dump(file);
    return { kind: 'pglite', file, migrations, heldMs };
  }
  if (!databaseUrl) throw new BackupError('The PostgreSQL database has no URL to dump it from');
  const file = path.join(scratch, DATABASE_ENTRY.postgres);
  // Uncompressed: the whole backup is compressed once, after.
  await postgresTool('pg_dump', ['--format=custom', '--compress=0', `--file=${file}`], databaseUrl);
  return { kind: 'postgres', file, migrations };
}

/** Whether a PostgreSQL database holds nothing yet (a restore goes only into an empty one). */
export async function isEmptyPostgres(handle: DatabaseHandle) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`.execute(handle.db);
  return rows[0].n === 0;
}

/** Brings a pg_dump back into the (empty) database at the URL, in one transaction: all of it or nothing. */
export async function restorePostgres(file: string, databaseUrl: string) {
  await postgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], databaseUrl);
}

/** The embedded database's folder under the data folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the data folder holds no embedded database yet. */
export const isEmptyPglite = (dataDir: string) => !fs.existsSync(pgliteFolder(dataDir)) || fs.readdirSync(pgliteFolder(dataDir)).length === 0;

/** Writes the copied folder back as the data folder's embedded database, and checks that it opens. */
export async function restorePglite(file: string, dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(pgliteFolder(dataDir), { loadDataDir: new Blob([await fs.promises.readFile(file)], { type: 'application/x-tar' }) });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}
