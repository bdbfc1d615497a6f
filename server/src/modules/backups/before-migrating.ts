// The backup a starting instance takes before it migrates the database: the way back from a migration that must be
// undone (README, "Upgrade"). The previous release runs on the migrated database as it is; this backup is for when
// the data itself must go back to how it was.
import path from 'node:path';
import type { DatabaseHandle } from '../../db/database.js';
import type { MigrationState } from '../../db/migrate.js';
import type { S3StorageOptions } from '../../plugins/s3-storage.js';
import { openStorage } from '../../plugins/storage.js';
import { createBackup, megabytes } from './backup.js';
import { dumpDatabase } from './database.js';
import type { BackupSettings } from './settings.js';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The start is refused: the backup before migrating failed, and migrating without one was not allowed. */
export class BackupBeforeMigratingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupBeforeMigratingError';
  }
}

/**
 * What runs before the database is migrated: a backup of the database and the stored files when BACKUP_KEY is set (to
 * the usual place, under the usual policy, and logged as the one to restore), and a warning when it is not. A new
 * database (no migration yet) has nothing to keep. When the backup fails the start is refused and nothing is
 * migrated, unless MIGRATE_WITHOUT_BACKUP=1 says to go on without it.
 */
export function backupBeforeMigrating({ settings, dataDir, databaseUrl, s3 }: { settings?: BackupSettings; dataDir: string; databaseUrl?: string; s3?: S3StorageOptions }) {
  return async (handle: DatabaseHandle, { applied, pending }: MigrationState, log: Log) => {
    if (!applied.length) return;
    if (!settings?.key) {
      log.warn({ pending }, `no backup was taken before migrating the database (${pending.join(', ')}): BACKUP_KEY is not set`);
      return;
    }
    const storage = await openStorage({ root: path.join(dataDir, 'storage'), s3 });
    try {
      const report = await createBackup({ dump: (scratch) => dumpDatabase(handle, databaseUrl, scratch), storage: storage.storage }, settings);
      log.info(
        { backup: report.name, bytes: report.bytes, files: report.files, seconds: report.seconds, pending, removed: report.removed },
        `backup before migrating written to ${report.where}${report.where.endsWith('/') ? '' : '/'}${report.name} (${megabytes(report.bytes)}); ` +
          `to undo the migrations ${pending.join(', ')}: stop the site, then \`npm run restore -- ${report.name}\` into an empty database`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!settings.migrateWithoutBackup)
        throw new BackupBeforeMigratingError(
          `The database was not migrated: the backup before migrating failed (${reason}). Mend the backups (\`npm run backup\` says the same), ` +
            'or set MIGRATE_WITHOUT_BACKUP=1 to migrate without one.',
          { cause: error },
        );
      log.warn({ pending, reason }, `no backup was taken before migrating the database (${pending.join(', ')}): it failed (${reason}), and MIGRATE_WITHOUT_BACKUP=1 says to migrate without one`);
    } finally {
      storage.close();
    }
  };
}
