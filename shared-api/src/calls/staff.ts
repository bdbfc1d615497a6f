// The staff area's own calls (the queues of the staff home, the audit log, an admin giving or taking a role): the calls' one written path (decision 016).
import { calls } from '../contract';

export const staffCalls = calls({
  getStaffQueues: 'GET /staff/queues',
  getAuditLog: 'GET /staff/audit-log',
  getAuditPeople: 'GET /staff/audit-log/people',
  setMemberRole: 'POST /staff/members/:memberId/role',
});
