import { EmptyState, PageSection } from 'shared-ui';

export default function IssuePage() {
  return (
    <PageSection title="Issue">
      <EmptyState title="This issue is not available" description="It may have been removed, or the link may be mistyped." />
    </PageSection>
  );
}
