// The audit log: every staff change is recorded in the same transaction as the change, so the log can
// never say a change happened that did not, nor miss one that did.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

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

/**
 * Only the fields whose value differs, so an entry shows what changed and nothing else. A field present on one side
 * only (a package added or removed) is null on the other.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const same = (key: string) => JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(key));
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

/** A record as the audit log compares it: its fields by readable name (dates as ISO strings), or nothing if it is gone. */
export type Snapshot = Record<string, unknown>;
export type LoadSnapshot = (trx: Transaction<Database>) => Promise<Snapshot | null | undefined>;

export interface AuditTarget {
  /** `<entity>.<verb>`, e.g. `event.update` */
  action: string;
  entity: string;
  id: string | number;
}

/**
 * Audits a change from the rows themselves: reads the record before the change, applies the change, reads it again,
 * all in the change's transaction, and records the fields that differ, before and after. Nothing is recorded when
 * nothing changed. A record that did not exist before (a creation) is recorded whole, with `before` null.
 */
export async function auditChange<T>(trx: Transaction<Database>, audit: Audit, target: AuditTarget, load: LoadSnapshot, change: () => Promise<T>): Promise<T> {
  const before = (await load(trx)) ?? null;
  const result = await change();
  const after = (await load(trx)) ?? null;
  await auditSnapshots(audit, target, before, after);
  return result;
}

/** Records a creation: the new record whole, as `load` reads it in the transaction that created it. */
export async function auditCreate(trx: Transaction<Database>, audit: Audit, target: AuditTarget, load: LoadSnapshot) {
  await auditSnapshots(audit, target, null, (await load(trx)) ?? null);
}

async function auditSnapshots(audit: Audit, target: AuditTarget, before: Snapshot | null, after: Snapshot | null) {
  const record = { action: target.action, entity: target.entity, entityId: target.id };
  if (before && after) {
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return;
    await audit({ ...record, ...diff });
  } else if (before || after) {
    await audit({ ...record, before, after });
  }
}

/** Dates as the log keeps them (ISO, UTC), so a snapshot compares and reads the same before and after. */
export const iso = (date: Date | string | null | undefined) => (date == null ? null : new Date(date).toISOString());
