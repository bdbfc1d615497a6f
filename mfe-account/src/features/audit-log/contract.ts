// The audit log as staff read it: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged, Type } from 'shared-api/shapes';
import { schema } from 'shared-api/validation';
import { pageQuery, sortQuery } from 'shared-api/validation/calls';
import { dayRangeRules } from 'shared-api/validation/days';
import { auditLogCalls } from './calls';
import { AuditEntry, AuditPerson } from './shapes';

export const AUDIT_LOG_PER_PAGE = 25;

/** The audit log is read by time, either way: its indexes hold every filter's entries in that order. */
export const AUDIT_LOG_SORTS = ['at'] as const;

const KIND = 'entity is a record kind such as user or bank-account-lead';

export const auditLogContract = contract('staff', auditLogCalls, {
  getAuditLog: {
    access: 'staff',
    summary: 'Every staff change, newest first (or oldest first: `dir=asc`), each naming its record and linking its staff page (staff and admin)',
    description: '`entity` is a kind of record; `actor` the member ID of the staff member who acted; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included.',
    // a kind of record, the staff member who acted (member ID) and days (Karachi), both included
    query: pageQuery(AUDIT_LOG_PER_PAGE)
      .shape({
        entity: schema.string().trim().max(50, KIND).matches(/^([a-z][a-z_-]*)?$/, KIND),
        actor: schema.string().trim().max(64, 'actor is a member ID'),
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
