// A backup of the site: the database and every stored file, in one encrypted, compressed file named by its time, kept
// in the folder or the bucket the settings name, with the older ones beyond the policy (N daily, M monthly) removed.
// The database is dumped first, then the files: a file's key never changes its bytes, so every file the dump names is
// still there to copy (an upload removed in between is noted in the manifest as missing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../../plugins/storage.js';
import { BackupError, writeEncryptedArchive, type ArchiveEntry } from './archive.js';
import { DATABASE_ENTRY, type DatabaseDump } from './database.js';
import { describeTarget, type BackupSettings } from './settings.js';
import { backupName, expired, openBackupStore } from './targets.js';

export const MANIFEST_ENTRY = 'manifest.json';
export const STORAGE_PREFIX = 'storage/';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: { kind: DatabaseDump['kind']; entry: string; migrations: string[] };
  /** the stored files in the backup */
  files: number;
  /** files listed when the backup began that were removed before they were copied */
  missing: string[];
}

export interface BackupSource {
  /** the database, dumped into the scratch folder */
  dump(scratch: string): Promise<DatabaseDump>;
  /** the uploaded files (the folder or the bucket) */
  storage: Storage;
}

export interface BackupReport {
  name: string;
  /** where it was kept, in words */
  where: string;
  bytes: number;
  files: number;
  databaseSeconds: number;
  /** how long the embedded database was held for its copy (undefined for PostgreSQL, which is not held) */
  databaseHeldSeconds?: number;
  seconds: number;
  /** older backups removed by the policy */
  removed: string[];
}

export async function createBackup(source: BackupSource, settings: BackupSettings, { now = new Date() } = {}): Promise<BackupReport> {
  const key = settings.key;
  if (!key) throw new BackupError('BACKUP_KEY is not set: a backup holds personal data and is always encrypted. Make a key with `npm run backup -- --new-key` and keep it apart from the backups');
  const started = performance.now();
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fa-backup-'));
  const store = await openBackupStore(settings.target);
  try {
    const dump = await source.dump(scratch);
    const databaseSeconds = (performance.now() - started) / 1000;
    const keys = (await source.storage.list('')).sort();
    const missing: string[] = [];
    const { size: dumpSize } = await fs.promises.stat(dump.file);
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { name: DATABASE_ENTRY[dump.kind], size: dumpSize, body: () => fs.createReadStream(dump.file) as AsyncIterable<Buffer> };
      for (const storageKey of keys) {
        const stored = await source.storage.get(storageKey);
        if (!stored) {
          missing.push(storageKey);
          continue;
        }
        yield { name: `${STORAGE_PREFIX}${storageKey}`, size: stored.bytes, body: () => stored.stream as AsyncIterable<Buffer> };
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        createdAt: now.toISOString(),
        database: { kind: dump.kind, entry: DATABASE_ENTRY[dump.kind], migrations: dump.migrations },
        files: keys.length - missing.length,
        missing,
      };
      const bytes = Buffer.from(JSON.stringify(manifest, null, 2));
      yield { name: MANIFEST_ENTRY, size: bytes.length, body: () => bytes };
    }
    const name = backupName(now);
    const file = path.join(scratch, name);
    const bytes = await writeEncryptedArchive(file, key, entries());
    await store.put(name, file);
    const removed = expired(await store.list(), settings.keepDaily, settings.keepMonthly);
    for (const old of removed) await store.delete(old);
    return { name, where: describeTarget(settings.target), bytes, files: keys.length - missing.length, databaseSeconds, databaseHeldSeconds: dump.heldMs === undefined ? undefined : dump.heldMs / 1000, seconds: (performance.now() - started) / 1000, removed };
  } finally {
    store.close();
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

/** A size as an operator reads it. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
