import { EmptyState, PageSection } from 'shared-ui';

export default function NewIssuePage() {
  return (
    <PageSection title="New Issue">
      <EmptyState title="Raising issues opens soon" description="You will be able to ask the association for help here." />
    </PageSection>
  );
}
