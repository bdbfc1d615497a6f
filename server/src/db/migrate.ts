import fs from 'node:fs';
import { Migrator, type Kysely, type Migration } from 'kysely';
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

export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return results?.map((r) => r.migrationName) ?? [];
}
