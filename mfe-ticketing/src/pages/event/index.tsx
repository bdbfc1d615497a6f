import { EmptyState, PageSection } from 'shared-ui';

export default function EventPage() {
  return (
    <PageSection title="Event">
      <EmptyState title="This event is not available yet" description="Please check back soon, or browse all events." />
    </PageSection>
  );
}
