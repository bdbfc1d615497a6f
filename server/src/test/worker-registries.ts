// Run as a process of its own by hooks.test.ts: starts a worker, which loads no routes file, and prints what it has
// registered (order kinds, file gates, certificate verifiers) as one line of JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { registeredVerifiers } from '../lib/certificate-verifiers.js';
import { registeredFileGates } from '../lib/file-gates.js';
import { registeredSeatListeners } from '../lib/freed-seats.js';
import { registeredOrderKinds } from '../lib/order-kinds.js';
import { PUBLIC_URL } from './app.js';
import { openTestDatabase } from './database.js';

const database = await openTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-worker-'));
const worker = buildApp({ database, dataDir, deployDir: path.join(dataDir, 'deploy'), publicUrl: PUBLIC_URL, roles: ['worker'], serverRender: false });
try {
  await worker.ready();
  console.log(JSON.stringify({ orderKinds: registeredOrderKinds(), fileGates: registeredFileGates(), certificateVerifiers: registeredVerifiers(), seatListeners: registeredSeatListeners() }));
} finally {
  await worker.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
