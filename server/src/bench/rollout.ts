// `bash tools/with-postgres.sh npm run bench:rollout [-- --rate 20 --seconds-between 5]`
//
// A rolling restart as an operator makes one (README, "Upgrading"): two web instances of the compiled server
// (`npm run serve --role web`, as ops/systemd/pafla-web@.service starts them) on one PostgreSQL, behind Caddy with
// ops/Caddyfile's own settings (its site address, upstreams and log file replaced for loopback), while visitors ask for
// server-rendered pages at `--rate` a second. Each instance in turn is stopped (SIGTERM, SHUTDOWN_DELAY_SECONDS=5 as
// ops/pafla.env.example sets it) and started again; meanwhile the other's readiness is asked directly every 250 ms,
// as Caddy asks it. Prints the visitors' failed answers, their latency, how long each instance took to be ready again,
// and how long the survivor's readiness took to answer while its twin started (Caddy drops an instance whose check
// takes longer than 2 s). Builds nothing: run `npm run build` first. Needs Debian's caddy and DATABASE_URL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../config.js';
import { ascending, freePort, numberFlag, percentile } from './load.js';

const args = process.argv.slice(2);
const rate = numberFlag(args, 'rate', 20);
const between = numberFlag(args, 'seconds-between', 5) * 1000;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Two instances share one PostgreSQL: run it as `bash tools/with-postgres.sh npm run bench:rollout`.');
  process.exit(2);
}
if (!fs.existsSync(path.join(repoRoot, 'server/dist/server/src/main.js'))) {
  console.error('The server is not built: run `npm run build` first.');
  process.exit(1);
}
if (spawnSync('caddy', ['version']).error) {
  console.error('caddy is not installed (apt-get install -y caddy).');
  process.exit(1);
}

const PAGES = ['/', '/events', '/membership', '/blog', '/about-us', '/login'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-bench-rollout-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  port: number;
  child: ChildProcess;
}

function startInstance(port: number): Instance {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/serve.mjs'), '--role', 'web'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_CONTENT: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, `data-${port}`),
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DELAY_SECONDS: '5',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { port, child };
}

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.ok,
    () => false,
  );

async function untilReady(port: number) {
  const started = performance.now();
  while (!(await ready(port))) await sleep(50);
  return performance.now() - started;
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const ports = [await freePort(), await freePort()];
const proxyPort = await freePort();
const instances = ports.map(startInstance);
let caddy: ChildProcess | undefined;
try {
  // The first start migrates and seeds the database; the second waits for it, as instances on one database do.
  for (const { port } of instances) await untilReady(port);
  const caddyfile = fs
    .readFileSync(path.join(repoRoot, 'ops/Caddyfile'), 'utf8')
    .replace('pafla.example.org {', `{\n\tadmin off\n\tauto_https off\n}\nhttp://127.0.0.1:${proxyPort} {`)
    .replace('127.0.0.1:3001 127.0.0.1:3002', ports.map((port) => `127.0.0.1:${port}`).join(' '))
    .replace(/\tlog \{[^}]*\}\n/, '');
  fs.writeFileSync(path.join(work, 'Caddyfile'), caddyfile);
  caddy = spawn('caddy', ['run', '--config', path.join(work, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: ['ignore', 'ignore', 'ignore'] });
  while (!(await fetch(`http://127.0.0.1:${proxyPort}/api/health`).then((r) => r.ok, () => false))) await sleep(100);

  const answers: Array<{ ms: number; ok: boolean; status: number }> = [];
  let stop = false;
  const visitors = async (lane: number, lanes: number) => {
    let due = performance.now() + (lane * 1000) / rate;
    for (let i = lane; !stop; i += lanes) {
      due += (1000 * lanes) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const started = performance.now();
      const status = await fetch(`http://127.0.0.1:${proxyPort}${PAGES[i % PAGES.length]}`, { signal: AbortSignal.timeout(15_000) }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      answers.push({ ms: performance.now() - started, ok: status >= 200 && status < 400, status });
    }
  };
  const lanes = 4;
  const load = Array.from({ length: lanes }, (_, lane) => visitors(lane, lanes));

  const probes: number[] = [];
  let probing: number | null = null;
  const prober = (async () => {
    while (!stop) {
      if (probing !== null) {
        const started = performance.now();
        await ready(probing);
        probes.push(performance.now() - started);
      }
      await sleep(250);
    }
  })();

  await sleep(between);
  const restarts: number[] = [];
  for (let i = 0; i < instances.length; i++) {
    probing = instances[1 - i].port;
    instances[i].child.kill('SIGTERM');
    await stopped(instances[i].child);
    const started = performance.now();
    instances[i] = startInstance(instances[i].port);
    await untilReady(instances[i].port);
    restarts.push(performance.now() - started);
    // Caddy sees it ready at its next check (every 2 s) before the other one goes.
    await sleep(between);
  }
  probing = null;
  stop = true;
  await Promise.all([...load, prober]);

  const sorted = ascending(answers.map((a) => a.ms));
  const failed = answers.filter((a) => !a.ok);
  const byStatus = failed.reduce<Record<string, number>>((all, a) => ({ ...all, [a.status || 'no answer']: (all[a.status || 'no answer'] ?? 0) + 1 }), {});
  const probed = ascending(probes);
  console.log(`rolling restart of 2 compiled web instances behind Caddy (ops/Caddyfile), ${rate} pages a second (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):`);
  console.log(`  pages asked            ${answers.length}, failed ${failed.length}${failed.length ? ` (${Object.entries(byStatus).map(([s, n]) => `${n} × ${s}`).join(', ')})` : ''}`);
  console.log(`  page latency           p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`);
  console.log(`  ready again after      ${restarts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (from start to readiness 200)`);
  console.log(`  survivor's readiness   ${probes.length} checks while its twin restarted: p50 ${percentile(probed, 50).toFixed(0)} ms, max ${probed[probed.length - 1].toFixed(0)} ms, over 2 s: ${probes.filter((ms) => ms > 2000).length}`);
} finally {
  caddy?.kill('SIGTERM');
  for (const { child } of instances) child.kill('SIGTERM');
  await Promise.all(instances.map(({ child }) => stopped(child)));
  fs.rmSync(work, { recursive: true, force: true });
}
