// The membership plans' texts as staff write them, in the browser: the calls through the feature's contract
// (decision 016), the names of their reads in the query cache, and the one write, a hook (bulletproof-react's
// features/<feature>/api): saving a plan's texts. The form shows the plan the server answers, and the list (how much
// Urdu is still to write) is read again. Visitors and members read the plans through shared-api/content's getPackage,
// which mfe-account's membership order reads too.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { planAdminCalls } from './calls';
import type { planAdminContract } from './contract';
import type { PlanInput } from './staff-validation';

const api = typedCalls<typeof planAdminContract>(planAdminCalls, { call });

type Id = number | string;

/** The names of these reads in the query cache: the plans' list, a plan. */
export const planAdminKeys = {
  all: ['staff-home-content', 'membership-plans'] as const,
  list: ['staff-home-content', 'membership-plans', 'list'] as const,
  one: (id: Id) => ['staff-home-content', 'membership-plans', String(id)] as const,
};

/** The membership plans with their texts in English and Urdu, in the order their cards show. */
export const getStaffPlans = () => api.getStaffPlans();
export const getStaffPlan = (id: Id) => api.getStaffPlan({ params: { planId: id } });
/** Save a plan's texts (its description and benefits, and their Urdu with its name's). */
export const updatePlan = (id: Id, input: PlanInput) => api.updatePlan({ params: { planId: id }, body: input });

export const useUpdatePlan = (id: Id) =>
  useMutation({
    mutationFn: (input: PlanInput) => updatePlan(id, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(planAdminKeys.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: planAdminKeys.list });
    },
  });
