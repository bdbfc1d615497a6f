import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { freshDatabase, PIN_STORES, sandbox } from './fixtures.mjs';

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

test('in PostgreSQL, a change that fails half-way leaves the pins as they were, and the next writer is not blocked', { skip: PIN_STORES[1].skip }, async (t) => {
  const { databasePinStore } = await import('./pins-db.mjs');
  const store = databasePinStore(await freshDatabase(t));
  t.after(() => store.close());
  const at = new Date().toISOString();
  const pinOf = (version) => ({ version, pinnedAt: at, reason: '', earlier: [] });
  const entryOf = (remote, version) => ({ remote, action: 'pin', version, previous: null, at, reason: '' });
  await store.change(() => ({ pins: { 'mfe-public': pinOf('1.0.0') }, entries: [entryOf('mfe-public', '1.0.0')] }));
  const before = await store.readTables();

  // The pin row and the first entry are written before the second entry fails: all of it is undone.
  await assert.rejects(
    store.change(() => ({ pins: { 'mfe-public': pinOf('2.0.0') }, entries: [entryOf('mfe-public', '2.0.0'), entryOf('mfe-public', null)] })),
    /null value/,
  );
  assert.deepEqual(await store.readTables(), before);

  await store.change(({ pins }) => {
    assert.equal(pins['mfe-public'].version, '1.0.0');
    return { pins: { 'mfe-account': pinOf('2.0.0') }, entries: [entryOf('mfe-account', '2.0.0')] };
  });
  const after = await store.readTables();
  assert.deepEqual(Object.keys(after.pins), ['mfe-account', 'mfe-public']);
  assert.deepEqual(after.history.map((h) => h.remote), ['mfe-public', 'mfe-account']);
});
