// `npm run backup`: a backup of the database and the stored files, encrypted with BACKUP_KEY, to BACKUP_DIR or
// BACKUP_S3_BUCKET (modules/backups). Works while the site runs, on PostgreSQL and on the embedded database alike.
import { ValidationError } from 'yup';
import { LockError } from '../db/lock.js';
import { ConfigError } from '../env.js';
import { BackupError } from '../modules/backups/archive.js';
import { backupCommand } from '../modules/backups/commands.js';

try {
  process.exitCode = await backupCommand(process.argv.slice(2), process.env, (line) => console.log(line));
} catch (error) {
  if (error instanceof ValidationError || error instanceof ConfigError || error instanceof BackupError || error instanceof LockError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
