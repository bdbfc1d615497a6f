// The audit log in the browser: the staff's calls through their contract (decision 016), the kinds of record its
// filter offers, and the names of its reads in the query cache, which a staff change refreshes.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { auditLogCalls } from './calls';
import type { auditLogContract } from './contract';

const auditLog = typedCalls<typeof auditLogContract>(auditLogCalls, { call });

/** The kinds of record the audit log holds, for its filter; each feature that audits a new kind adds it. */
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

/** Staff and admin: newest first. */
export const getAuditLog = (query: AuditLogQuery = {}) => auditLog.getAuditLog({ query });

/** Staff and admin: staff, admins and anyone who made a change, by name. */
export const getAuditPeople = () => auditLog.getAuditPeople();

/** The names of the audit log's reads in the query cache: staff reads, refreshed with every other after a staff change. */
export const auditLogKeys = {
  /** every read of the audit log, to refresh after a change */
  all: ['staff', 'audit-log'] as const,
  page: (query: AuditLogQuery) => ['staff', 'audit-log', query] as const,
  people: ['staff', 'audit-log', 'people'] as const,
};
