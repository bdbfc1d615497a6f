import { EmptyState, PageSection } from 'shared-ui';

export default function DashboardEventsPage() {
  return (
    <PageSection title="Events">
      <EmptyState title="No upcoming events yet" description="Events you can register for will be listed here." />
    </PageSection>
  );
}
