// Migrations run forward only, and a release runs on a database a newer release has migrated further (a rollout in
// progress, or a rollback of the code), but never on one whose history is not its own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
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

  test('a database that lacks one of this release’s migrations but has a newer one is refused', async () => {
    const last = (await applied()).at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-next-release', now())`.execute(database.db);
    await assert.rejects(migrateToLatest(database.db), new RegExp(`and lacks ${last}`));
  });
});
