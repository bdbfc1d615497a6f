import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { acquireLock } from './lock.js';

describe('the data folder lock', () => {
  let dir: string;
  before(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-lock-'))));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('refuses a folder another live process holds, with a clear message', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      const file = path.join(dir, 'held.lock');
      fs.writeFileSync(file, String(holder.pid));
      assert.throws(() => acquireLock(file, 'The database folder X'), (error: Error) => {
        assert.match(error.message, new RegExp(`already in use by another process \\(pid ${holder.pid}`));
        assert.match(error.message, /DATA_DIR/);
        return true;
      });
    } finally {
      holder.kill();
    }
  });

  test('takes over a lock left behind by a process that died', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    const file = path.join(dir, 'stale.lock');
    fs.writeFileSync(file, String(gone.pid));
    const lock = acquireLock(file, 'folder');
    assert.equal(fs.readFileSync(file, 'utf8'), String(process.pid));
    lock.release();
    assert.equal(fs.existsSync(file), false);
  });

  test('refuses opening the same folder twice in one process', () => {
    const file = path.join(dir, 'twice.lock');
    const lock = acquireLock(file, 'folder');
    assert.throws(() => acquireLock(file, 'folder'), /already open in this process/);
    lock.release();
  });
});
