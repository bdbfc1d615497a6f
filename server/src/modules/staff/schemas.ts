import * as yup from 'yup';
import { pageQuery } from '../../http/paging.js';

export { AuditEntry as auditEntrySchema, RoleResult as roleResultSchema } from '../../../../shared-api/src/shapes/profile.js';

export const auditLogQuery = pageQuery(25).shape({
  entity: yup.string().trim().max(50, 'entity must be at most 50 characters').matches(/^[a-z_]*$/, 'entity is a record kind such as user'),
});

export const memberIdParams = yup.object({ memberId: yup.string().trim().max(64).required() });

