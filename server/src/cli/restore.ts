// `npm run restore -- <backup>`: a backup brought back into an empty database and an empty storage (modules/backups).
import { ValidationError } from 'yup';
import { LockError } from '../db/lock.js';
import { ConfigError } from '../env.js';
import { BackupError } from '../modules/backups/archive.js';
import { restoreCommand } from '../modules/backups/commands.js';

try {
  // Progress goes to stderr, so that `--decrypt` without a file can write the archive to stdout (`npm run -s`).
  process.exitCode = await restoreCommand(process.argv.slice(2), process.env, (line) => console.error(line));
} catch (error) {
  if (error instanceof ValidationError || error instanceof ConfigError || error instanceof BackupError || error instanceof LockError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
