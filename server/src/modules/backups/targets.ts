// Where backups are kept: a folder (another disk, a mounted share) or a bucket (under `backups/`), with the names
// `backup-<UTC time>.tgz.enc`, so that their order is their age.
import fs from 'node:fs';
import path from 'node:path';
import type { BackupTarget } from './settings.js';

export const BACKUP_NAME = /^backup-(\d{4})-(\d\d)-(\d\d)T(\d\d)(\d\d)(\d\d)(\d{3})?Z\.tgz\.enc$/;

/** A new backup's name: its UTC time, to the millisecond (two backups in one second keep their own names). */
export const backupName = (at: Date) => `backup-${at.toISOString().replace(/[:]/g, '').replace(/\.(\d{3})Z$/, '$1Z')}.tgz.enc`;

/** When a backup was made, from its name; null for a file that is not a backup. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], m[7] ? +m[7] : 0)) : null;
}

export interface BackupStore {
  /** the backups there, oldest first (other files are not listed, and never deleted) */
  list(): Promise<string[]>;
  /** keeps the file under that name (written whole or not at all) */
  put(name: string, file: string): Promise<void>;
  /** a local file with the backup's bytes (the bucket's is downloaded to `scratch`) */
  fetch(name: string, scratch: string): Promise<string>;
  delete(name: string): Promise<void>;
  close(): void;
}

class FolderStore implements BackupStore {
  constructor(private readonly dir: string) {}

  async list() {
    const names = await fs.promises.readdir(this.dir).catch(() => []);
    return names.filter((n) => backupTime(n)).sort();
  }

  async put(name: string, file: string) {
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const partial = path.join(this.dir, `.${name}.part`);
    // Moved when the scratch folder is on the same disk, copied otherwise; renamed once whole.
    await fs.promises.rename(file, partial).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await fs.promises.copyFile(file, partial);
    });
    await fs.promises.chmod(partial, 0o600);
    await fs.promises.rename(partial, path.join(this.dir, name));
  }

  async fetch(name: string) {
    return path.join(this.dir, name);
  }

  async delete(name: string) {
    await fs.promises.rm(path.join(this.dir, name), { force: true });
  }

  close() {}
}

const PREFIX = 'backups/';

async function bucketStore(options: Extract<BackupTarget, { kind: 'bucket' }>['s3']): Promise<BackupStore> {
  const { S3Client, PutObjectCommand, ListObjectsV2Command, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(PREFIX.length);
          if (name && backupTime(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async put(name, file) {
      const { size } = await fs.promises.stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: PREFIX + name, Body: fs.createReadStream(file), ContentLength: size, ContentType: 'application/octet-stream' }));
    },
    async fetch(name, scratch) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + name }));
      const local = path.join(scratch, name);
      const body = object.Body as NodeJS.ReadableStream | undefined;
      if (!body) throw new Error(`The bucket answered ${name} without its bytes`);
      await fs.promises.writeFile(local, body as AsyncIterable<Uint8Array>);
      return local;
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + name }));
    },
    close: () => client.destroy(),
  };
}

export const openBackupStore = (target: BackupTarget): Promise<BackupStore> => (target.kind === 'folder' ? Promise.resolve(new FolderStore(target.dir)) : bucketStore(target.s3));

/**
 * The backups a policy no longer keeps: of the newest `keepDaily` days that have a backup, each day's newest is kept;
 * of the newest `keepMonthly` months, each month's first. Everything else goes (the newest backup always stays).
 */
export function expired(names: string[], keepDaily: number, keepMonthly: number): string[] {
  const dated = names.map((name) => ({ name, at: backupTime(name)! })).filter((b) => b.at);
  const newestFirst = [...dated].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>(newestFirst.slice(0, 1).map((b) => b.name));
  const days = new Set<string>();
  for (const b of newestFirst) {
    const day = b.at.toISOString().slice(0, 10);
    if (days.has(day)) continue;
    if (days.size >= keepDaily) break;
    days.add(day);
    keep.add(b.name);
  }
  const months = new Map<string, string>();
  for (const b of [...dated].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const month = b.at.toISOString().slice(0, 7);
    if (!months.has(month)) months.set(month, b.name);
  }
  for (const name of [...months.values()].slice(-keepMonthly)) if (keepMonthly > 0) keep.add(name);
  return dated.filter((b) => !keep.has(b.name)).map((b) => b.name);
}
