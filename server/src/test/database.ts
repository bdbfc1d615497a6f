// Each test file gets its own real database, copied from a template migrated and seeded once (keyed by a hash of the
// schema and seed code). PGlite: the template is a dump cached in the temp folder and loaded per file. With
// DATABASE_URL: a PostgreSQL database made with `create database … template`, a copy of files that takes a fraction of
// migrating and seeding (about 0.3 s against 2.5 s), dropped afterwards.
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
  /** the seeded files of a database copied from the template */
  seededFiles?: string;
  /** on PostgreSQL, the database's connection string (for a server process a test starts on it) */
  url?: string;
};

async function openPgliteFromTemplate(): Promise<TestDatabase> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${schemaHash()}.tar.gz`);
  if (!fs.existsSync(file) || !fs.existsSync(filesOf(file))) await buildTemplate(file);
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' }) });
  return { ...wrapPglite(pglite), seededFiles: filesOf(file) };
}

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * The migrated and seeded template database of this schema on the server at `url`, with the seed's files beside it in
 * the temp folder; built by the first caller while the others wait on an advisory lock.
 */
async function postgresTemplate(url: string, admin: DatabaseHandle) {
  const hash = schemaHash();
  const name = `fa_template_${hash}`;
  const files = path.join(os.tmpdir(), `fa-server-pg-template-${hash}-${createHash('sha256').update(url).digest('hex').slice(0, 8)}.files`);
  await sql`select pg_advisory_lock(hashtext('fa-server-test-template'))`.execute(admin.db);
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin.db);
    if (rows[0].n === 1 && fs.existsSync(files)) return { name, files };
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const template = connectPostgres(databaseUrl(url, name), 1);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-seed-'));
    try {
      await migrateToLatest(template.db);
      await seedIfFresh(template.db, new DiskStorage(scratch));
      fs.rmSync(files, { recursive: true, force: true });
      fs.cpSync(scratch, files, { recursive: true });
    } finally {
      await template.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    return { name, files };
  } finally {
    await sql`select pg_advisory_unlock(hashtext('fa-server-test-template'))`.execute(admin.db);
  }
}

async function openFreshPostgres(url: string, empty: boolean): Promise<TestDatabase> {
  const name = `fa_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(url, 1);
  const template = empty ? undefined : await postgresTemplate(url, admin);
  if (template) await sql`create database ${sql.id(name)} template ${sql.id(template.name)}`.execute(admin.db);
  else await sql`create database ${sql.id(name)}`.execute(admin.db);
  const handle = connectPostgres(databaseUrl(url, name), 4);
  return {
    ...handle,
    seededFiles: template?.files,
    url: databaseUrl(url, name),
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

/**
 * A database of its own for one test file: migrated and seeded from the template, or with `empty`, a database nobody
 * has migrated or seeded yet (for what the server does on its first start).
 */
export const openTestDatabase = async ({ empty = false } = {}): Promise<TestDatabase> => {
  if (process.env.DATABASE_URL) return openFreshPostgres(process.env.DATABASE_URL, empty);
  return empty ? wrapPglite(await PGlite.create()) : openPgliteFromTemplate();
};
