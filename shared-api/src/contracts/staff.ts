// The staff area's own calls: the staff home's queues, the audit log and the admins' system page (the members'
// accounts are mfe-account's member-accounts feature). Each call's access, rules and answer (decision 016). Server
// and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { staffCalls } from '../calls/staff';
import { Paged } from '../shapes/common';
import { AuditEntry, AuditPerson } from '../shapes/profile';
import { StaffQueues, StaffSystem } from '../shapes/staff';
import { pageQuery, sortQuery } from '../validation/calls';
import { dayRangeRules } from '../validation/days';

export const AUDIT_LOG_PER_PAGE = 25;

/** The audit log is read by time, either way: its indexes hold every filter's entries in that order. */
export const AUDIT_LOG_SORTS = ['at'] as const;

const KIND = 'entity is a record kind such as user or bank-account-lead';

export const staffContract = contract('staff', staffCalls, {
  getStaffQueues: {
    access: 'staff',
    summary: 'The staff home: each queue of work with its count and oldest item, and this week’s events with checked-in and sold',
    description: 'Queues: issues waiting for staff, bill payments waiting, holds expiring within 24 hours, card payments approved late, refunds waiting for a second staff member’s approval (with how many the reader may decide), bank-account requests not sent, volunteer applications of the last 7 days, course enrolments waiting for a decision. Each names the filtered staff list it counts.',
    answer: StaffQueues,
  },
  getStaffSystem: {
    access: 'admin',
    summary: 'The site’s state for an admin: the release, each part’s readiness, the backups, the mail and the job queues (admin)',
    description:
      'Read when asked, by the instance that answers: its server version and process, the remotes pinned now (when and why; the pins do not record who), ' +
      'readiness as the health check `getReadiness` gives it, the backups kept and the latest nights’ runs with warnings, the outbox, and each job queue. ' +
      'A part that cannot be read within a few seconds is null and the rest is still given; readiness then names the failing part.',
    answer: StaffSystem,
  },
  getAuditLog: {
    access: 'staff',
    summary: 'Every staff change, newest first (or oldest first: `dir=asc`), each naming its record and linking its staff page (staff and admin)',
    description: '`entity` is a kind of record; `actor` the member ID of the staff member who acted; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included.',
    // a kind of record, the staff member who acted (member ID) and days (Karachi), both included
    query: pageQuery(AUDIT_LOG_PER_PAGE)
      .shape({
        entity: yup.string().trim().max(50, KIND).matches(/^([a-z][a-z_-]*)?$/, KIND),
        actor: yup.string().trim().max(64, 'actor is a member ID'),
        ...dayRangeRules(),
      })
      .concat(sortQuery(AUDIT_LOG_SORTS, 'at')),
    answer: Paged(AuditEntry),
  },
  getAuditPeople: {
    access: 'staff',
    summary: 'Who the audit log can be filtered by: staff, admins and anyone who made a change, by name',
    answer: Type.Array(AuditPerson),
  },
});
