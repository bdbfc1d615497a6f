import { EmptyState, PageSection } from 'shared-ui';

export default function BookTicketPage() {
  return (
    <PageSection title="Book Ticket">
      <EmptyState title="Ticket booking opens soon" description="You will be able to book tickets for paid events here." />
    </PageSection>
  );
}
