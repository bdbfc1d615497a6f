import { EmptyState, PageSection } from 'shared-ui';

export default function BoardPage() {
  return (
    <PageSection title="Our Leadership">
      <EmptyState title="Our board will be introduced here" description="The directors who lead the association will be listed on this page." />
    </PageSection>
  );
}
