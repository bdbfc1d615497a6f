// A PostgreSQL server of a test's own, on loopback, that the test may stop and start again (tools/with-postgres.sh
// starts the one every test shares, which no test may stop). Debian's PostgreSQL refuses to run as root, so the cluster
// belongs to the postgres user when the tests run as root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL's programs (initdb, pg_ctl), or null where none is installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** stops the server at once (open connections are cut), as a crash or an operator's restart does */
  stop(): void;
  start(): void;
  /** stops it and removes its files */
  remove(): void;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, program), asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args, { stdio: 'pipe' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-pg-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () => run('pg_ctl', ['-D', data, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    remove() {
      if (running) stop();
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
