import type { FastifyPluginAsync } from 'fastify';
import {
  auditChange,
  conflict,
  forbidden,
  invalidateResets,
  memberOf,
  notFound,
  ok,
  revokeAllTokens,
  roleSnapshot,
  searchTerms,
  serve,
  setRole,
  staffChange,
  syncDirectoryEntry,
  unprocessable,
} from '../../../../../server/src/kit.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import { memberAccountContract } from '../contract.js';
import { beginAccountChange, isLastAdmin, stillMayAct } from './account-changes.js';
import { disableAccount, enableAccount, listMembers, lockAccount, memberAccount, statusSnapshot } from './queries.js';

export const NO_MEMBER = 'This member does not exist.';
export const OWN_ACCOUNT = 'You cannot disable your own account.';
export const ADMIN_ONLY = 'Only an admin can disable or enable the account of a staff member or an admin.';
export const LAST_ADMIN_DISABLE = 'This is the last admin who can sign in: make another member an admin before disabling this account.';
export const ALREADY_DISABLED = 'This account is already disabled.';
export const ALREADY_ACTIVE = 'This account is not disabled.';
export const OWN_ROLE = 'You cannot change your own role; ask another admin.';
export const LAST_ADMIN = 'This is the last admin: make another member an admin first.';

/** Staff look after members' accounts; the accounts of staff and admins, who can act on everyone's, are an admin's to change. */
const roleNeededFor = (target: { role: Role }) => (target.role === 'member' ? 'staff' : 'admin');

/** Staff find and read members' accounts and disable or enable one; an admin gives an account a role. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();
  const readAccount = async (db: Parameters<typeof memberAccount>[0], memberId: string) => {
    const account = await memberAccount(db, memberId, now());
    if (!account) throw notFound(NO_MEMBER);
    return account;
  };

  serve(app, memberAccountContract, {
    listMembers: async (request) => {
      const { q, role, status, sort, dir, page, per_page } = request.query;
      return ok(await listMembers(app.db, { terms: searchTerms(q), role: role || undefined, status: status || undefined }, { sort, dir }, { page, per_page }));
    },

    getMember: async (request) => ok(await readAccount(app.db, request.params.memberId)),

    setMemberRole: async (request) => {
      const { userId } = memberOf(request);
      const { memberId } = request.params;
      const { role } = request.body;
      const result = await staffChange(app.db, userId, async (trx, audit) => {
        // Two admins demoting (or disabling) each other at once are decided one after the other: the second sees the
        // first's change, and is refused as the last admin.
        await beginAccountChange(trx);
        const account = await lockAccount(trx, memberId);
        if (!account) throw notFound(NO_MEMBER);
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
