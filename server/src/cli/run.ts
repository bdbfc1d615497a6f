// What the npm run commands on the site's database share: their arguments, the exit code their main returns, and a
// short message instead of a stack trace for what the operator can mend (a setting, the database's server, a backup).
import path from 'node:path';
import { ValidationError } from 'yup';
import { repoRoot } from '../config.js';
import { openDatabase } from '../db/database.js';
import { LockError } from '../db/lock.js';
import { ConfigError } from '../env.js';
import { unreachableDatabase } from '../lib/pg-errors.js';
import { TarError } from '../lib/tar.js';
import { BackupError } from '../modules/backups/archive.js';

/** The database the server uses: PostgreSQL when DATABASE_URL is set, otherwise the embedded one under DATA_DIR. */
export const openSiteDatabase = (env: NodeJS.ProcessEnv) =>
  openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data') });

/**
 * Runs a command's `main` with the command line's arguments, and exits with what it returns. Bad input or a bad
 * environment exits 2 with its message; the embedded database held by the running site exits 1 and says to stop
 * the site for `npm run <command>`; PostgreSQL that cannot be reached or refuses the site (DATABASE_URL), and a backup
 * that cannot be made or restored, exit 1 with one sentence saying what to check. Anything else is a fault, thrown as it is.
 */
export async function runCommand(command: string, main: (args: string[]) => Promise<number>) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ValidationError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 2;
    } else if (error instanceof LockError) {
      // The embedded database opens in one process: the site's.
      console.error(`${error.message.replace(/ Stop that process.*$/, '')} On the embedded database, stop the site for npm run ${command}, then start it again.`);
      process.exitCode = 1;
    } else if (error instanceof BackupError || error instanceof TarError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      const unreachable = process.env.DATABASE_URL ? unreachableDatabase(error, process.env.DATABASE_URL) : null;
      if (!unreachable) throw error;
      console.error(unreachable);
      process.exitCode = 1;
    }
  }
}
