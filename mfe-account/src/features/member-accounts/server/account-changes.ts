// Who may act on the site changes one change at a time. Giving or taking a role and disabling or enabling an account
// each begin with one database lock, then read the admins and the acting account as they are now: two admins who
// disable or demote each other at the same moment, on one server or on several, are decided one after the other, the
// second seeing the first's change, so one admin who can sign in always remains.
import type { Transaction } from 'kysely';
import { hasRole, Refusal, type Database } from '../../../../../server/src/kit.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import { actingAccount, lockAccountChanges, otherActiveAdmins } from './queries.js';

export const ACCESS_CHANGED = 'Your own role or account was changed a moment ago, so this change was not made.';

/** Begins a change of a role or of an account's status: no other such change is made until this one's transaction ends. */
export const beginAccountChange = (trx: Transaction<Database>) => lockAccountChanges(trx);

/** Whether taking this account's admin role or its sign-in would leave no admin who can sign in. */
export async function isLastAdmin(trx: Transaction<Database>, account: { id: number; role: Role; disabled_at: Date | null }) {
  return account.role === 'admin' && account.disabled_at === null && (await otherActiveAdmins(trx, account.id)) === 0;
}

/**
 * Refuses the change when the staff member making it no longer may: their account was disabled, or lost the role the
 * change needs, by a change made while this request was on its way (the guard read the role when it arrived).
 */
export async function stillMayAct(trx: Transaction<Database>, actorId: number, needs: 'staff' | 'admin') {
  const actor = await actingAccount(trx, actorId);
  if (!actor || actor.disabled_at || !hasRole(actor.role, needs)) throw new Refusal('refused', ACCESS_CHANGED);
}
