import { EmptyState, PageSection } from 'shared-ui';

export default function PressReleasesPage() {
  return (
    <PageSection title="Press Releases">
      <EmptyState title="No press releases yet" description="Official announcements from the association will be listed here." />
    </PageSection>
  );
}
