// The daily reconciliation (issue #46): what each payment provider and the bank settled against the site's paid orders,
// and the bank's statement matched to pending bill payments: the calls' one written path (decision 016).
import { calls } from 'shared-api/contract';

export const reconciliationCalls = calls({
  getReconciliation: 'GET /staff/reconciliation',
  importBankStatement: 'POST /staff/reconciliation/statements',
  confirmBankPayments: 'POST /staff/reconciliation/confirm',
});
