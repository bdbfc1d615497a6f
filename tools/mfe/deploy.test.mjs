import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sandbox } from './fixtures.mjs';

test('a writer that fails mid-change leaves the previous manifest intact, and a stale lock is taken over', async (t) => {
  const box = sandbox();
  t.after(box.cleanup);
  process.env.DEPLOY_DIR = box.env.DEPLOY_DIR;
  const { updatePins, readPins } = await import('./deploy.mjs');
  await updatePins(() => ({ pins: { 'mfe-public': { version: '1.0.0' } }, history: [] }));
  const before = fs.readFileSync(path.join(box.env.DEPLOY_DIR, 'manifest.json'), 'utf8');

  await assert.rejects(
    updatePins(() => {
      throw new Error('crashed while computing the new pins');
    }),
  );
  assert.equal(fs.readFileSync(path.join(box.env.DEPLOY_DIR, 'manifest.json'), 'utf8'), before);
  assert.deepEqual(fs.readdirSync(box.env.DEPLOY_DIR).filter((f) => f.endsWith('.tmp') || f.startsWith('.manifest.lock')), []);

  // A lock left behind by a killed writer more than 30 s ago does not block the next pin.
  const lock = path.join(box.env.DEPLOY_DIR, '.manifest.lock');
  fs.mkdirSync(lock);
  const old = new Date(Date.now() - 60_000);
  fs.utimesSync(lock, old, old);
  await updatePins((m) => ({ ...m, pins: { ...m.pins, 'mfe-account': { version: '2.0.0' } } }));
  assert.deepEqual(Object.keys(readPins().pins).sort(), ['mfe-account', 'mfe-public']);
});
