import { EmptyState, PageSection } from 'shared-ui';

export default function ConferencePage() {
  return (
    <PageSection title="Freelance Fest 2022">
      <EmptyState title="Conference details coming soon" description="The programme, speakers and venue of Freelance Fest will be published here." />
    </PageSection>
  );
}
