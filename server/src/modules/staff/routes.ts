import type { FastifyPluginAsync } from 'fastify';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { karachiRange } from '../../http/days.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, staffChange } from './audit.js';
import { findAccountByMemberId, listAuditLog, listAuditPeople, lockActiveAdmins, roleSnapshot, setRole } from './queries.js';
import { staffQueues } from './queues.js';

export const OWN_ROLE = 'You cannot change your own role; ask another admin.';
export const LAST_ADMIN = 'This is the last admin: make another member an admin first.';

/**
 * The staff area's own calls: the queues, the audit log, and an admin giving or taking a role (the members' list and
 * accounts are the members module's).
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  serveSome(app, staffContract, {
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
        if (account.role === 'admin' && role !== 'admin') {
          // The admins' rows stay locked until this change ends: two admins demoting each other at once are
          // counted one after the other, so one of them stays.
          const admins = await lockActiveAdmins(trx);
          if (!admins.some((admin) => admin.id !== account.id)) throw unprocessable({ role: LAST_ADMIN });
        }
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
