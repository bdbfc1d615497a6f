// `npm run restore -- <backup>`: a backup brought back into an empty database and an empty storage (modules/backups).
import { restoreCommand } from '../modules/backups/commands.js';
import { runCommand } from './run.js';

// Progress goes to stderr, so that `--decrypt` without a file can write the archive to stdout (`npm run -s`).
await runCommand('restore', (args) => restoreCommand(args, process.env, (line) => console.error(line)));
