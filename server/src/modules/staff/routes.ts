import type { FastifyPluginAsync } from 'fastify';
import type { Role } from '../../../../shared-api/src/types.js';
import { roleChangeSchema, type RoleChangeInput } from '../../../../shared-api/src/validation.js';
import { ok, responses } from '../../http/envelope.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { pageSchema } from '../../http/paging.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { staffChange } from './audit.js';
import { findAccountByMemberId, listAuditLog, setRole, type AuditLogQuery } from './queries.js';
import { auditEntrySchema, auditLogQuery, memberIdParams, roleResultSchema } from './schemas.js';

export const OWN_ROLE = 'You cannot change your own role; ask another admin.';

/** The staff area's own calls: the audit log, and an admin giving or taking a role. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['staff'];

  app.get<{ Querystring: AuditLogQuery }>(
    '/staff/audit-log',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Every staff change, newest first (staff and admin)',
        querystring: yupSchema(auditLogQuery),
        response: responses(pageSchema(auditEntrySchema)),
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );

  app.post<{ Params: { memberId: string }; Body: RoleChangeInput }>(
    '/staff/members/:memberId/role',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Give an account the member, staff or admin role (admin); recorded in the audit log",
        params: yupSchema(memberIdParams),
        body: yupSchema(roleChangeSchema),
        response: responses(roleResultSchema),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const { memberId } = request.params;
      const role = request.body.role as Role;
      const result = await staffChange(app.db, userId, async (trx, audit) => {
        const account = await findAccountByMemberId(trx, memberId);
        if (!account) throw notFound('This member does not exist.');
        if (account.id === userId) throw unprocessable({ role: OWN_ROLE });
        if (account.role !== role) {
          await setRole(trx, account.id, role);
          await audit({ action: 'user.role', entity: 'user', entityId: memberId, before: { role: account.role }, after: { role } });
        }
        return { member_id: memberId, role };
      });
      return ok(result, 'The role has been changed.');
    },
  );
};

export default staffRoutes;
