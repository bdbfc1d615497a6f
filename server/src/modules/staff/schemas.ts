import * as yup from 'yup';
import { ROLES } from '../../../../shared-api/src/enums.js';
import { object, str, type JsonSchema } from '../../http/envelope.js';
import { pageQuery } from '../../http/paging.js';

const changedFields: JsonSchema = {
  type: 'object',
  nullable: true,
  additionalProperties: true,
  description: 'the changed fields and their values',
};

export const auditEntrySchema = object({
  id: { type: 'integer' },
  at: str({ format: 'date-time' }),
  actor: {
    ...object({ member_id: str(), name: str(), email: str() }),
    nullable: true,
    description: 'the staff member; null for the command line or a deleted account',
  },
  action: str({ description: '`<entity>.<verb>`, e.g. `user.role`' }),
  entity: str(),
  entity_id: str(),
  before: changedFields,
  after: changedFields,
});

export const auditLogQuery = pageQuery(25).shape({
  entity: yup.string().trim().max(50, 'entity must be at most 50 characters').matches(/^[a-z_]*$/, 'entity is a record kind such as user'),
});

export const memberIdParams = yup.object({ memberId: yup.string().trim().max(64).required() });

export const roleResultSchema = object({ member_id: str(), role: str({ enum: [...ROLES] }) });
