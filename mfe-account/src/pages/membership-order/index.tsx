import { Button, EmptyState, PageSection, RouterLink, useParams } from 'shared-ui';

const planName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

// Buying a plan needs the membership and payment calls, which come in a later piece of work.
export default function MembershipOrderPage() {
  const { packageName = '' } = useParams();
  const plan = planName(packageName);
  return (
    <PageSection title="Membership Order" width="3xl">
      <EmptyState
        title="Plan purchases open soon"
        description={`You can't buy the ${plan} plan online just yet. Your free Seed membership stays active in the meantime.`}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard/membership">Back to Membership Details</RouterLink>
          </Button>
        }
      />
    </PageSection>
  );
}
