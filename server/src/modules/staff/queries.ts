import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditEntry } from '../../../../shared-api/src/types.js';
import type { Role } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';
import { paged, type PageQuery } from '../../http/paging.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditLogQuery extends PageQuery {
  entity?: string;
}

/** The audit log, newest first, optionally for one kind of record. */
export function listAuditLog(db: Db, query: AuditLogQuery) {
  const base = () => {
    let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
    if (query.entity) q = q.where('audit_log.entity', '=', query.entity);
    return q;
  };
  return paged<AuditEntry>(
    query,
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
        .orderBy('audit_log.at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: row.member_id ? { member_id: row.member_id, name: row.name!, email: row.email! } : null,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: row.before,
        after: row.after,
      }));
    },
  );
}

export const findAccountByMemberId = (db: Db, memberId: string) =>
  db.selectFrom('users').select(['id', 'role', 'email']).where('member_id', '=', memberId).executeTakeFirst();

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'role', 'member_id']).where('email', '=', email.toLowerCase()).executeTakeFirst();

export const setRole = (db: Db, userId: number, role: Role) =>
  db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute();
