// A start that fails for a reason an operator can mend says so in one sentence: PostgreSQL that cannot be reached (its
// host and port, never the password), a port another process holds.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './config.js';

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

test('a site whose PostgreSQL refuses the connection stops with one sentence naming it, and no stack or password', { timeout: 60_000 }, async () => {
  const dbPort = await closedPort();
  const { code, output } = await start({ DATABASE_URL: `postgres://pafla:not-this-one@127.0.0.1:${dbPort}/pafla`, PORT: String(await closedPort()) });
  assert.equal(code, 1);
  const fatal = output.split('\n').filter((line) => line.includes('"level":"fatal"') || line.includes('"level":60'));
  assert.equal(fatal.length, 1, output);
  assert.match(JSON.parse(fatal[0]).msg, new RegExp(`^The site could not start: PostgreSQL at 127\\.0\\.0\\.1:${dbPort} refused the connection: check that it is running`));
  assert.doesNotMatch(output, /not-this-one/);
  assert.doesNotMatch(output, /\n\s+at /);
});
