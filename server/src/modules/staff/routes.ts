import type { FastifyPluginAsync } from 'fastify';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { karachiRange } from '../../http/days.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, staffChange } from './audit.js';
import { findAccountByMemberId, listAuditLog, listAuditPeople, roleSnapshot, setRole } from './queries.js';
import { staffQueues } from './queues.js';

export const OWN_ROLE = 'You cannot change your own role; ask another admin.';

/** The staff area's own calls: the audit log, and an admin giving or taking a role, served from their contract. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  serve(app, staffContract, {
    getStaffQueues: async () => ok(await staffQueues(app.db, app.config.clock.now())),

    getAuditLog: async (request) => {
      const { entity, actor, from, to, page, per_page, dir } = request.query;
      return ok(await listAuditLog(app.db, { entity: entity || undefined, actor: actor || undefined, ...karachiRange({ from, to }) }, { page, per_page, dir }));
    },

    getAuditPeople: async () => ok(await listAuditPeople(app.db)),

    setMemberRole: async (request) => {
      const { userId } = memberOf(request);
      const { memberId } = request.params;
      const { role } = request.body;
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
  });
};

export default staffRoutes;
