import * as yup from 'yup';
import { dayRangeRules } from '../../http/days.js';
import { pageQuery } from '../../http/paging.js';

export { AuditEntry as auditEntrySchema, AuditPerson as auditPersonSchema, RoleResult as roleResultSchema } from '../../../../shared-api/src/shapes/profile.js';

const KIND = 'entity is a record kind such as user or bank-account-lead';

/** The audit log's filter: a kind of record, the staff member who acted (member ID) and days (Karachi), both included. */
export const auditLogQuery = pageQuery(25).shape({
  entity: yup.string().trim().max(50, KIND).matches(/^([a-z][a-z_-]*)?$/, KIND),
  actor: yup.string().trim().max(64, 'actor is a member ID'),
  ...dayRangeRules(),
});

export const memberIdParams = yup.object({ memberId: yup.string().trim().max(64).required() });
export type AuditLogInput = yup.InferType<typeof auditLogQuery>;
