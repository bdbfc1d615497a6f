import type { FastifyPluginAsync } from 'fastify';
import { staffContract } from '../../../../shared-api/src/contracts/staff.js';
import type { Role } from '../../../../shared-api/src/types.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { searchTerms } from '../../lib/search-terms.js';
import { memberOf } from '../../plugins/auth.js';
import { revokeAllTokens } from '../../plugins/auth-tokens.js';
import { syncDirectoryEntry } from '../../../../mfe-network/src/features/directory/server/queries.js';
import { beginAccountChange, isLastAdmin, stillMayAct } from '../staff/account-changes.js';
import { auditChange, staffChange } from '../../lib/audit.js';
import { invalidateResets } from '../users/password-resets.js';
import { disableAccount, enableAccount, listMembers, lockAccount, memberAccount, statusSnapshot } from './queries.js';

export const NO_MEMBER = 'This member does not exist.';
export const OWN_ACCOUNT = 'You cannot disable your own account.';
export const ADMIN_ONLY = 'Only an admin can disable or enable the account of a staff member or an admin.';
export const LAST_ADMIN_DISABLE = 'This is the last admin who can sign in: make another member an admin before disabling this account.';
export const ALREADY_DISABLED = 'This account is already disabled.';
export const ALREADY_ACTIVE = 'This account is not disabled.';

/** Staff look after members' accounts; the accounts of staff and admins, who can act on everyone's, are an admin's to change. */
const roleNeededFor = (target: { role: Role }) => (target.role === 'member' ? 'staff' : 'admin');

/** Staff find and read members' accounts, and disable or enable one (the staff contract's member calls). */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();
  const readAccount = async (db: Parameters<typeof memberAccount>[0], memberId: string) => {
    const account = await memberAccount(db, memberId, now());
    if (!account) throw notFound(NO_MEMBER);
    return account;
  };

  serveSome(app, staffContract, {
    listMembers: async (request) => {
      const { q, role, status, sort, dir, page, per_page } = request.query;
      return ok(await listMembers(app.db, { terms: searchTerms(q), role: role || undefined, status: status || undefined }, { sort, dir }, { page, per_page }));
    },

    getMember: async (request) => ok(await readAccount(app.db, request.params.memberId)),

    disableMember: async (request) => {
      const { userId: staffId, role: staffRole } = memberOf(request);
      const { memberId } = request.params;
      const { reason } = request.body;
      const account = await staffChange(app.db, staffId, async (trx, audit) => {
        // Roles and statuses change one at a time: two admins disabling each other at once are decided one after the
        // other, and the second is refused as the last admin.
        await beginAccountChange(trx);
        const target = await lockAccount(trx, memberId);
        if (!target) throw notFound(NO_MEMBER);
        if (target.id === staffId) throw forbidden(OWN_ACCOUNT);
        if (roleNeededFor(target) === 'admin' && staffRole !== 'admin') throw forbidden(ADMIN_ONLY);
        if (target.disabled_at) throw conflict(ALREADY_DISABLED);
        if (await isLastAdmin(trx, target)) throw conflict(LAST_ADMIN_DISABLE);
        await stillMayAct(trx, staffId, roleNeededFor(target));
        await auditChange(trx, audit, { action: 'user.disable', entity: 'user', id: memberId }, (db) => statusSnapshot(db, target.id), async () => {
          await disableAccount(trx, target.id, staffId, reason);
          // Every session ends now, and a reset link mailed before cannot be used to come back.
          await revokeAllTokens(trx, target.id);
          await invalidateResets(trx, target.id);
          await syncDirectoryEntry(trx, target.id);
        });
        return readAccount(trx, memberId);
      });
      return ok(account, 'The account has been disabled.');
    },

    enableMember: async (request) => {
      const { userId: staffId, role: staffRole } = memberOf(request);
      const { memberId } = request.params;
      const { reason } = request.body;
      const account = await staffChange(app.db, staffId, async (trx, audit) => {
        await beginAccountChange(trx);
        const target = await lockAccount(trx, memberId);
        if (!target) throw notFound(NO_MEMBER);
        if (roleNeededFor(target) === 'admin' && staffRole !== 'admin') throw forbidden(ADMIN_ONLY);
        if (!target.disabled_at) throw conflict(ALREADY_ACTIVE);
        await stillMayAct(trx, staffId, roleNeededFor(target));
        await auditChange(trx, audit, { action: 'user.enable', entity: 'user', id: memberId }, (db) => statusSnapshot(db, target.id), async () => {
          await enableAccount(trx, target.id, reason);
          // Back in the directory as the profile says; the sessions ended stay ended.
          await syncDirectoryEntry(trx, target.id);
        });
        return readAccount(trx, memberId);
      });
      return ok(account, 'The account has been enabled.');
    },
  });
};

export default memberRoutes;
