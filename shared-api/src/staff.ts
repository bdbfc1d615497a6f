// Staff calls. The server checks the role of the token's account on every one of them.
import { get } from './client';
import type { Paged } from './content-types';

/** One staff change: who made it, when, to which record, and the fields before and after. */
export interface AuditEntry {
  id: number;
  /** ISO date-time, UTC */
  at: string;
  /** the staff member who made the change; null once their account is deleted */
  actor: { member_id: string; name: string; email: string } | null;
  /** what was done, e.g. `user.role`, `promotion.update` */
  action: string;
  /** the kind of record, e.g. `user`, `promotion` */
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditLogQuery {
  page?: number;
  per_page?: number;
  /** only changes to this kind of record */
  entity?: string;
}

/** GET staff/audit-log (staff and admin): newest first. */
export const getAuditLog = (query: AuditLogQuery = {}) =>
  get<Paged<AuditEntry>>('staff/audit-log', Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>);
