// `npm run seed:members -- <count>`: adds that many realistic members with complete profiles to the database the
// server uses (DATABASE_URL, or the embedded one under DATA_DIR; stop the server first when it is the embedded
// one, which one process owns), for load tests and the directory's bench. Never in production.
import path from 'node:path';
import { sql } from 'kysely';
import { repoRoot, s3StorageFromEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedBulkMembers } from '../db/seed/bulk-members.js';
import { seedIfFresh } from '../db/seed/seed.js';
import { checkEnv } from '../env.js';
import { openStorage } from '../plugins/storage.js';
import { runCommand } from './run.js';

const USAGE = 'usage: npm run seed:members -- <count>   (1 to 1000000 members)';

async function main(args: string[]) {
  const count = Number(args[0]);
  if (args.length !== 1 || !Number.isInteger(count) || count < 1 || count > 1_000_000) {
    console.error(USAGE);
    return 2;
  }
  checkEnv(process.env);
  if (process.env.NODE_ENV === 'production') {
    console.error('Refusing to add made-up members with NODE_ENV=production.');
    return 2;
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`;
  // The members' pictures go where the server keeps its files: the bucket when STORAGE_S3_BUCKET is set.
  const { storage, close: closeStorage } = await openStorage({ root: path.join(dataDir, 'storage'), s3: s3StorageFromEnv(process.env) });
  try {
    await migrateToLatest(database.db);
    await seedIfFresh(database.db, storage);
    console.log(`Adding ${count} members to ${where}…`);
    let reported = 0;
    const { added, ms } = await seedBulkMembers(database.db, storage, count, {
      onBatch: (done) => {
        if (done - reported >= 10_000 || done === count) {
          console.log(`  ${done} members`);
          reported = done;
        }
      },
    });
    const vacuumStarted = performance.now();
    // Fresh statistics for the planner, and a visibility map for index-only scans.
    await sql`vacuum (analyze) users, profiles, user_skills, directory_entries`.execute(database.db);
    const vacuumMs = performance.now() - vacuumStarted;
    const total = await database.db.selectFrom('directory_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(
      `Added ${added} members in ${(ms / 1000).toFixed(1)} s (${Math.round(added / (ms / 1000))} a second), then vacuum and analyze in ${(vacuumMs / 1000).toFixed(1)} s. ` +
        `The directory now holds ${total.n} complete profiles.`,
    );
    return 0;
  } finally {
    closeStorage();
    await database.close();
  }
}

await runCommand('seed:members', main);
