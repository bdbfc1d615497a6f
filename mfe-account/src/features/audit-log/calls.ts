// The audit log as staff read it: every staff change, and who it can be filtered by. The calls' one written path
// (decision 016).
import { calls } from 'shared-api/contract';

export const auditLogCalls = calls({
  getAuditLog: 'GET /staff/audit-log',
  getAuditPeople: 'GET /staff/audit-log/people',
});
