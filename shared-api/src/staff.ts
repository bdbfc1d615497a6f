// Staff calls. The server checks the role of the token's account on every one of them.
import { get } from './client';
import type { Paged } from './content-types';
import type { AuditEntry } from './types';

export interface AuditLogQuery {
  page?: number;
  per_page?: number;
  /** only changes to this kind of record */
  entity?: string;
}

/** GET staff/audit-log (staff and admin): newest first. */
export const getAuditLog = (query: AuditLogQuery = {}) =>
  get<Paged<AuditEntry>>('staff/audit-log', Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>);
/** The names of the staff reads in the query cache; `all` invalidates every one of them after a staff change. */
export const staffKeys = {
  all: ['staff'] as const,
  auditLog: (query: AuditLogQuery) => ['staff', 'audit-log', query] as const,
};
