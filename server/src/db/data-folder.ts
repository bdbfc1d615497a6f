// The embedded database's copy for a backup, taken while the site runs. PGlite keeps its files in a folder on disk and
// runs one statement at a time through the site's one connection. The folder is copied once while the site goes on
// (file by file, by the kernel, the process answering meanwhile); then, holding that connection, a checkpoint writes
// every change so far into the files and only the files that changed since their copy are copied again (the log being
// written, a few tables): the database is held for that second pass only, tens of milliseconds where a whole copy of a
// 170 MB folder takes most of a second. The copy is then archived at leisure. (PGlite's own `dumpDataDir` reads and
// archives the whole folder without letting the process answer anything: 1.35 s for 49 MB.)
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { tarStream, type ArchiveEntry } from '../lib/tar.js';

/** How many files are copied at once: enough to keep the disk busy, few enough to leave the thread pool to others. */
const COPIES_AT_ONCE = 4;

interface Copied {
  /** the path inside the folder, with `/` between names */
  name: string;
  directory: boolean;
  size: number;
  mtime: Date;
}

/** Every file and folder under `from`, folders before what they hold, by name. */
async function listFolder(from: string) {
  const found: Array<{ name: string; directory: boolean }> = [];
  const walk = async (relative: string) => {
    for (const entry of await fs.promises.readdir(path.join(from, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        found.push({ name, directory: true });
        await walk(name);
      } else if (entry.isFile()) found.push({ name, directory: false });
    }
  };
  await walk('');
  return found;
}

/** Runs `work` on each item, `COPIES_AT_ONCE` at a time. */
async function eachAtOnce<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
}

/**
 * A copy of a folder whose files change while it is taken, made whole by `settle`: `copyFolder` copies everything
 * once (while the files may still change), then `settle` — called while nothing changes them — copies again only what
 * changed since its copy began, and removes what is gone. A file counts as changed when its size differs or it was
 * written within a second before its copy began or after (a file's time can lag a write by a clock tick).
 */
export async function copyFolder(from: string, to: string) {
  const copied = new Map<string, { began: number; size: number; mtime: Date }>();
  const copyFile = async (name: string) => {
    const began = Date.now();
    await fs.promises.mkdir(path.dirname(path.join(to, name)), { recursive: true });
    await fs.promises.copyFile(path.join(from, name), path.join(to, name), fs.constants.COPYFILE_FICLONE);
    const { size, mtime } = await fs.promises.stat(path.join(to, name));
    copied.set(name, { began, size, mtime });
  };
  const first = await listFolder(from);
  for (const { name, directory } of first) if (directory) await fs.promises.mkdir(path.join(to, name), { recursive: true });
  await eachAtOnce(
    first.filter((entry) => !entry.directory).map((entry) => entry.name),
    copyFile,
  );

  /** Brings the copy up to date; answers its entries (for the archive) and how many files it copied again. */
  const settle = async () => {
    const now = await listFolder(from);
    const again: string[] = [];
    const entries: Copied[] = [];
    const present = new Set(now.map((entry) => entry.name));
    for (const name of copied.keys()) {
      if (present.has(name)) continue;
      copied.delete(name);
      await fs.promises.rm(path.join(to, name), { force: true });
    }
    await eachAtOnce(now, async ({ name, directory }) => {
      if (directory) return fs.promises.mkdir(path.join(to, name), { recursive: true }).then(() => undefined);
      const source = await fs.promises.stat(path.join(from, name));
      const copy = copied.get(name);
      if (!copy || copy.size !== source.size || source.mtimeMs >= copy.began - 1000) {
        again.push(name);
        await copyFile(name);
      }
    });
    for (const { name, directory } of now) {
      const copy = directory ? undefined : copied.get(name);
      entries.push({ name, directory, size: copy?.size ?? 0, mtime: copy?.mtime ?? new Date() });
    }
    return { entries, copiedAgain: again.length };
  };
  return { settle };
}

/** Writes `entries` (inside `folder`) to `file` as a tar archive, each file read as its turn comes. */
async function writeFolderArchive(folder: string, entries: Copied[], file: string) {
  const archived: ArchiveEntry[] = entries.map(({ name, directory, size, mtime }) => ({
    name,
    directory,
    size,
    mtime,
    body: () => fs.createReadStream(path.join(folder, name)) as AsyncIterable<Buffer>,
  }));
  await pipeline(Readable.from(tarStream(archived)), fs.createWriteStream(file));
}

/**
 * Writes the embedded database's folder to `file` as a tar archive taken at one instant. The folder is copied beside
 * `file` while the site goes on; then, holding the database (its pool's one connection), a checkpoint writes every
 * change so far into the files and what changed since their copy is copied again; the database is given back and the
 * copy archived. Answers how long the database was held and how many files were copied while it was.
 */
export async function copyDataFolder(pool: pg.Pool, folder: string, file: string) {
  const copy = `${file}.folder`;
  try {
    // A checkpoint first, as any query (a moment's wait for the others), so the one made while holding the database
    // has little left to write; then the whole copy, and a first catching-up on what changed during it, while the site
    // goes on. Holding the database, only what changed during the catching-up remains to be copied.
    await pool.query('checkpoint');
    const copying = await copyFolder(folder, copy);
    await copying.settle();
    const client = await pool.connect();
    const held = performance.now();
    let settled: Awaited<ReturnType<typeof copying.settle>>;
    try {
      await client.query('checkpoint');
      settled = await copying.settle();
    } finally {
      client.release();
    }
    const heldMs = performance.now() - held;
    await writeFolderArchive(copy, settled.entries, file);
    return { heldMs, copiedAgain: settled.copiedAgain };
  } finally {
    await fs.promises.rm(copy, { recursive: true, force: true });
  }
}
