// The embedded database's copy for a backup, taken while the site writes: a copy of a folder that changes while it is
// taken is made whole by its second pass, and a database copied while rows are being written opens at one instant (no
// row half there, none missing before the last one it holds).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { copyFolder } from './data-folder.js';
import { openPglite } from './database.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-data-folder-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const contents = (dir: string): Record<string, string> => {
  const found: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        found[`${name}/`] = '';
        walk(name);
      } else found[name] = fs.readFileSync(path.join(dir, name), 'utf8');
    }
  };
  walk('');
  return found;
};

describe('a folder copied while it changes', () => {
  test('is made whole by the second pass: files changed in place (same size), added, removed, and an empty folder', async () => {
    const from = path.join(scratch, 'source');
    const to = path.join(scratch, 'copy');
    fs.mkdirSync(path.join(from, 'base/1'), { recursive: true });
    fs.mkdirSync(path.join(from, 'pg_tblspc'));
    fs.writeFileSync(path.join(from, 'base/1/100'), 'aaaa');
    fs.writeFileSync(path.join(from, 'base/1/200'), 'bbbb');
    fs.writeFileSync(path.join(from, 'PG_VERSION'), '17');
    // Files last written an hour ago (one written within a second of its copy is copied again whatever it holds).
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const name of ['base/1/100', 'base/1/200', 'PG_VERSION']) fs.utimesSync(path.join(from, name), hourAgo, hourAgo);
    const copying = await copyFolder(from, to);
    assert.deepEqual(contents(to), contents(from));

    // What a database does between the passes: a page rewritten in place, a new file, a file removed, a new folder.
    fs.writeFileSync(path.join(from, 'base/1/100'), 'cccc');
    fs.writeFileSync(path.join(from, 'base/1/300'), 'dddd');
    fs.rmSync(path.join(from, 'base/1/200'));
    fs.mkdirSync(path.join(from, 'pg_replslot'));
    const { entries, copiedAgain } = await copying.settle();
    assert.deepEqual(contents(to), contents(from));
    assert.equal(copiedAgain, 2, 'only the changed and the new file are copied again');
    assert.deepEqual(
      entries.map((e) => `${e.name}${e.directory ? '/' : ''}`),
      ['PG_VERSION', 'base/', 'base/1/', 'base/1/100', 'base/1/300', 'pg_replslot/', 'pg_tblspc/'],
    );
  });
});

describe('the embedded database copied while rows are written', () => {
  test('opens from its copy with every row up to one instant, and none after a gap', async () => {
    const dataDir = path.join(scratch, 'site');
    const handle = await openPglite(dataDir);
    try {
      await sql`create table written (n int primary key, body text not null)`.execute(handle.db);
      // Enough rows that the first pass takes a while; then writing goes on, one row at a time, during the copy.
      await sql`insert into written select n, repeat('x', 500) from generate_series(1, 20000) as n`.execute(handle.db);
      let writing = true;
      let last = 20000;
      const writer = (async () => {
        while (writing) {
          await sql`insert into written values (${++last}, 'during')`.execute(handle.db);
          // Each row as a request writes it: the next comes through the event loop, as the next request does.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const file = path.join(scratch, 'copy.tar');
      const { heldMs } = await handle.dump!(file);
      writing = false;
      await writer;
      assert.ok(heldMs >= 0);
      assert.ok(last > 20001, 'rows were written while the copy was taken');

      const opened = await PGlite.create(path.join(scratch, 'opened'), { loadDataDir: new Blob([fs.readFileSync(file)], { type: 'application/x-tar' }) });
      try {
        const { rows } = await opened.query<{ count: number; max: number }>('select count(*)::int as count, max(n) as max from written');
        assert.ok(rows[0].count >= 20000 && rows[0].count <= last);
        assert.equal(rows[0].max, rows[0].count, 'no row missing below the last one the copy holds');
      } finally {
        await opened.close();
      }
    } finally {
      await handle.close();
    }
  });
});
