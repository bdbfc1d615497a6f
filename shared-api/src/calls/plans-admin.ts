// Staff write the membership plans' texts in English and Urdu: the calls' one written path (decision 016).
import { calls } from '../contract';

export const planAdminCalls = calls({
  getStaffPlans: 'GET /staff/membership-plans',
  getStaffPlan: 'GET /staff/membership-plans/:planId',
  updatePlan: 'POST /staff/membership-plans/:planId',
});
