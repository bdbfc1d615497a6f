// The server's test files (server/src and every feature's server half), as `npm run test:server` runs them: side by
// side on two workers, each file taken by the next free worker in this order. The slowest files come first, so that
// no long file starts when every other file is done and runs on alone while the second worker waits (the alphabet
// put two of them last, about a minute of a run). The list is what a clean run's log shows as the longest (a minute or
// so each: every route probed, several processes started); a file renamed or gone is only missing from the front.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server');

const SLOWEST_FIRST = [
  'src/http/bad-input.test.ts',
  'src/modules/backups/backups.test.ts',
  'src/rollout.test.ts',
  'src/http/authorization.test.ts',
  'src/topology.test.ts',
  'src/plugins/mail-crash.test.ts',
  'src/instances.test.ts',
  'src/cli/run.test.ts',
  'src/modules/staff/admin.test.ts',
  'src/compiled-server.test.ts',
  'src/db/data-folder.test.ts',
];

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(server, path.join(entry.parentPath, entry.name)));
}

const features = fs.readdirSync(path.join(server, '..'))
  .filter((name) => name.startsWith('mfe-'))
  .flatMap((remote) => {
    const dir = path.join(server, '..', remote, 'src/features');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((feature) => path.join(dir, feature, 'server')) : [];
  });
const all = [...testFiles(path.join(server, 'src')), ...features.flatMap(testFiles)].sort();
const first = SLOWEST_FIRST.filter((file) => all.includes(file));
console.log([...first, ...all.filter((file) => !first.includes(file))].join('\n'));
