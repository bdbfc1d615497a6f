// Staff calls. The server checks the role of the token's account on every one of them.
import { call } from 'shared-api';
import { staffCalls } from './calls/staff';
import { typedCalls } from './contract-client';
import type { staffContract } from './contracts/staff';

const staffApi = typedCalls<typeof staffContract>(staffCalls, { call });

/**
 * The kinds of record the audit log holds, for its filter; each module that audits a new kind adds it. Defined here,
 * bundled with the staff pages, not in the shared entry every first view loads.
 */
export const AUDITED_RECORDS = [
  { value: 'user', label: 'Accounts' },
  { value: 'issue', label: 'Support issues' },
  { value: 'saved-reply', label: 'Saved replies to issues' },
  { value: 'promotion', label: 'Partner promotions' },
  { value: 'bank-account-lead', label: 'Bank-account requests' },
  { value: 'event', label: 'Events' },
  { value: 'blog', label: 'Blog posts' },
  { value: 'press_release', label: 'Press releases' },
  { value: 'publication', label: 'Publications' },
  { value: 'media_mention', label: 'Media mentions' },
  { value: 'conference', label: 'Conference editions' },
  { value: 'director', label: 'Board members' },
  { value: 'partner', label: 'Partners' },
  { value: 'highlight', label: 'Highlights' },
  { value: 'home_figure', label: 'Home page figures' },
  { value: 'membership_plan', label: 'Membership plans' },
  { value: 'order', label: 'Orders' },
  { value: 'bank_statement', label: 'Bank statements imported' },
  { value: 'ticket', label: 'Check-ins' },
  { value: 'program', label: 'Learning programmes' },
  { value: 'course', label: 'Courses' },
  { value: 'enrolment', label: 'Course enrolments' },
  { value: 'export', label: 'Exports of personal data' },
] as const;

export interface AuditLogQuery {
  page?: number;
  per_page?: number;
  /** only changes to this kind of record */
  entity?: string;
  /** only changes made by this staff member (member ID) */
  actor?: string;
  /** first and last day, YYYY-MM-DD, Karachi time */
  from?: string;
  to?: string;
  /** by time: newest first (`desc`, the default) or oldest first */
  sort?: 'at';
  dir?: 'asc' | 'desc';
}

/** What waits for staff: each queue's count and its list, and this week's events at the door. */
export const getStaffQueues = () => staffApi.getStaffQueues();

/** Admin: the site's state as this instance reads it now: release, readiness, backups, mail and job queues. */
export const getStaffSystem = () => staffApi.getStaffSystem();

/** Staff and admin: newest first. */
export const getAuditLog = (query: AuditLogQuery = {}) => staffApi.getAuditLog({ query });

/** Staff and admin: staff, admins and anyone who made a change, by name. */
export const getAuditPeople = () => staffApi.getAuditPeople();

/** The names of the staff reads in the query cache; `all` invalidates every one of them after a staff change. */
export const staffKeys = {
  all: ['staff'] as const,
  queues: ['staff', 'queues'] as const,
  system: ['staff', 'system'] as const,
  /** every read of the audit log, to refresh after a change */
  auditLogs: ['staff', 'audit-log'] as const,
  auditLog: (query: AuditLogQuery) => ['staff', 'audit-log', query] as const,
  auditPeople: ['staff', 'audit-log', 'people'] as const,
};
