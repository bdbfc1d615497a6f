// The embedded database opens in one process only: while the site runs, `npm run backup` asks the site itself for a
// copy, through a socket in the data folder that only the folder's owner can open (as they can read the folder anyway).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

export const dumpSocketPath = (dataDir: string) => path.join(dataDir, 'database.sock');

// A Unix socket's path is limited to about 107 bytes.
const MAX_SOCKET_PATH = 100;

/** The migrations a database has had, by name. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
  return rows.map((r) => r.name);
}

/** Serves the embedded database's copies on the data folder's socket; answers what closes it, or null when it cannot. */
export async function serveDatabaseDumps(handle: DatabaseHandle, dataDir: string, warn: (message: string) => void) {
  const dump = handle.dump;
  const socket = dumpSocketPath(dataDir);
  if (!dump) return null;
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    warn(`The data folder's path is too long for a socket (${socket}): npm run backup cannot copy the database while the site runs`);
    return null;
  }
  // This process holds the database's lock, so a socket file left there belongs to a process that is gone.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404).end();
      return;
    }
    (async () => {
      const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fa-database-copy-'));
      try {
        const migrations = await appliedMigrations(handle);
        const file = path.join(scratch, 'database.tar');
        const { heldMs } = await dump(file);
        const { size } = await fs.promises.stat(file);
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': size, 'x-migrations': JSON.stringify(migrations), 'x-held-ms': heldMs.toFixed(1) });
        await pipeline(fs.createReadStream(file), response);
      } finally {
        await fs.promises.rm(scratch, { recursive: true, force: true });
      }
    })().catch((error: unknown) => {
      warn(`The database could not be copied for a backup: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
    fs.chmodSync(socket, 0o600);
  } catch (error) {
    warn(`npm run backup cannot copy the database while the site runs: no socket at ${socket} (${error instanceof Error ? error.message : String(error)})`);
    server.close();
    return null;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A copy of the embedded database from the site that has it open, written to `file` (a tar archive of its folder); answers its migrations. */
export function requestDatabaseDump(dataDir: string, file: string): Promise<{ migrations: string[]; heldMs?: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: dumpSocketPath(dataDir), path: '/dump' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`The running site could not copy its database (status ${response.statusCode}): see its log`));
        return;
      }
      const migrations = JSON.parse(String(response.headers['x-migrations'] ?? '[]')) as string[];
      // (A site of an earlier release does not say how long it held its database.)
      const heldMs = response.headers['x-held-ms'] === undefined ? undefined : Number(response.headers['x-held-ms']);
      const expected = Number(response.headers['content-length']);
      pipeline(response, fs.createWriteStream(file))
        .then(async () => {
          const { size } = await fs.promises.stat(file);
          if (Number.isFinite(expected) && size !== expected) throw new Error(`The running site's copy of its database ended early (${size} of ${expected} bytes): see its log`);
          resolve({ migrations, heldMs });
        })
        .catch(reject);
    });
    request.on('error', (error) => reject(new Error(`The running site does not answer on ${dumpSocketPath(dataDir)} (${error.message}): is it a version with backups?`)));
  });
}
