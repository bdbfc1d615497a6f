// `npm run bench:backup [-- --members 20000 --rate 100 --against <checkout>]`
//
// What a backup of the embedded database costs the members using the site meanwhile: a site on a fresh embedded
// database (migrated, seeded, and given `--members` more members so the database has a realistic size) answers a
// signed-in member's profile (a read that always goes to the database) `--rate` times a second, as members would;
// `npm run backup` is run against it while it runs, as an operator or the nightly timer does. Prints the answers'
// latency before and during the backup (p50, p99, max) and the longest gap between two answers, for this checkout and,
// with `--against`, for another one (its server run through tsx from its own folder), one after the other.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { repoRoot } from '../config.js';
import { newBackupKey } from '../modules/backups/archive.js';
import { ascending, flag, freePort, numberFlag, percentile } from './load.js';

const args = process.argv.slice(2);
const members = Math.round(numberFlag(args, 'members', 20_000));
const rate = numberFlag(args, 'rate', 100);
/** requests are sent on this many connections at once, each at its share of the rate */
const connections = 4;
const against = flag(args, 'against', '');
const run = promisify(execFile);

const folderSize = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? folderSize(path.join(dir, entry.name)) : fs.statSync(path.join(dir, entry.name)).size), 0);

async function measure(root: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-bench-backup-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BACKUP_KEY: newBackupKey(), BACKUP_DIR: path.join(dataDir, 'backups'), SHUTDOWN_DELAY_SECONDS: '0' };
  delete env.DATABASE_URL;
  const tsx = ['--import', 'tsx'];
  try {
    // The members first, while no site holds the database: the command migrates and seeds it as a first start would.
    await run(process.execPath, [...tsx, path.join(root, 'server/src/cli/seed-members.ts'), String(members)], { cwd: root, env, maxBuffer: 1 << 24 });
    const child = spawn(process.execPath, [...tsx, path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
        if (i > 1200) throw new Error(`the site in ${root} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const login = (await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'hira.baloch@example.com', password: 'Demo@12345' }) })).json()) as { data: { token: string } };
      const headers = { authorization: `Bearer ${login.data.token}` };
      const answers: Array<{ at: number; ms: number; during: boolean }> = [];
      let during = false;
      let stop = false;
      const loop = async () => {
        let due = performance.now();
        while (!stop) {
          // Each request at its time, whether or not the one before took long (as members come regardless).
          due += (1000 * connections) / rate;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const started = performance.now();
          const res = await fetch(`${base}/api/user/profile`, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`the profile answered ${res.status}`);
          answers.push({ at: performance.now(), ms: performance.now() - started, during });
        }
      };
      const loops = Array.from({ length: connections }, loop);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      during = true;
      const backupStarted = performance.now();
      const { stdout } = await run(process.execPath, [...tsx, path.join(root, 'server/src/cli/backup.ts')], { cwd: root, env });
      const backupMs = performance.now() - backupStarted;
      during = false;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stop = true;
      await Promise.all(loops);
      const figures = (which: boolean) => {
        const chosen = answers.filter((a) => a.during === which);
        const sorted = ascending(chosen.map((a) => a.ms));
        const times = chosen.map((a) => a.at).sort((a, b) => a - b);
        const gap = times.slice(1).reduce((most, at, i) => Math.max(most, at - times[i]), 0);
        return `${String(chosen.length).padStart(6)} answers  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  max ${sorted[sorted.length - 1].toFixed(1).padStart(7)} ms${which ? `  longest gap ${gap.toFixed(1).padStart(7)} ms` : ""}`;
      };
      console.log(`${root}: embedded database ${(folderSize(path.join(dataDir, 'pglite')) / 1e6).toFixed(1)} MB, backup took ${(backupMs / 1000).toFixed(2)} s (${stdout.split('\n').find((line) => line.includes('dumped')) ?? ''})`);
      console.log(`  outside the backup ${figures(false)}`);
      console.log(`  during the backup  ${figures(true)}`);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const root of [repoRoot, ...(against ? [path.resolve(against)] : [])]) await measure(root);
