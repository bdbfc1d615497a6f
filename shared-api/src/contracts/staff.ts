// The staff area's own calls: the audit log, and an admin giving or taking a role. Each call's access, rules and
// answer (decision 016). Server and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { staffCalls } from '../calls/staff';
import { Paged } from '../shapes/common';
import { AuditEntry, AuditPerson, RoleResult } from '../shapes/profile';
import { roleChangeSchema } from '../validation';
import { pageQuery } from '../validation/calls';
import { dayRangeRules } from '../validation/days';

export const AUDIT_LOG_PER_PAGE = 25;

const KIND = 'entity is a record kind such as user or bank-account-lead';

export const staffContract = contract('staff', staffCalls, {
  getAuditLog: {
    access: 'staff',
    summary: 'Every staff change, newest first, each naming its record and linking its staff page (staff and admin)',
    description: '`entity` is a kind of record; `actor` the member ID of the staff member who acted; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included.',
    // a kind of record, the staff member who acted (member ID) and days (Karachi), both included
    query: pageQuery(AUDIT_LOG_PER_PAGE).shape({
      entity: yup.string().trim().max(50, KIND).matches(/^([a-z][a-z_-]*)?$/, KIND),
      actor: yup.string().trim().max(64, 'actor is a member ID'),
      ...dayRangeRules(),
    }),
    answer: Paged(AuditEntry),
  },
  getAuditPeople: {
    access: 'staff',
    summary: 'Who the audit log can be filtered by: staff, admins and anyone who made a change, by name',
    answer: Type.Array(AuditPerson),
  },
  setMemberRole: {
    access: 'admin',
    summary: 'Give an account the member, staff or admin role (admin); recorded in the audit log',
    params: yup.object({ memberId: yup.string().trim().max(64).required() }),
    body: roleChangeSchema,
    answer: RoleResult,
  },
});
