// The audit log: every staff change is recorded in the same transaction as the change, so the log can
// never say a change happened that did not, nor miss one that did.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface AuditRecord {
  /** what was done, `<entity>.<verb>`, e.g. `user.role` */
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export type Audit = (record: AuditRecord) => Promise<void>;

/** Only the fields whose value differs, so an entry shows what changed and nothing else. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

const json = (value: Record<string, unknown> | null | undefined) => (value == null ? null : JSON.stringify(value));

export async function writeAudit(trx: Transaction<Database> | Db, actorId: number | null, record: AuditRecord) {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      action: record.action,
      entity: record.entity,
      entity_id: String(record.entityId),
      before: json(record.before),
      after: json(record.after),
    })
    .execute();
}

/**
 * Runs a staff change in one transaction with its audit entries: `audit(...)` writes inside that
 * transaction, so the change and its entry are kept together or not at all. `actorId` is the staff
 * member's account (null for the command line).
 */
export function staffChange<T>(db: Db, actorId: number | null, change: (trx: Transaction<Database>, audit: Audit) => Promise<T>) {
  return db.transaction().execute((trx) => change(trx, (record) => writeAudit(trx, actorId, record)));
}
