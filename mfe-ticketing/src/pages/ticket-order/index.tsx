import { EmptyState, PageSection } from 'shared-ui';

export default function TicketOrderPage() {
  return (
    <PageSection title="Ticket Order">
      <EmptyState title="No ticket to order" description="Book a ticket for an event first; its order appears here." />
    </PageSection>
  );
}
