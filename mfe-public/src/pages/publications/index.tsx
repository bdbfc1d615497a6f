import { EmptyState, PageSection } from 'shared-ui';

export default function PublicationsPage() {
  return (
    <PageSection title="Publications">
      <EmptyState title="No publications yet" description="Research reports on freelancing in Pakistan will be available here." />
    </PageSection>
  );
}
