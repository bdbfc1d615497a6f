// The one write of the plans' staff pages: saving a plan's texts. The form shows the plan the server answers, and the
// list (how much Urdu is still to write) is read again.
import { homeContentKeys, updatePlan, type PlanInput } from 'shared-api/home-content-admin';
import { queryClient, useMutation } from 'shared-api/query';

export const useUpdatePlan = (id: number | string) =>
  useMutation({
    mutationFn: (input: PlanInput) => updatePlan(id, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(homeContentKeys.plans.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: homeContentKeys.plans.list });
    },
  });
