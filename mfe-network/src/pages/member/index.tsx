import { EmptyState, PageSection } from 'shared-ui';

export default function MemberPage() {
  return (
    <PageSection title="Member Profile">
      <EmptyState title="This member profile is not available yet" description="Please check back soon." />
    </PageSection>
  );
}
