import { EmptyState, PageSection } from 'shared-ui';

export default function DashboardEventPage() {
  return (
    <PageSection title="Event Registration">
      <EmptyState title="This event is not available yet" description="Please check back soon, or browse all events." />
    </PageSection>
  );
}
