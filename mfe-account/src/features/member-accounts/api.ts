// The members' accounts in the browser: the staff's calls through their contract (decision 016), the names of their
// reads in the query cache, and the changes' hooks, which refresh what a change affects.
import { call, type Role } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { auditLogKeys } from '../audit-log/api';
import { memberAccountCalls } from './calls';
import type { memberAccountContract } from './contract';
import type { AccountStatus } from './shapes';

const accounts = typedCalls<typeof memberAccountContract>(memberAccountCalls, { call });

/** What the list of members can be sorted by (the contract's MEMBER_SORTS). */
export const MEMBER_SORT_COLUMNS = ['name', 'joined_at', 'last_sign_in_at'] as const;

export interface MembersQuery {
  /** a name, e-mail, phone or MEMBER ID */
  q?: string;
  role?: Role;
  status?: AccountStatus;
  sort?: (typeof MEMBER_SORT_COLUMNS)[number];
  dir?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

/** Staff and admin: every account, searched, filtered by role and status, sorted and paged. */
export const listMembers = (query: MembersQuery = {}) => accounts.listMembers({ query });

/** Staff and admin: one member's account: profile, membership, role, status and last sign-in. */
export const getMember = (memberId: string) => accounts.getMember({ params: { memberId } });

/** The names of these reads in the query cache: staff reads, refreshed with every other after a staff change. */
export const memberKeys = {
  all: ['staff', 'members'] as const,
  list: (query: MembersQuery) => ['staff', 'members', 'list', query] as const,
  one: (memberId: string) => ['staff', 'members', 'one', memberId] as const,
};

/** After a change to an account: the lists of members, the account and the audit log are read again. */
const refreshMembers = () => {
  void queryClient.invalidateQueries({ queryKey: memberKeys.all });
  void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
};

/** An admin gives the account another role. */
export const useSetMemberRole = (memberId: string) =>
  useMutation({
    mutationFn: (role: Role) => accounts.setMemberRole({ params: { memberId }, body: { role } }),
    onSuccess: refreshMembers,
  });

/** Staff disable the account (it is signed out everywhere) or enable it again, saying why. */
export const useSetAccountStatus = (memberId: string, to: 'disabled' | 'active') =>
  useMutation({
    mutationFn: (reason: string) =>
      to === 'disabled' ? accounts.disableMember({ params: { memberId }, body: { reason } }) : accounts.enableMember({ params: { memberId }, body: { reason } }),
    onSuccess: (result) => {
      queryClient.setQueryData(memberKeys.one(memberId), result.data);
      refreshMembers();
    },
  });
