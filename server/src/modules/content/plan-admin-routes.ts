import type { FastifyPluginAsync } from 'fastify';
import { planAdminContract } from '../../../../shared-api/src/contracts/plans-admin.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { auditChange, staffChange } from '../../lib/audit.js';
import { memberOf } from '../../plugins/auth.js';
import { findStaffPlan, listStaffPlans, planSnapshot, savePlanTexts } from './plan-admin.js';

const NO_PLAN = 'This membership plan does not exist.';

/** Staff write the plans' texts in English and Urdu; each save is audited in its transaction. */
const planAdminRoutes: FastifyPluginAsync = async (app) => {
  serve(app, planAdminContract, {
    getStaffPlans: async () => ok(await listStaffPlans(app.db)),

    getStaffPlan: async (request) => {
      const plan = await findStaffPlan(app.db, request.params.planId);
      if (!plan) throw notFound(NO_PLAN);
      return ok(plan);
    },

    updatePlan: async (request) => {
      const id = request.params.planId;
      const plan = await staffChange(app.db, memberOf(request).userId, async (trx, audit) => {
        if (!(await findStaffPlan(trx, id))) throw notFound(NO_PLAN);
        await auditChange(trx, audit, { action: 'membership_plan.update', entity: 'membership_plan', id }, (db) => planSnapshot(db, id), () => savePlanTexts(trx, id, request.body));
        return findStaffPlan(trx, id);
      });
      return ok(plan!, 'The plan has been saved.');
    },
  });
};

export default planAdminRoutes;
