import fs from 'node:fs';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { featureMigrationFolders } from '../features.js';
import { isRecord } from '../lib/guards.js';
import type { Database } from './schema.js';

/** A migration's file: a three-digit number, a name, and TypeScript (or its compiled JavaScript). */
export const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.(ts|js)$/;
const folder = new URL('./migrations/', import.meta.url);

/** A migration file's module: its `up` (and `down`, if it has one). */
const isMigration = (value: unknown): value is Migration => isRecord(value) && typeof value.up === 'function';

/**
 * Every migration in `migrations/`, in the order of their numbers. A new one is a new file `NNN-name.ts`, found here by
 * its name (no list to edit); applied ones never change, and two files may not share a number.
 */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  // A feature's own migrations (`server/migrations/` in its folder, decision 044) take their numbers from the one sequence.
  const folders = [folder, ...featureMigrationFolders()];
  const where = new Map<string, URL>();
  for (const dir of folders) for (const file of fs.readdirSync(dir).filter((f) => MIGRATION_FILE.test(f))) where.set(file, dir);
  const files = [...where.keys()].sort();
  const numbers = new Map<string, string>();
  for (const file of files) {
    const number = file.slice(0, 3);
    const other = numbers.get(number);
    if (other && other.replace(/\.(ts|js)$/, '') !== file.replace(/\.(ts|js)$/, '')) throw new Error(`Migrations ${other} and ${file} share the number ${number}: renumber the newer one`);
    numbers.set(number, file);
  }
  const entries = await Promise.all(
    [...new Set(files.map((file) => file.replace(/\.(ts|js)$/, '')))].map(async (name) => {
      const dir = where.get(`${name}.ts`) ?? where.get(`${name}.js`) ?? folder;
      const migration: unknown = await import(new URL(`${name}.js`, dir).href);
      if (!isMigration(migration)) throw new Error(`Migration ${name} exports no up(db)`);
      return [name, migration] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The migrations the database has had, by name (none on a fresh database). */
async function appliedNames(db: Kysely<Database>) {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
}

/** Where the database stands against this release's migrations. */
export interface MigrationState {
  /** the migrations the database has had */
  applied: string[];
  /** this release's migrations it has not had yet, all after the ones it has */
  pending: string[];
  /** migrations of a newer release, all after every one this release knows */
  ahead: string[];
}

/**
 * The database's migrations against this release's. A history that is not this release's (a migration it never had
 * before its newest one, or one of its own missing before the newest the database has) is refused: the database was
 * restored from another site, or a release was rebuilt with a migration renamed or removed.
 */
async function migrationState(db: Kysely<Database>, migrations: Record<string, Migration>): Promise<MigrationState> {
  const known = Object.keys(migrations).sort();
  const applied = await appliedNames(db);
  const newestKnown = known.at(-1) ?? '';
  const newestApplied = applied.filter((name) => name in migrations).at(-1) ?? '';
  const unknown = applied.filter((name) => !(name in migrations));
  const missing = known.filter((name) => !applied.includes(name));
  const strangers = unknown.filter((name) => name < newestKnown);
  const gaps = missing.filter((name) => name < newestApplied || (unknown.length > 0 && !strangers.length));
  if (strangers.length || gaps.length)
    throw new Error(
      'The database’s migrations do not follow this release’s: ' +
        [
          strangers.length ? `it has ${strangers.join(', ')}, which this release does not know and which ${strangers.length === 1 ? 'comes' : 'come'} before its newest (${newestKnown})` : '',
          gaps.length ? `it lacks ${gaps.join(', ')}, while it has ${unknown.length && !strangers.length ? unknown.at(-1) : newestApplied}, which came after` : '',
        ]
          .filter(Boolean)
          .join('; and ') +
        '. This release will not start on it: run the release whose database it is, or restore a backup made before it was changed.',
    );
  return { applied, pending: missing, ahead: unknown };
}

/** The advisory lock one starting instance holds while it backs up and migrates. */
const UPGRADE_LOCK = 'site: back up and migrate';

/**
 * Brings the database forward to this release's migrations; migrations only ever run forward (none is undone: a
 * release that must take a change back does it in a new migration). A database a newer release has migrated further
 * (during a rollout, while the older instances still run, or after rolling the code back) is used as it is: every
 * migration is written to leave the previous release working (README, "Upgrade"), so this release runs on it, and
 * `onAhead` names the migrations it does not know. A database whose history is not this release's is refused
 * (`migrationState`).
 *
 * When migrations are pending, `beforeMigrating` runs first (the site backs the database up there) and the migrations
 * run only if it succeeds. With `lockAcrossInstances` (PostgreSQL, several instances starting at once), one instance at
 * a time does both, holding an advisory lock; the others wait, find nothing left to do, and start. The embedded
 * database has one process and one connection, which the lock would hold away from the work.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  {
    onAhead,
    beforeMigrating,
    lockAcrossInstances = false,
  }: { onAhead?: (unknown: string[]) => void; beforeMigrating?: (state: MigrationState) => Promise<void>; lockAcrossInstances?: boolean } = {},
): Promise<string[]> {
  const migrations = await loadMigrations();
  const state = await migrationState(db, migrations);
  if (state.ahead.length) {
    onAhead?.(state.ahead);
    return [];
  }
  if (!state.pending.length) return [];
  const migrate = async () => {
    // Another instance may have migrated while this one waited for the lock.
    const now = await migrationState(db, migrations);
    if (now.ahead.length) {
      onAhead?.(now.ahead);
      return [];
    }
    if (!now.pending.length) return [];
    await beforeMigrating?.(now);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      const reason = error instanceof Error ? error.message : String(error ?? '');
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
    }
    return results?.map((r) => r.migrationName) ?? [];
  };
  if (!lockAcrossInstances) return migrate();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${UPGRADE_LOCK}))`.execute(connection);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${UPGRADE_LOCK}))`.execute(connection);
    }
  });
}

