import { EmptyState, PageSection } from 'shared-ui';

export default function StartQuizPage() {
  return (
    <PageSection title="Quiz">
      <EmptyState title="The quiz is not available yet" description="Please check back soon." />
    </PageSection>
  );
}
