// A starting instance that has migrations to apply backs the site up first, and migrates only once the backup is
// written; with nothing to apply it takes none. On PostgreSQL, instances starting at once take one backup between them.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import Fastify from 'fastify';
import { Migrator, sql } from 'kysely';
import { connectPostgres, type DatabaseHandle } from '../../db/database.js';
import { loadMigrations } from '../../db/migrate.js';
import { loggerOptions } from '../../lib/logging.js';
import db from '../../plugins/db.js';
import { openTestDatabase } from '../../test/database.js';
import { backupBeforeMigrating } from './before-migrating.js';
import type { BackupSettings } from './settings.js';
import { BACKUP_NAME } from './targets.js';

type Line = Record<string, unknown>;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-before-migrating-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const folder = (name: string) => fs.mkdtempSync(path.join(scratch, `${name}-`));
const settingsFor = (dir: string, extra: Partial<BackupSettings> = {}): BackupSettings => ({
  key: randomBytes(32),
  oldKeys: [],
  target: { kind: 'folder', dir },
  keepDaily: 7,
  keepMonthly: 12,
  nightly: false,
  ...extra,
});
const backupsIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => BACKUP_NAME.test(name)) : []);

/** An instance's start, as far as its database: opened on `database`, backed up when migrations are pending, migrated. */
async function start(database: DatabaseHandle & { url?: string }, settings: BackupSettings | undefined, lines: Line[] = []) {
  const dataDir = folder('data');
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(JSON.parse(line) as Line) }) });
  app.register(db, { dataDir, database, beforeMigrating: backupBeforeMigrating({ settings, dataDir, databaseUrl: database.url }) });
  try {
    await app.ready();
  } finally {
    await app.close();
  }
  return lines;
}

const applied = async (database: DatabaseHandle) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((r) => r.name);

/** A database of the previous release: every migration but this release's newest. */
async function previousRelease() {
  const database = await openTestDatabase({ empty: true });
  const migrations = await loadMigrations();
  const names = Object.keys(migrations).sort();
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  assert.ifError((await migrator.migrateTo(names.at(-2)!)).error);
  return { database, names, pending: names.at(-1)! };
}

describe('the backup before migrating', () => {
  test('is taken when migrations are pending and a key is set, before they run; a start with nothing pending takes none', async () => {
    const { database, names, pending } = await previousRelease();
    try {
      const dir = folder('backups');
      const lines = await start(database, settingsFor(dir));
      const [backup] = backupsIn(dir);
      assert.equal(backupsIn(dir).length, 1);
      const written = lines.find((line) => String(line.msg).startsWith('backup before migrating written to'));
      assert.ok(written, 'the backup is logged as the one taken before migrating');
      assert.equal(written.backup, backup);
      assert.deepEqual(written.pending, [pending]);
      assert.match(String(written.msg), new RegExp(`to undo the migrations ${pending}: stop the site, then \`npm run restore -- ${backup}\``));
      const migrated = lines.findIndex((line) => line.msg === 'database migrated');
      assert.ok(migrated > lines.indexOf(written), 'migrated after the backup was written');
      assert.deepEqual(await applied(database), names);

      await start(database, settingsFor(dir));
      assert.deepEqual(backupsIn(dir), [backup], 'nothing pending: no backup');
    } finally {
      await database.close();
    }
  });

  test('that fails stops the start with nothing migrated, unless MIGRATE_WITHOUT_BACKUP=1 says to go on without it', async () => {
    const { database, names, pending } = await previousRelease();
    try {
      // A file where the backups' folder should be: the backup cannot be written.
      const blocked = path.join(folder('blocked'), 'backups');
      fs.writeFileSync(blocked, '');
      await assert.rejects(start(database, settingsFor(blocked)), /^BackupBeforeMigratingError: The database was not migrated: the backup before migrating failed \(.+\)\. Mend the backups .*MIGRATE_WITHOUT_BACKUP=1/);
      assert.deepEqual(await applied(database), names.slice(0, -1));

      const lines = await start(database, settingsFor(blocked, { migrateWithoutBackup: true }));
      const warning = lines.find((line) => String(line.msg).startsWith('no backup was taken before migrating'));
      assert.ok(warning);
      assert.match(String(warning.msg), new RegExp(`\\(${pending}\\): it failed \\(.+\\), and MIGRATE_WITHOUT_BACKUP=1 says to migrate without one`));
      assert.deepEqual(await applied(database), names);
    } finally {
      await database.close();
    }
  });

  test('without a key, the site migrates as before and warns that no backup was taken; a new database is migrated without either', async () => {
    const { database, names, pending } = await previousRelease();
    try {
      const lines = await start(database, undefined);
      assert.deepEqual(
        lines.filter((line) => line.level === 'warn').map((line) => line.msg),
        [`no backup was taken before migrating the database (${pending}): BACKUP_KEY is not set`],
      );
      assert.deepEqual(await applied(database), names);
    } finally {
      await database.close();
    }

    const fresh = await openTestDatabase({ empty: true });
    try {
      const dir = folder('backups');
      const lines = await start(fresh, settingsFor(dir));
      assert.deepEqual(backupsIn(dir), [], 'an empty database has nothing to keep');
      assert.deepEqual(lines.filter((line) => line.level === 'warn'), []);
      assert.deepEqual(await applied(fresh), names);
    } finally {
      await fresh.close();
    }
  });

  test('is taken once when several instances start at once on PostgreSQL, and every one of them starts', { skip: !process.env.DATABASE_URL && 'needs PostgreSQL' }, async () => {
    const { database, names } = await previousRelease();
    const others = [1, 2].map(() => ({ ...connectPostgres(database.url!, 4), url: database.url }));
    try {
      const dir = folder('backups');
      const starts = await Promise.all([database, ...others].map((handle) => start(handle, settingsFor(dir))));
      assert.equal(backupsIn(dir).length, 1);
      assert.equal(starts.filter((lines) => lines.some((line) => line.msg === 'database migrated')).length, 1);
      assert.deepEqual(await applied(database), names);
    } finally {
      for (const other of others) await other.close();
      await database.close();
    }
  });
});
