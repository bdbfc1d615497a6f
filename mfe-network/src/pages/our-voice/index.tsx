import { EmptyState, PageSection } from 'shared-ui';

export default function OurVoicePage() {
  return (
    <PageSection title="Our Voice">
      <EmptyState title="Our Voice is getting ready" description="Freelancers from across Pakistan who complete their profiles will be featured here." />
    </PageSection>
  );
}
