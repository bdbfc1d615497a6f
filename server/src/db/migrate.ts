import fs from 'node:fs';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
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
  const files = fs
    .readdirSync(folder)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  const numbers = new Map<string, string>();
  for (const file of files) {
    const number = file.slice(0, 3);
    const other = numbers.get(number);
    if (other && other.replace(/\.(ts|js)$/, '') !== file.replace(/\.(ts|js)$/, '')) throw new Error(`Migrations ${other} and ${file} share the number ${number}: renumber the newer one`);
    numbers.set(number, file);
  }
  const entries = await Promise.all(
    [...new Set(files.map((file) => file.replace(/\.(ts|js)$/, '')))].map(async (name) => {
      const migration: unknown = await import(new URL(`${name}.js`, folder).href);
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

/**
 * Brings the database forward to this release's migrations; migrations only ever run forward (none is undone: a
 * release that must take a change back does it in a new migration). A database a newer release has migrated further
 * (during a rollout, while the older instances still run, or after rolling the code back) is used as it is: every
 * migration is written to leave the previous release working (README, "Upgrading"), so this release runs on it, and
 * `onAhead` names the migrations it does not know. A database that lacks one of this release's migrations while it
 * has a newer one, or has one this release never had before its newest, is refused: it is not this site's history.
 */
export async function migrateToLatest(db: Kysely<Database>, { onAhead }: { onAhead?: (unknown: string[]) => void } = {}) {
  const migrations = await loadMigrations();
  const known = Object.keys(migrations).sort();
  const applied = await appliedNames(db);
  const unknown = applied.filter((name) => !(name in migrations));
  if (unknown.length) {
    const newest = known.at(-1) ?? '';
    const missing = known.filter((name) => !applied.includes(name));
    if (missing.length || unknown.some((name) => name < newest))
      throw new Error(
        `The database’s migrations do not follow this release’s: it has ${unknown.join(', ')}, which this release does not know` +
          (missing.length ? `, and lacks ${missing.join(', ')}` : '') +
          '. Run the release that made them, or restore a backup made by this one.',
      );
    onAhead?.(unknown);
    return [];
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return results?.map((r) => r.migrationName) ?? [];
}
