// The backups kept where this instance's settings send them (BACKUP_DIR or BACKUP_S3_BUCKET), as the metrics' gauge of
// the newest backup and the admins' system page read them: listed where they are kept, so every backup counts, the
// worker's nightly one, `npm run backup`'s and the one taken before migrating alike.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { BackupTarget } from '../backups/settings.js';
import { backupTime, openBackupStore, type BackupStore } from '../backups/targets.js';

/** The backups' place as `npm run backup` finds it in the same environment (its default: `backups` in the data folder). */
export const backupTargetOf = (config: Pick<AppConfig, 'backups' | 'dataDir'>): BackupTarget =>
  config.backups?.target ?? { kind: 'folder', dir: path.join(config.dataDir, 'backups') };

export interface KeptBackups {
  /** how many whole backups are there */
  count: number;
  /** the newest of them, by the time in its name; null when there is none */
  newest: { name: string; at: Date } | null;
}

/**
 * Reads what is kept at `target` through one store, opened at the first reading and closed with the app. Only a whole
 * backup has its name: one being written is named apart until it is complete, so it is not counted.
 */
export function keptBackups(app: FastifyInstance, target: BackupTarget): () => Promise<KeptBackups> {
  let store: Promise<BackupStore> | null = null;
  app.addHook('onClose', async () => (await store)?.close());
  return async () => {
    store ??= openBackupStore(target);
    const names = await (await store).list();
    const newest = names.at(-1);
    const at = newest ? backupTime(newest) : null;
    return { count: names.length, newest: newest && at ? { name: newest, at } : null };
  };
}
