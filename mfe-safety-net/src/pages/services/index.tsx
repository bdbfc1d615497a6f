import { EmptyState, PageSection } from 'shared-ui';

export default function ServicesPage() {
  return (
    <PageSection title="Coming Soon">
      <EmptyState title="Coming Soon" description="We are preparing this member service. Please check back soon." />
    </PageSection>
  );
}
