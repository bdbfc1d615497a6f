import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Claims a night's backup; false when another worker (or an earlier run) has it already. */
export async function claimNight(trx: Transaction<Database>, day: string) {
  const row = await trx.insertInto('backup_runs').values({ day }).onConflict((oc) => oc.column('day').doNothing()).returning('day').executeTakeFirst();
  return Boolean(row);
}

/** How a night's backup ended: its file, or what went wrong. */
export async function recordNight(db: Kysely<Database>, day: string, outcome: { name: string; bytes: number } | { error: string }) {
  await db
    .updateTable('backup_runs')
    .set({ finished_at: new Date(), ...('error' in outcome ? { error: outcome.error, name: null, bytes: null } : { error: null, name: outcome.name, bytes: outcome.bytes }) })
    .where('day', '=', day)
    .execute();
}

/** The latest nights' backups, newest night first: when each started and ended, and its file or its error. */
export async function latestNights(db: Kysely<Database>, limit: number) {
  return db.selectFrom('backup_runs').select(['day', 'started_at', 'finished_at', 'name', 'bytes', 'error']).orderBy('day', 'desc').limit(limit).execute();
}
