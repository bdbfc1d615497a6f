import { EmptyState, PageSection } from 'shared-ui';

export default function GetCertifiedPage() {
  return (
    <PageSection title="Get Certified">
      <EmptyState title="The quiz is not available yet" description="The certification quiz for this course will open here." />
    </PageSection>
  );
}
