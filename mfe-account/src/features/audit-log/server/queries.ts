// The audit log read: its entries by kind of record, person and time, each naming its record, and the people it can
// be filtered by.
import { sql, type Kysely, type Transaction } from 'kysely';
import { paged, type Database, type PageQuery } from '../../../../../server/src/kit.js';
import type { AuditEntry, AuditPerson } from '../shapes.js';
import { auditedRecords } from './records.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditLogFilter {
  /** one kind of record */
  entity?: string;
  /** the staff member who acted, by member ID */
  actor?: string;
  /** changes at or after this instant */
  from?: Date;
  /** changes before this instant */
  before?: Date;
}

/** The audit log, newest first (or oldest), by kind of record, person and time; each entry names its record and its staff page. */
export function listAuditLog(db: Db, filter: AuditLogFilter, page: PageQuery & { dir?: 'asc' | 'desc' }) {
  const base = () => {
    let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
    if (filter.entity) q = q.where('audit_log.entity', '=', filter.entity);
    if (filter.actor) q = q.where('users.member_id', '=', filter.actor);
    if (filter.from) q = q.where('audit_log.at', '>=', filter.from);
    if (filter.before) q = q.where('audit_log.at', '<', filter.before);
    return q;
  };
  return paged<AuditEntry>(
    page,
    async () => Number((await base().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      const rows = await base()
        .select([
          'audit_log.id',
          'audit_log.at',
          'audit_log.action',
          'audit_log.entity',
          'audit_log.entity_id',
          'audit_log.before',
          'audit_log.after',
          'users.member_id',
          'users.name',
          'users.email',
        ])
        .orderBy('audit_log.at', page.dir ?? 'desc')
        .orderBy('audit_log.id', page.dir ?? 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const records = await auditedRecords(db, rows);
      return rows.map((row) => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: row.member_id && row.name !== null && row.email !== null ? { member_id: row.member_id, name: row.name, email: row.email } : null,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: row.before,
        after: row.after,
        record: records.get(`${row.entity}:${row.entity_id}`) ?? null,
      }));
    },
  );
}

/** Everyone the audit log can be filtered by: today's staff and admins, and anyone who made a change, by name. */
export async function listAuditPeople(db: Db): Promise<AuditPerson[]> {
  return db
    .selectFrom('users')
    .select(['member_id', 'name', 'email'])
    .where((eb) => eb.or([eb('role', '<>', 'member'), eb('id', 'in', eb.selectFrom('audit_log').select('actor_id').where('actor_id', 'is not', null).$narrowType<{ actor_id: number }>())]))
    .orderBy('name')
    .orderBy('member_id')
    .execute();
}
