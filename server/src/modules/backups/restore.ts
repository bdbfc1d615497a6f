// A backup brought back into an empty database and an empty storage: read whole once to prove it is intact and made
// with a key we have (nothing is changed before), then the database, then every file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { mimeOf, type Storage } from '../../plugins/storage.js';
import { archiveStream, BackupError, keyFor, readArchiveOnce, tarEntries } from './archive.js';
import { MANIFEST_ENTRY, STORAGE_PREFIX, type BackupManifest } from './backup.js';
import { DATABASE_ENTRY, type DatabaseKind } from './database.js';

export interface RestoreTarget {
  /** the kind of database the backup goes into */
  kind: DatabaseKind;
  /** whether that database holds nothing yet */
  databaseIsEmpty(): Promise<boolean>;
  /** brings the dump in the file, made from a database of the kind given, back into it */
  restoreDatabase(file: string, kind: DatabaseKind): Promise<void>;
  storage: Storage;
  /** where the files go, in words (the folder, or the bucket) */
  storageWhere: string;
  /**
   * What that storage holds already: in a folder every file and folder, uploads or not (a file that is no upload is
   * still someone's); in a bucket the uploads (it may also hold the published remotes and the backups, apart)
   */
  storageContents(): Promise<string[]>;
}

export interface RestoreReport {
  manifest: BackupManifest;
  files: number;
  verifySeconds: number;
  seconds: number;
}

const kindOfEntry = (name: string) => (Object.entries(DATABASE_ENTRY) as Array<[DatabaseKind, string]>).find(([, entry]) => entry === name)?.[0];

async function collect(body: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function restoreBackup(file: string, keys: Buffer[], target: RestoreTarget): Promise<RestoreReport> {
  const started = performance.now();
  const key = await keyFor(file, keys);

  // Once through, changing nothing: a damaged backup, or one of another kind of database, stops here.
  const read: { manifest?: BackupManifest; kind?: DatabaseKind } = {};
  await readArchiveOnce(file, key, async (entry) => {
    if (entry.name === MANIFEST_ENTRY) read.manifest = JSON.parse((await collect(entry.body)).toString('utf8')) as BackupManifest;
    else read.kind ??= kindOfEntry(entry.name);
  });
  const { manifest, kind } = read;
  if (!manifest || !kind) throw new BackupError(`${file} is not a whole backup: it has no ${manifest ? 'database' : 'manifest'}`);
  const verifySeconds = (performance.now() - started) / 1000;
  // The embedded database's backup goes into either (into PostgreSQL: the move of a site that outgrew one process);
  // PostgreSQL's comes back only into PostgreSQL.
  if (kind === 'postgres' && target.kind !== 'postgres')
    throw new BackupError('This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database');
  if (!(await target.databaseIsEmpty())) throw new BackupError('The database is not empty: a backup is restored only into an empty database (make a new one, or an empty DATA_DIR)');
  const found = (await target.storageContents()).sort();
  if (found.length) {
    const named = found.length > 3 ? `${found.slice(0, 3).join(', ')} and ${found.length - 3} more` : found.join(', ');
    throw new BackupError(`The storage is not empty: ${target.storageWhere} holds ${found.length === 1 ? '1 entry' : `${found.length} entries`} (${named}). A backup is restored only into an empty storage (an empty folder, or an empty bucket)`);
  }

  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fa-restore-'));
  let files = 0;
  try {
    for await (const entry of tarEntries(archiveStream(file, key))) {
      if (kindOfEntry(entry.name)) {
        const dump = path.join(scratch, entry.name);
        await pipeline(Readable.from(entry.body), fs.createWriteStream(dump));
        await target.restoreDatabase(dump, kind);
        await fs.promises.rm(dump);
      } else if (entry.name.startsWith(STORAGE_PREFIX)) {
        const storageKey = entry.name.slice(STORAGE_PREFIX.length);
        await target.storage.put(storageKey, await collect(entry.body), mimeOf(storageKey));
        files++;
      } else for await (const _ of entry.body) void _;
    }
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
  if (files !== manifest.files) throw new BackupError(`The backup's manifest counts ${manifest.files} files, but ${files} were restored`);
  return { manifest, files, verifySeconds, seconds: (performance.now() - started) / 1000 };
}
