import { EmptyState, PageSection } from 'shared-ui';

export default function PeersPage() {
  return (
    <PageSection title="Peers">
      <EmptyState title="No peers to show yet" description="Members who complete their profiles appear in this directory." />
    </PageSection>
  );
}
