import type { FastifyPluginAsync } from 'fastify';
import { auditChange, depsOf, memberOf, notFound, ok, serve, staffChange } from '../../../../../server/src/kit.js';
import { planAdminContract } from '../contract.js';
import { findStaffPlan, listStaffPlans, planSnapshot, savePlanTexts } from './admin.js';

const NO_PLAN = 'This membership plan does not exist.';

/** Staff write the plans' texts in English and Urdu; each save is audited in its transaction. */
const planAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  serve(app, planAdminContract, {
    getStaffPlans: async () => ok(await listStaffPlans(deps.db)),

    getStaffPlan: async (request) => {
      const plan = await findStaffPlan(deps.db, request.params.planId);
      if (!plan) throw notFound(NO_PLAN);
      return ok(plan);
    },

    updatePlan: async (request) => {
      const id = request.params.planId;
      const plan = await staffChange(deps.db, memberOf(request).userId, async (trx, audit) => {
        if (!(await findStaffPlan(trx, id))) throw notFound(NO_PLAN);
        await auditChange(trx, audit, { action: 'membership_plan.update', entity: 'membership_plan', id }, (db) => planSnapshot(db, id), () => savePlanTexts(trx, id, request.body));
        return findStaffPlan(trx, id);
      });
      return ok(plan!, 'The plan has been saved.');
    },
  });
};

export default planAdminRoutes;
