import { EmptyState, PageSection } from 'shared-ui';

export default function EventsPage() {
  return (
    <PageSection title="Events">
      <EmptyState title="No upcoming events yet" description="Meetups, workshops and conferences for freelancers will be listed here." />
    </PageSection>
  );
}
