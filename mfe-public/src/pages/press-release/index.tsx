import { EmptyState, PageSection } from 'shared-ui';

export default function PressReleasePage() {
  return (
    <PageSection title="Press Release">
      <EmptyState title="This press release is not available yet" description="Please check back soon, or see all press releases." />
    </PageSection>
  );
}
