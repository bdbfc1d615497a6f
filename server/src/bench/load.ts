// Small helpers for the benchmark scripts (soak.ts, api.ts, pages.ts, mail.ts): keep-alive requests over node:http, latency
// percentiles, plain-text tables and a rerun under a throw-away PostgreSQL. No dependency: Node's own http client is
// faster than fetch for this.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** What a browser sends: the server compresses answers for it, so a load that omits it measures another server. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

export interface Answer {
  status: number;
  bytes: number;
  body: Buffer;
}

// An idle connection is closed by the client after 20 s, well before the server's keep-alive timeout (Fastify: 72 s):
// otherwise a request sent on a connection the server is closing at that moment fails with ECONNRESET.
export const keepAliveAgent = (connections: number) => new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, timeout: 20_000 });

/** One request; resolves with the status and the raw (possibly compressed) body, rejects on a network error or after `timeoutMs`. */
export function send(
  agent: http.Agent,
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
    const request = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, bytes: all.length, body: all });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The p-th percentile (0–100) of ascending values; NaN when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const ascending = (values: number[]) => Float64Array.from(values).sort();

export interface ClosedLoopResult {
  requests: number;
  seconds: number;
  /** status (or network error message) → count, for answers other than 200 */
  failures: Record<string, number>;
  /** every answer's time in ms */
  latencies: number[];
  /** body bytes as they crossed the wire (compressed when the server compressed) */
  bytes: number;
}

/**
 * `connections` clients each send the next request as soon as the previous answer is read, for `seconds`:
 * the server's throughput at that concurrency.
 */
export async function closedLoop(options: { url: string; connections: number; seconds: number; headers?: Record<string, string> }): Promise<ClosedLoopResult> {
  const url = new URL(options.url);
  const agent = keepAliveAgent(options.connections);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let bytes = 0;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const answer = await send(agent, url, { headers: options.headers });
        latencies.push(performance.now() - sent);
        bytes += answer.bytes;
        if (answer.status !== 200) failures[answer.status] = (failures[answer.status] ?? 0) + 1;
      } catch (error) {
        const key = (error as Error).message;
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { requests: latencies.length, seconds, failures, latencies, bytes };
}

/** Several closed-loop slices of one server as one: throughput over their total time, percentiles over every answer. */
export function combine(slices: ClosedLoopResult[]) {
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const seconds = slices.reduce((n, s) => n + s.seconds, 0);
  const failures: Record<string, number> = {};
  for (const s of slices) for (const [k, v] of Object.entries(s.failures)) failures[k] = (failures[k] ?? 0) + v;
  const sorted = ascending(slices.flatMap((s) => s.latencies));
  return {
    requests,
    rate: requests / seconds,
    failures,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    meanBytes: requests ? slices.reduce((n, s) => n + s.bytes, 0) / requests : 0,
  };
}

/** A free TCP port on loopback (for a server or a database that must be told its port up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Rows as an aligned text table; numbers are right-aligned. */
export function table(header: string[], rows: Array<Array<string | number>>) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[], source: Array<string | number>) =>
    row.map((cell, i) => (typeof source[i] === 'number' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(cells[0], header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((row, i) => line(cells[i + 1], row))].join('\n');
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** `npm run x -- --seconds 60`: the value after a flag, or the default. */
export function flag(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(`--${name}`);
  if (at >= 0 && at + 1 < args.length) return args[at + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

export function numberFlag(args: string[], name: string, fallback: number) {
  const value = Number(flag(args, name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number`);
    process.exit(2);
  }
  return value;
}

/**
 * Runs a bench script again for PostgreSQL inside tools/with-postgres.sh (a throw-away cluster on a free loopback
 * port), with `--db postgres` in place of the caller's `--db`; answers its exit code.
 */
async function rerunUnderPostgres(script: string, args: string[], repoRoot: string): Promise<number> {
  if (!fs.existsSync('/usr/lib/postgresql')) {
    console.error('PostgreSQL is not installed (`apt-get install -y postgresql`) and DATABASE_URL is not set: skipping the PostgreSQL run.');
    return 1;
  }
  const rest = args.filter((a, i) => !(a === '--db' || args[i - 1] === '--db' || a.startsWith('--db=')));
  const child = spawn('bash', [path.join(repoRoot, 'tools/with-postgres.sh'), process.execPath, '--import', 'tsx', script, '--db', 'postgres', ...rest], {
    stdio: 'inherit',
    env: { ...process.env, PGPORT_TEST: String(await freePort()) },
  });
  return new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/**
 * Runs `bench` on the databases `choice` names: the embedded PGlite here, and PostgreSQL at DATABASE_URL or, without
 * it, by running `script` again under a throw-away cluster.
 */
export async function onEachDatabase(choice: string, bench: (kind: 'pglite' | 'postgres', databaseUrl?: string) => Promise<void>, script: string, args: string[], repoRoot: string) {
  if (choice === 'pglite' || choice === 'both') await bench('pglite');
  if (choice === 'postgres' || choice === 'both') {
    if (process.env.DATABASE_URL) await bench('postgres', process.env.DATABASE_URL);
    else process.exitCode = await rerunUnderPostgres(script, args, repoRoot);
  }
}

/**
 * The load client in a process of its own (load-worker.ts), so its work never shares the event loop of the servers it
 * measures: each `run` is one closed-loop load of a URL with these connections and headers.
 */
export function loadClient(connections: number, headers: Record<string, string>) {
  const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  let serial = 0;
  const pending = new Map<number, (result: ClosedLoopResult) => void>();
  child.on('message', (message: { id: number; result: ClosedLoopResult }) => pending.get(message.id)?.(message.result));
  return {
    run: (url: string, seconds: number) =>
      new Promise<ClosedLoopResult>((resolve) => {
        const id = ++serial;
        pending.set(id, resolve);
        child.send({ id, load: { url, connections, seconds, headers } });
      }),
    close: () => child.disconnect(),
  };
}
