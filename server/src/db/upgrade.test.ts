// An upgrade, as a site running the previous release goes through it: a copy of that release's database (made by the
// release itself and kept in test/releases/, see cli/release-database.ts) is migrated by the code under test, keeps
// every row, and serves. A migration the previous release applied is never edited, renamed or removed. PostgreSQL only
// (`bash tools/with-postgres.sh npm run test:server`, as CI runs it).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { accountContract } from '../../../shared-api/src/contracts/account.js';
import { ticketingContract } from '../../../shared-api/src/contracts/ticketing.js';
import { healthContract } from '../../../shared-api/src/contracts/health.js';
import { buildApp } from '../app.js';
import { restorePostgres } from '../modules/backups/database.js';
import { send } from '../test/api.js';
import { connectPostgres, type DatabaseHandle } from './database.js';
import { loadMigrations } from './migrate.js';

const databaseUrl = process.env.DATABASE_URL;
const releases = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/releases');
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const previous = fs.existsSync(path.join(releases, 'previous.json'))
  ? (JSON.parse(fs.readFileSync(path.join(releases, 'previous.json'), 'utf8')) as { commit: string; migrations: Record<string, string> })
  : null;

describe('upgrading from the previous release', { skip: !databaseUrl ? 'needs PostgreSQL: bash tools/with-postgres.sh npm run test:server' : !previous ? 'no previous release’s database in test/releases' : false }, () => {
  const name = `fa_upgrade_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-upgrade-'));
  let admin: DatabaseHandle;
  let url = '';

  before(async () => {
    admin = connectPostgres(databaseUrl!, 1);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const target = new URL(databaseUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
    await restorePostgres(path.join(releases, 'previous.pgdump'), url);
  });
  after(async () => {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the previous release’s migrations are all still here, each file as it was', async () => {
    const current = Object.keys(await loadMigrations());
    for (const [migration, hash] of Object.entries(previous!.migrations)) {
      assert.ok(current.includes(migration), `${migration} was applied by release ${previous!.commit.slice(0, 12)}: it may not be renamed or removed`);
      const file = path.join(migrationsDir, `${migration}.ts`);
      assert.equal(createHash('sha256').update(fs.readFileSync(file)).digest('hex'), hash, `${migration} was applied by release ${previous!.commit.slice(0, 12)}: it may not be edited (write a new migration)`);
    }
  });

  test('its database is migrated to this release on start, keeps every row, and serves', async () => {
    const database = connectPostgres(url, 2);
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ['users', 'profiles', 'orders', 'tickets', 'uploads', 'blogs', 'events', 'memberships'].map(async (table) => {
            const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db);
            return [table, rows[0].n] as const;
          }),
        ),
      );
    const before = await counts();
    assert.ok(before.users > 0 && before.orders > 0, 'the previous release’s demo data');
    const applied = async () => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((r) => r.name);
    assert.deepEqual(await applied(), Object.keys(previous!.migrations).sort());

    const app = buildApp({ databaseUrl: url, dataDir, deployDir: path.join(dataDir, 'deploy'), roles: ['web'], serverRender: false });
    try {
      await app.ready();
      assert.deepEqual(await applied(), Object.keys(await loadMigrations()).sort(), 'every migration of this release applied');
      assert.deepEqual(await counts(), before);
      assert.equal((await send(app, healthContract.getReadiness)).status, 200);
      // A member of the previous release signs in with their password, and the events it listed are still listed.
      const signedIn = await send(app, accountContract.signIn, { body: { email: 'hira.baloch@example.com', password: 'Demo@12345' } });
      assert.equal(signedIn.status, 200, signedIn.body.message);
      const events = await send(app, ticketingContract.getEvents, { query: { page: 1 } });
      assert.equal(events.status, 200);
      assert.ok(events.body.data.items.length > 0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
