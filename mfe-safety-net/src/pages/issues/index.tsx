import { EmptyState, PageSection } from 'shared-ui';

export default function IssuesPage() {
  return (
    <PageSection title="Your Issues">
      <EmptyState title="You have not raised any issues yet" description="When you need help with banking, taxation or anything else, raise an issue and our team will respond." />
    </PageSection>
  );
}
