// The freelancer digital bank account request (second spec §2.8) and the staff's list of requests: the calls' one
// written path (decision 016).
import { calls } from 'shared-api/contract';

export const bankLeadCalls = calls({
  requestBankAccount: 'POST /user/bank-account-lead',
  getBankLeads: 'GET /staff/leads',
  downloadBankLeads: 'GET /staff/leads.csv (file)',
  markBankLeadSent: 'POST /staff/leads/:leadId/sent',
  markBankLeadsSent: 'POST /staff/leads/sent',
});
