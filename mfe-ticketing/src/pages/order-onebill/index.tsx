import { EmptyState, PageSection } from 'shared-ui';

export default function OrderOnebillPage() {
  return (
    <PageSection title="Pay with 1Bill">
      <EmptyState title="No pending order" description="Orders waiting for a bill payment will be shown here." />
    </PageSection>
  );
}
