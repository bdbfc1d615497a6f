import type { Role } from 'shared-api';
import { disableMember, enableMember, setMemberRole, staffKeys } from 'shared-api/staff';
import { queryClient, useMutation } from 'shared-api/query';

/** After a change to an account: the lists of members, the account and the audit log are read again. */
const refreshMembers = () => {
  void queryClient.invalidateQueries({ queryKey: staffKeys.members });
  void queryClient.invalidateQueries({ queryKey: staffKeys.auditLogs });
};

/** An admin gives the account another role. */
export const useSetMemberRole = (memberId: string) =>
  useMutation({
    mutationFn: (role: Role) => setMemberRole(memberId, role),
    onSuccess: refreshMembers,
  });

/** Staff disable the account (it is signed out everywhere) or enable it again, saying why. */
export const useSetAccountStatus = (memberId: string, to: 'disabled' | 'active') =>
  useMutation({
    mutationFn: (reason: string) => (to === 'disabled' ? disableMember(memberId, reason) : enableMember(memberId, reason)),
    onSuccess: (result) => {
      queryClient.setQueryData(staffKeys.member(memberId), result.data);
      refreshMembers();
    },
  });
