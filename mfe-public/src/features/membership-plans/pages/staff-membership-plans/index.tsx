import { defineQuery } from 'shared-api';
import { getStaffPlans, planAdminKeys } from '../../api';
import type { StaffPlan } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { formatPKR, Link, PageFrame, PageSection, RouterLink, Text } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';

/** What is still to write in Urdu of a plan: its name, description and each benefit's name and description. */
export function urduMissing(plan: StaffPlan) {
  const texts = [plan.name_ur, plan.description_ur, ...plan.features.flatMap((f) => [f.name_ur, f.description_ur])];
  return texts.filter((text) => !text).length;
}

const columns: StaffColumn<StaffPlan>[] = [
  {
    id: 'name',
    header: 'Plan',
    primary: true,
    cell: (plan) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/membership-plans/${plan.id}`}>{plan.name}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'urdu',
    header: 'In Urdu',
    cell: (plan) => (
      <Text as="span" lang="ur" dir="rtl">
        {plan.name_ur ?? '—'}
      </Text>
    ),
  },
  { id: 'price', header: 'A year', numeric: true, cell: (plan) => (plan.discounted_price ?? plan.price) === 0 ? 'Free' : formatPKR(plan.discounted_price ?? plan.price) },
  { id: 'benefits', header: 'Benefits', numeric: true, cell: (plan) => plan.features.length },
  {
    id: 'missing',
    header: 'Urdu to write',
    phoneLabel: true,
    cell: (plan) => {
      const missing = urduMissing(plan);
      return missing === 0 ? 'All written' : `${missing} ${missing === 1 ? 'text' : 'texts'}`;
    },
  },
];

/** Staff: the membership plans, and how much of each is still to write in Urdu. */
export default function StaffMembershipPlansPage() {
  const query = useQuery(defineQuery(planAdminKeys.list, getStaffPlans));
  return (
    <PageSection
      title="Membership plans"
      lead="The texts of the plans' cards on /membership and the members' Membership Details. Write each in English and in Urdu: until its Urdu is written, Urdu pages show the English."
    >
      <PageFrame query={query} what="the plans" empty={{ when: (list) => list.length === 0, title: 'No plans yet', description: 'Plans are set up with the site.' }}>
        {(plans) => <StaffTable caption="Membership plans, in the order their cards show" rows={plans} columns={columns} rowKey={(p) => String(p.id)} rowLabel={(p) => p.name} />}
      </PageFrame>
    </PageSection>
  );
}
