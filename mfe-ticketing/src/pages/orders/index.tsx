import { EmptyState, PageSection } from 'shared-ui';

export default function OrdersPage() {
  return (
    <PageSection title="Order History">
      <EmptyState title="You have no orders yet" description="Your membership and ticket orders will be listed here." />
    </PageSection>
  );
}
