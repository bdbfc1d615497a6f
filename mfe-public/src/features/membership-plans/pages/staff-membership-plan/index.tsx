import { defineQuery } from 'shared-api';
import { getStaffPlan, planAdminKeys, useUpdatePlan } from '../../api';
import { useQuery } from 'shared-api/query';
import { BackLink, PageFrame, PageSection, useParams } from 'shared-ui';
import { PlanForm } from './PlanForm';

const BACK = { to: '/staff/membership-plans', label: 'All membership plans' };

/** Staff: a plan's texts in English and in Urdu, as its cards show them on /membership and the members' pages. */
export default function StaffMembershipPlanPage() {
  const { planId = '' } = useParams();
  const query = useQuery(defineQuery(planAdminKeys.one(planId), () => getStaffPlan(planId)));
  const update = useUpdatePlan(planId);
  return (
    <PageSection title={query.data ? query.data.name : 'Membership plan'} lead="What members read on the plan's card, in English and in Urdu." width="3xl">
      <BackLink to={BACK.to} mb="4">
        {BACK.label}
      </BackLink>
      <PageFrame query={query} what="this plan" notFound={{ title: 'This membership plan does not exist', back: { to: BACK.to, label: 'Back to the plans' } }}>
        {(plan) => <PlanForm key={plan.id} plan={plan} onSave={(input) => update.mutateAsync(input)} />}
      </PageFrame>
    </PageSection>
  );
}
