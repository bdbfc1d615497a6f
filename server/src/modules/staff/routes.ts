import type { FastifyPluginAsync } from 'fastify';
import { Type } from '../../../../shared-api/src/shapes/common.js';
import type { Role } from '../../../../shared-api/src/types.js';
import { roleChangeSchema, type RoleChangeInput } from '../../../../shared-api/src/validation.js';
import { ok, responses } from '../../http/envelope.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { karachiRange } from '../../http/days.js';
import { pageSchema } from '../../http/paging.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, staffChange } from './audit.js';
import { findAccountByMemberId, listAuditLog, listAuditPeople, roleSnapshot, setRole } from './queries.js';
import { auditEntrySchema, auditLogQuery, auditPersonSchema, memberIdParams, roleResultSchema, type AuditLogInput } from './schemas.js';

export const OWN_ROLE = 'You cannot change your own role; ask another admin.';

/** The staff area's own calls: the audit log, and an admin giving or taking a role. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['staff'];

  app.get<{ Querystring: AuditLogInput }>(
    '/staff/audit-log',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Every staff change, newest first, each naming its record and linking its staff page (staff and admin)',
        description: '`entity` is a kind of record; `actor` the member ID of the staff member who acted; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included.',
        querystring: yupSchema(auditLogQuery),
        response: responses(pageSchema(auditEntrySchema)),
      },
    },
    async (request) => {
      const { entity, actor, from, to, page, per_page } = request.query;
      return ok(await listAuditLog(app.db, { entity: entity || undefined, actor: actor || undefined, ...karachiRange({ from, to }) }, { page, per_page }));
    },
  );

  app.get(
    '/staff/audit-log/people',
    { config: { access: 'staff' }, schema: { tags, summary: 'Who the audit log can be filtered by: staff, admins and anyone who made a change, by name', response: responses(Type.Array(auditPersonSchema)) } },
    async () => ok(await listAuditPeople(app.db)),
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
          await auditChange(trx, audit, { action: 'user.role', entity: 'user', id: memberId }, (db) => roleSnapshot(db, account.id), () => setRole(trx, account.id, role));
        }
        return { member_id: memberId, role };
      });
      return ok(result, 'The role has been changed.');
    },
  );
};

export default staffRoutes;
