// `npm run backup` and `npm run restore`, on the database and storage the server's environment names (DATABASE_URL or
// the embedded database under DATA_DIR; the STORAGE_S3_* bucket or DATA_DIR/storage) and the BACKUP_* settings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { repoRoot, s3StorageFromEnv } from '../../config.js';
import { connectPostgres, openPglite, type DatabaseHandle } from '../../db/database.js';
import { requestDatabaseDump } from '../../db/dump-socket.js';
import { acquireLock, LockError } from '../../db/lock.js';
import { checkEnv } from '../../env.js';
import { isStorageKey, openStorage } from '../../plugins/storage.js';
import { BackupError, decryptedArchive, fingerprintOf, keyFor, newBackupKey } from './archive.js';
import { createBackup, megabytes, type BackupSource } from './backup.js';
import { DATABASE_ENTRY, dumpDatabase, isEmptyPglite, isEmptyPostgres, pgliteFolder, restorePglite, restorePostgres } from './database.js';
import { restorePgliteIntoPostgres } from './into-postgres.js';
import { restoreBackup, type RestoreTarget } from './restore.js';
import { backupSettingsFromEnv, describeTarget, type BackupSettings } from './settings.js';
import { openBackupStore } from './targets.js';

type Print = (line: string) => void;

function fromEnv(env: NodeJS.ProcessEnv) {
  checkEnv(env);
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data');
  return { dataDir, databaseUrl: env.DATABASE_URL || undefined, settings: backupSettingsFromEnv(env, dataDir), s3: s3StorageFromEnv(env) };
}

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** Whether a running process (the site) has the embedded database open. */
function siteHoldsDatabase(dataDir: string) {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return false;
  }
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const seconds = (s: number) => `${s.toFixed(1)} s`;

/** Every file under a storage folder, uploads or not, and every folder with nothing in it: paths inside it (folders end in `/`). */
async function folderContents(root: string) {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const inside = (entry: fs.Dirent) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  const parents = new Set(entries.map((entry) => path.relative(root, entry.parentPath).split(path.sep).join('/')));
  return entries.filter((entry) => !entry.isDirectory() || !parents.has(inside(entry))).map((entry) => (entry.isDirectory() ? `${inside(entry)}/` : inside(entry)));
}

/** An upload being written: its key, a random suffix and `.tmp` (plugins/storage.ts), renamed once whole. */
const UPLOAD_IN_PROGRESS = /\.[0-9a-f]{12}\.tmp$/;

export const BACKUP_USAGE = 'usage: npm run backup [-- --list | --new-key | --fingerprint [<backup file | backup name | latest>]]';

export async function backupCommand(args: string[], env: NodeJS.ProcessEnv, print: Print): Promise<number> {
  if (args[0] === '--new-key' && args.length === 1) {
    print(newBackupKey());
    return 0;
  }
  const { dataDir, databaseUrl, settings, s3 } = fromEnv(env);
  if (args[0] === '--list' && args.length === 1) return listBackups(settings.target, print);
  if (args[0] === '--fingerprint' && args.length <= 2) return printFingerprints(settings, args[1], print);
  if (args.length) {
    print(BACKUP_USAGE);
    return 2;
  }
  const storageRoot = path.join(dataDir, 'storage');
  // Only uploads are backed up: anything else in their folder is named, so that nobody counts on it being in a backup.
  const strays = s3 ? [] : (await folderContents(storageRoot)).filter((name) => !name.endsWith('/') && !isStorageKey(name) && !UPLOAD_IN_PROGRESS.test(name));
  const storage = await openStorage({ root: storageRoot, s3 });
  let handle: DatabaseHandle | null = null;
  try {
    let dump: BackupSource['dump'];
    if (databaseUrl) {
      const postgres = (handle = connectPostgres(databaseUrl, 2));
      dump = (scratch) => dumpDatabase(postgres, databaseUrl, scratch);
    } else if (siteHoldsDatabase(dataDir)) {
      // The site is running: it copies its own database, at one instant, and goes on.
      dump = async (scratch) => {
        const file = path.join(scratch, DATABASE_ENTRY.pglite);
        const { migrations, heldMs } = await requestDatabaseDump(dataDir, file);
        return { kind: 'pglite', file, migrations, heldMs };
      };
    } else {
      if (isEmptyPglite(dataDir)) throw new BackupError(`There is no database in ${pgliteFolder(dataDir)} to back up: is DATA_DIR right?`);
      const pglite = (handle = await openPglite(dataDir));
      dump = (scratch) => dumpDatabase(pglite, undefined, scratch);
    }
    const report = await createBackup({ dump, storage: storage.storage }, settings);
    print(`Backed up the ${databaseUrl ? 'PostgreSQL' : 'embedded'} database and ${report.files} stored files to ${report.where}${report.where.endsWith('/') ? '' : '/'}${report.name}`);
    const held = report.databaseHeldSeconds === undefined ? '' : ` (held for ${Math.round(report.databaseHeldSeconds * 1000)} ms of it)`;
    print(`${megabytes(report.bytes)}, encrypted; database dumped in ${seconds(report.databaseSeconds)}${held}, backup written in ${seconds(report.seconds)}`);
    if (report.removed.length) print(`Removed ${report.removed.length} older backups beyond the policy (${settings.keepDaily} daily, ${settings.keepMonthly} monthly): ${report.removed.join(', ')}`);
    if (strays.length) print(`Not in the backup: ${strays.length === 1 ? '1 file' : `${strays.length} files`} in ${storageRoot} that ${strays.length === 1 ? 'is not an upload' : 'are not uploads'} (${strays.slice(0, 5).join(', ')}${strays.length > 5 ? ', …' : ''})`);
    return 0;
  } finally {
    await handle?.close();
    storage.close();
  }
}

async function listBackups(target: Parameters<typeof openBackupStore>[0], print: Print) {
  const store = await openBackupStore(target);
  try {
    const names = await store.list();
    print(names.length ? `${names.length} backups in ${describeTarget(target)}, oldest first:` : `No backups in ${describeTarget(target)}`);
    for (const name of names) print(`  ${name}`);
    return 0;
  } finally {
    store.close();
  }
}

/**
 * `--fingerprint`: the fingerprint of each key set, as every backup names the key it was made with (never the key
 * itself); with a backup, the key it was made with. A key is known by its fingerprint without showing it.
 */
async function printFingerprints(settings: BackupSettings, given: string | undefined, print: Print) {
  const keys = [...(settings.key ? [{ name: 'BACKUP_KEY', key: settings.key }] : []), ...settings.oldKeys.map((key, i) => ({ name: `BACKUP_OLD_KEYS #${i + 1}`, key }))];
  if (!given) {
    if (!keys.length) throw new BackupError('BACKUP_KEY is not set (nor BACKUP_OLD_KEYS): there is no key to print the fingerprint of');
    for (const { name, key } of keys) print(`${name}: ${fingerprintOf(key).toString('hex')}`);
    return 0;
  }
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fa-fingerprint-'));
  try {
    const file = await localBackup(given, settings.target, scratch);
    // The key's own name, or the reason no key set opens it (another key, or a damaged header).
    const key = await keyFor(file, keys.map((k) => k.key));
    print(`${path.basename(file)} was made with the key of fingerprint ${fingerprintOf(key).toString('hex')}: ${keys.find((k) => k.key === key)!.name}`);
    return 0;
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

export const RESTORE_USAGE = 'usage: npm run restore -- <backup file | backup name | latest> (or --list, or --decrypt <backup> backup.tar.gz)';

/** The backup as a local file: a path, or a name in the backups' folder or bucket (`latest`: the newest). */
async function localBackup(given: string, target: Parameters<typeof openBackupStore>[0], scratch: string) {
  if (fs.existsSync(given)) return path.resolve(given);
  const store = await openBackupStore(target);
  try {
    const names = await store.list();
    const name = given === 'latest' ? names.at(-1) : names.find((n) => n === given);
    if (!name) throw new BackupError(given === 'latest' ? `No backups in ${describeTarget(target)}` : `No file ${given}, and no backup of that name in ${describeTarget(target)}`);
    return await store.fetch(name, scratch);
  } finally {
    store.close();
  }
}

export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv, print: Print, out: Writable = process.stdout): Promise<number> {
  const { dataDir, databaseUrl, settings, s3 } = fromEnv(env);
  if (args[0] === '--list' && args.length === 1) return listBackups(settings.target, print);
  const decrypt = args[0] === '--decrypt';
  const given = decrypt ? args[1] : args[0];
  // The plain archive goes to a file when one is named (npm's own lines on stdout would spoil a redirection).
  const plainFile = decrypt ? args[2] : undefined;
  if (!given || args.length < (decrypt ? 2 : 1) || args.length > (decrypt ? 3 : 1)) {
    print(RESTORE_USAGE);
    return 2;
  }
  const keys = [settings.key, ...settings.oldKeys].filter((k): k is Buffer => Boolean(k));
  if (!keys.length) throw new BackupError('BACKUP_KEY is not set: set it to the key the backup was made with');
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fa-restore-'));
  try {
    const file = await localBackup(given, settings.target, scratch);
    if (decrypt) {
      const key = await keyFor(file, keys);
      if (!plainFile) {
        await pipeline(decryptedArchive(file, key), out, { end: false });
        return 0;
      }
      // Never over another file; readable by its owner only, as the backups are.
      const written = fs.createWriteStream(plainFile, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(decryptedArchive(file, key), written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${plainFile} exists already: name a new file`);
        await fs.promises.rm(plainFile, { force: true });
        throw error;
      }
      print(`Wrote ${path.basename(file)} decrypted to ${plainFile}: a plain .tar.gz, not encrypted (keep it as private as the site; tar tzf ${plainFile} lists it)`);
      return 0;
    }
    const storageRoot = path.join(dataDir, 'storage');
    const storage = await openStorage({ root: storageRoot, s3 });
    const files = s3
      ? { storageWhere: `the bucket ${s3.bucket}`, storageContents: () => storage.storage.list('') }
      : { storageWhere: `the folder ${storageRoot}`, storageContents: () => folderContents(storageRoot) };
    let target: RestoreTarget;
    let release = () => {};
    let handle: DatabaseHandle | null = null;
    if (databaseUrl) {
      const postgres = (handle = connectPostgres(databaseUrl, 2));
      target = {
        kind: 'postgres',
        databaseIsEmpty: () => isEmptyPostgres(postgres),
        // An embedded database's backup is copied into PostgreSQL row by row; PostgreSQL's own goes back through pg_restore.
        restoreDatabase: async (dump, kind) => void (kind === 'pglite' ? await restorePgliteIntoPostgres(dump, databaseUrl) : await restorePostgres(dump, databaseUrl)),
        storage: storage.storage,
        ...files,
      };
    } else {
      fs.mkdirSync(dataDir, { recursive: true });
      // No site may open the folder while it is being written (nor may the restore write a folder a site has open).
      let lock: ReturnType<typeof acquireLock>;
      try {
        lock = acquireLock(lockFile(dataDir), `The data folder ${dataDir}`);
      } catch (error) {
        storage.close();
        if (!(error instanceof LockError)) throw error;
        throw new BackupError(`${error.message.replace(/ Stop that process.*$/, '')} A backup is restored only into a new, empty data folder: point DATA_DIR at one.`);
      }
      release = () => lock.release();
      target = { kind: 'pglite', databaseIsEmpty: async () => isEmptyPglite(dataDir), restoreDatabase: (dump) => restorePglite(dump, dataDir), storage: storage.storage, ...files };
    }
    try {
      const report = await restoreBackup(file, keys, target);
      const { manifest } = report;
      const database = manifest.database.kind === 'postgres' ? 'PostgreSQL database' : databaseUrl ? 'embedded database, into PostgreSQL,' : 'embedded database';
      print(`Restored ${path.basename(file)} (made ${manifest.createdAt}): the ${database} and ${report.files} stored files`);
      print(`Checked in ${seconds(report.verifySeconds)}, restored in ${seconds(report.seconds)} in all`);
      if (manifest.missing.length) print(`${manifest.missing.length} uploads were removed while the backup was made and are not in it: ${manifest.missing.join(', ')}`);
      print('Start the site: it brings the database up to this release’s migrations.');
      return 0;
    } finally {
      await handle?.close();
      storage.close();
      release();
    }
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}
