import type { FastifyPluginAsync } from 'fastify';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { HttpError, notFound, unprocessable } from '../../http/errors.js';
import { karachiRange } from '../../http/days.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, staffChange } from '../../lib/audit.js';
import { beginAccountChange, isLastAdmin, stillMayAct } from './account-changes.js';
import { findAccountByMemberId, listAuditLog, listAuditPeople, roleSnapshot, setRole } from './queries.js';
import { staffQueues } from './queues.js';
import { systemReader } from './system.js';

export const OWN_ROLE = 'You cannot change your own role; ask another admin.';
export const LAST_ADMIN = 'This is the last admin: make another member an admin first.';

/**
 * The staff area's own calls: the queues, the audit log, an admin giving or taking a role, and the admins' system page
 * (the members' list and accounts are the members module's).
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const readSystem = systemReader(app);
  serveSome(app, staffContract, {
    getStaffQueues: async (request) => ok(await staffQueues(app.db, app.config.clock.now(), memberOf(request).userId)),

    getStaffSystem: async (_request, reply) => {
      const { readiness, ...figures } = await readSystem();
      // Readiness has no answer only while the instance starts: it answers 503, as readiness does then.
      if (!readiness) throw new HttpError(503, 'This instance is starting.');
      // Figures of this moment: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return ok({ ...figures, readiness });
    },

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
        // Two admins demoting (or disabling) each other at once are decided one after the other: the second sees the
        // first's change, and is refused as the last admin.
        await beginAccountChange(trx);
        const account = await findAccountByMemberId(trx, memberId);
        if (!account) throw notFound('This member does not exist.');
        if (account.id === userId) throw unprocessable({ role: OWN_ROLE });
        if (role !== 'admin' && (await isLastAdmin(trx, account))) throw unprocessable({ role: LAST_ADMIN });
        await stillMayAct(trx, userId, 'admin');
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
