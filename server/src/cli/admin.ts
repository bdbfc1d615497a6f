// Administration from the command line, against the database the server uses (DATABASE_URL, or the
// embedded one under DATA_DIR; stop the server first when it is the embedded one, which one process owns).
import { migrateToLatest } from '../db/migrate.js';
import { checkEnv } from '../env.js';
import { createAdmin } from '../modules/staff/admin.js';
import { openSiteDatabase, runCommand } from './run.js';

const USAGE = 'usage: npm run admin -- create-admin <email>';

async function main(args: string[]) {
  const [command, email, ...rest] = args;
  if (command !== 'create-admin' || !email || rest.length) {
    console.error(USAGE);
    return 2;
  }
  checkEnv(process.env);
  const database = await openSiteDatabase(process.env);
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

await runCommand('admin', main);
