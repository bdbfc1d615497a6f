// `npm run backup`: a backup of the database and the stored files, encrypted with BACKUP_KEY, to BACKUP_DIR or
// BACKUP_S3_BUCKET (modules/backups). Works while the site runs, on PostgreSQL and on the embedded database alike.
import { backupCommand } from '../modules/backups/commands.js';
import { runCommand } from './run.js';

await runCommand('backup', (args) => backupCommand(args, process.env, (line) => console.log(line)));
