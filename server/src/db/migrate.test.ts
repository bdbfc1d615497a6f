// Migrations run forward only, and a release runs on a database a newer release has migrated further (a rollout in
// progress, or a rollback of the code), but never on one whose history is not its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { healthContract } from '../../../shared-api/src/contracts/health.js';
import { buildApp } from '../app.js';
import { loggerOptions } from '../lib/logging.js';
import { send } from '../test/api.js';
import { openTestDatabase, type TestDatabase } from '../test/database.js';
import { loadMigrations, migrateToLatest } from './migrate.js';

describe('migrations', () => {
  let database: TestDatabase;
  before(async () => (database = await openTestDatabase({ empty: true })));
  after(() => database.close());

  const applied = async () => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((r) => r.name);

  test('a fresh database is brought to this release’s migrations, and a second run has nothing to do', async () => {
    const names = Object.keys(await loadMigrations()).sort();
    assert.deepEqual(await migrateToLatest(database.db), names);
    assert.deepEqual(await applied(), names);
    assert.deepEqual(await migrateToLatest(database.db), []);
  });

  test('a database a newer release has migrated further is used as it is, and says which migrations are newer', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-next-release', now())`.execute(database.db);
    let ahead: string[] = [];
    assert.deepEqual(await migrateToLatest(database.db, { onAhead: (names) => (ahead = names) }), []);
    assert.deepEqual(ahead, ['999-from-the-next-release']);
    await sql`delete from kysely_migration where name = '999-from-the-next-release'`.execute(database.db);
  });

  test('a database with a migration this release never had before its newest one is refused', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('001-renamed-since', now())`.execute(database.db);
    await assert.rejects(migrateToLatest(database.db), /do not follow this release’s: it has 001-renamed-since/);
    await sql`delete from kysely_migration where name = '001-renamed-since'`.execute(database.db);
  });

  test('a database that lacks one of this release’s migrations before its newest is refused, and nothing runs', async () => {
    const names = await applied();
    const middle = names[Math.floor(names.length / 2)];
    await sql`delete from kysely_migration where name = ${middle}`.execute(database.db);
    await assert.rejects(migrateToLatest(database.db), new RegExp(`do not follow this release’s: it lacks ${middle}, while it has ${names.at(-1)}, which came after`));
    assert.deepEqual(await applied(), names.filter((name) => name !== middle));
    await sql`insert into kysely_migration (name, timestamp) values (${middle}, now())`.execute(database.db);
  });

  test('a database that lacks one of this release’s migrations but has a newer one is refused', async () => {
    const last = (await applied()).at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-next-release', now())`.execute(database.db);
    await assert.rejects(migrateToLatest(database.db), new RegExp(`it lacks ${last}, while it has 999-from-the-next-release`));
  });
});

// The way back from an upgrade: the previous release starts on the database this one migrated.
describe('a release starting on a database a newer release migrated', () => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-ahead-'));
  before(async () => (database = await openTestDatabase()));
  after(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (lines: Array<Record<string, unknown>>) =>
    buildApp({
      database,
      dataDir,
      deployDir: path.join(dataDir, 'deploy'),
      roles: ['web'],
      serverRender: false,
      logger: loggerOptions('warn', { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
    });

  test('starts without migrating, says so once, and serves', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('998-from-the-next-release', now()), ('999-and-another', now())`.execute(database.db);
    const lines: Array<Record<string, unknown>> = [];
    const app = start(lines);
    try {
      await app.ready();
      const warnings = lines.filter((line) => String(line.msg).includes('newer release'));
      assert.deepEqual(
        warnings.map((line) => line.msg),
        ['the database was migrated by a newer release: 998-from-the-next-release, 999-and-another; starting without migrating'],
      );
      assert.equal((await send(app, healthContract.getReadiness)).status, 200);
    } finally {
      await app.close();
      await sql`delete from kysely_migration where name in ('998-from-the-next-release', '999-and-another')`.execute(database.db);
    }
  });

  test('refuses to start when a migration it never had sits before its own newest', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('030-from-another-branch', now())`.execute(database.db);
    const app = start([]);
    try {
      await assert.rejects(async () => void (await app.ready()), /do not follow this release’s: it has 030-from-another-branch, which this release does not know and which comes before its newest/);
    } finally {
      await app.close().catch(() => undefined);
      await sql`delete from kysely_migration where name = '030-from-another-branch'`.execute(database.db);
    }
  });
});
