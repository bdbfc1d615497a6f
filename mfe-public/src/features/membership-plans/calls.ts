// Staff write the membership plans' texts in English and Urdu: the calls' one written path (decision 016). Tiny, so
// the pages bundle it.
import { calls } from 'shared-api/contract';

export const planAdminCalls = calls({
  getStaffPlans: 'GET /staff/membership-plans',
  getStaffPlan: 'GET /staff/membership-plans/:planId',
  updatePlan: 'POST /staff/membership-plans/:planId',
});
