// Each test file gets its own real database. PGlite: migrated and seeded once into a template (cached
// in the temp folder, keyed by a hash of the schema and seed code) and loaded per file. With DATABASE_URL:
// a freshly created PostgreSQL database, dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { connectPostgres, wrapPglite, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedIfFresh } from '../db/seed/seed.js';
import { DiskStorage } from '../plugins/storage.js';

const TEMPLATE_PREFIX = 'fa-server-template-';
const dbFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db');

function schemaHash() {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(dbFolder);
  return hash.digest('hex').slice(0, 16);
}

// The seed's files (images, PDFs) are kept beside the template and copied into each test's data folder.
const filesOf = (template: string) => `${template}.files`;

async function buildTemplate(file: string) {
  const pglite = await PGlite.create();
  const handle = wrapPglite(pglite, () => undefined);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-seed-'));
  try {
    await migrateToLatest(handle.db);
    await seedIfFresh(handle.db, new DiskStorage(scratch));
    fs.rmSync(filesOf(file), { recursive: true, force: true });
    fs.cpSync(scratch, filesOf(file), { recursive: true });
    await handle.close();
    const dump = await pglite.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Templates of earlier schemas are never used again.
    for (const old of fs.readdirSync(os.tmpdir())) {
      const stale = path.join(os.tmpdir(), old);
      // (Another process's template of this schema, half written, is left alone.)
      if (old.startsWith(TEMPLATE_PREFIX) && !stale.startsWith(file)) fs.rmSync(stale, { recursive: true, force: true });
    }
  } finally {
    await pglite.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

export type TestDatabase = DatabaseHandle & {
  /** the seeded files of a database loaded from the template; a fresh PostgreSQL is seeded by the app itself */
  seededFiles?: string;
};

async function openPgliteFromTemplate(): Promise<TestDatabase> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${schemaHash()}.tar.gz`);
  if (!fs.existsSync(file) || !fs.existsSync(filesOf(file))) await buildTemplate(file);
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' }) });
  return { ...wrapPglite(pglite), seededFiles: filesOf(file) };
}

async function openFreshPostgres(url: string): Promise<DatabaseHandle> {
  const name = `fa_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(url, 1);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = connectPostgres(target.toString(), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      // Wait for the closed connections' backends to go, so forcing the drop never hits a connection still saying goodbye.
      for (let i = 0; i < 100; i++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin.db);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}

export const openTestDatabase = (): Promise<TestDatabase> =>
  process.env.DATABASE_URL ? openFreshPostgres(process.env.DATABASE_URL) : openPgliteFromTemplate();
