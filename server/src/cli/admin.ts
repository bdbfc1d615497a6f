// Administration from the command line, against the database the server uses (DATABASE_URL, or the
// embedded one under DATA_DIR; stop the server first when it is the embedded one, which one process owns).
import path from 'node:path';
import { ValidationError } from 'yup';
import { repoRoot } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ConfigError, checkEnv } from '../env.js';
import { createAdmin } from '../modules/staff/admin.js';

const USAGE = 'usage: npm run admin -- create-admin <email>';

async function main(args: string[]) {
  const [command, email, ...rest] = args;
  if (command !== 'create-admin' || !email || rest.length) {
    console.error(USAGE);
    return 2;
  }
  checkEnv(process.env);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data'),
  });
  try {
    await migrateToLatest(database.db);
    const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
    const result = await createAdmin(database.db, email, publicUrl);
    if (result.created) {
      console.log(`Created the admin account ${email.toLowerCase()} (member ${result.memberId}).`);
      console.log(`Its owner sets a password within the hour at:\n${result.resetUrl}`);
    } else {
      console.log(`${email.toLowerCase()} is an admin (member ${result.memberId}).`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ValidationError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 2;
  } else throw error;
}
