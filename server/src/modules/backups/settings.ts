// Where backups go and how many are kept, read from the environment by `npm run backup`, `npm run restore` and the
// worker's nightly job alike.
import path from 'node:path';
import type { S3StorageOptions } from '../../plugins/s3-storage.js';
import { parseBackupKey } from './archive.js';

export type BackupTarget = { kind: 'folder'; dir: string } | { kind: 'bucket'; s3: S3StorageOptions };

export interface BackupSettings {
  /** the key new backups are encrypted with (BACKUP_KEY); without it no backup is made */
  key?: Buffer;
  /** keys of earlier backups, kept after a rotation so they can still be restored (BACKUP_OLD_KEYS, comma-separated) */
  oldKeys: Buffer[];
  target: BackupTarget;
  /** the newest backup of each of this many days is kept (BACKUP_KEEP_DAILY, default 7) */
  keepDaily: number;
  /** the first backup of each of this many months is kept (BACKUP_KEEP_MONTHLY, default 12) */
  keepMonthly: number;
  /** a worker process backs the site up every night (on when BACKUP_KEY is set; BACKUP_NIGHTLY=0 turns it off) */
  nightly: boolean;
  /**
   * a starting instance migrates the database even when the backup it takes first fails (MIGRATE_WITHOUT_BACKUP=1);
   * otherwise it refuses to start, and nothing is migrated
   */
  migrateWithoutBackup?: boolean;
}

export const DEFAULT_KEEP_DAILY = 7;
export const DEFAULT_KEEP_MONTHLY = 12;

/**
 * The backup settings of an environment: the bucket BACKUP_S3_BUCKET (reached with the STORAGE_S3_* settings and the
 * AWS_* credentials), else the folder BACKUP_DIR, else `backups` in the data folder (which only protects against
 * mistakes, not against losing the disk: set one of the two on a real site).
 */
export function backupSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings {
  const key = env.BACKUP_KEY ? parseBackupKey(env.BACKUP_KEY) : undefined;
  const target: BackupTarget = env.BACKUP_S3_BUCKET
    ? {
        kind: 'bucket',
        s3: {
          bucket: env.BACKUP_S3_BUCKET,
          region: env.STORAGE_S3_REGION || 'us-east-1',
          endpoint: env.STORAGE_S3_ENDPOINT || undefined,
          forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE === '1',
        },
      }
    : { kind: 'folder', dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups') };
  return {
    key,
    oldKeys: (env.BACKUP_OLD_KEYS ?? '')
      .split(',')
      .filter((k) => k.trim())
      .map(parseBackupKey),
    target,
    keepDaily: env.BACKUP_KEEP_DAILY ? Number(env.BACKUP_KEEP_DAILY) : DEFAULT_KEEP_DAILY,
    keepMonthly: env.BACKUP_KEEP_MONTHLY ? Number(env.BACKUP_KEEP_MONTHLY) : DEFAULT_KEEP_MONTHLY,
    nightly: Boolean(key) && env.BACKUP_NIGHTLY !== '0',
    migrateWithoutBackup: env.MIGRATE_WITHOUT_BACKUP === '1',
  };
}

/** Where the settings send backups, in words. */
export const describeTarget = (target: BackupTarget) => (target.kind === 'folder' ? target.dir : `s3://${target.s3.bucket}/backups/`);
