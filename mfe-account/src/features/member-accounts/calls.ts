// The members' accounts as staff look after them: the list of every account, one account, an admin giving a role,
// and staff disabling or enabling an account. The calls' one written path (decision 016).
import { calls } from 'shared-api/contract';

export const memberAccountCalls = calls({
  listMembers: 'GET /staff/members',
  getMember: 'GET /staff/members/:memberId',
  setMemberRole: 'POST /staff/members/:memberId/role',
  disableMember: 'POST /staff/members/:memberId/disable',
  enableMember: 'POST /staff/members/:memberId/enable',
});
