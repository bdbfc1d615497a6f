// `npm run bench:start [-- --runs 7 --port 4560]`
//
// How long a restarted instance takes to answer its health check: the time from starting the process to the first 200
// from /api/health, for the server compiled by `npm run build` (`npm run serve`: `node server/serve.mjs`) and for the
// same source run through tsx (`node --import tsx server/src/main.ts`, as `npm run serve` ran before), in turn, `--runs`
// times each after one start of each not counted. Both start in production mode on one embedded database that the first
// start migrated and seeded, as an instance restarts on the database it left. Prints min/median/max per command.
// Builds nothing: run `npm run build` (or `npm run build -w server`) first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../config.js';
import { ascending, flag, freePort, numberFlag, percentile, table } from './load.js';

const args = process.argv.slice(2);
const runs = Math.round(numberFlag(args, 'runs', 7));
const port = flag(args, 'port', '') ? Math.round(numberFlag(args, 'port', 1)) : await freePort();

const compiled = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'main.js');
if (!fs.existsSync(compiled)) {
  console.error('The server is not built: run `npm run build` (or `npm run build -w server`) first.');
  process.exit(1);
}

const commands = [
  { label: 'compiled (node server/serve.mjs)', args: [path.join(repoRoot, 'server', 'serve.mjs')] },
  { label: 'tsx (node --import tsx server/src/main.ts)', args: ['--import', 'tsx', path.join(repoRoot, 'server', 'src', 'main.ts')] },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-bench-start-'));
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DEMO_CONTENT: '1', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '0' };
delete env.DATABASE_URL;

/** Starts one command, waits for its health check to answer, stops it; the milliseconds to the answer. */
async function timeStart(commandArgs: string[]) {
  const started = performance.now();
  const child = spawn(process.execPath, commandArgs, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${commandArgs.join(' ')} exited with ${child.exitCode} before it answered`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  const first = await timeStart(commands[0].args);
  console.log(`first start (a fresh database: migrated and seeded): ${(first / 1000).toFixed(2)} s`);
  const times: number[][] = commands.map(() => []);
  for (let run = 0; run <= runs; run++) {
    for (const [i, command] of commands.entries()) {
      const ms = await timeStart(command.args);
      if (run > 0) times[i].push(ms);
    }
  }
  console.log(`\nstart to /api/health answering, ${runs} runs each, in turn (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):\n`);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    table(
      ['command', 'min s', 'median s', 'max s'],
      commands.map((command, i) => {
        const sorted = ascending(times[i]);
        return [command.label, s(sorted[0]), s(percentile(sorted, 50)), s(sorted[sorted.length - 1])];
      }),
    ),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
