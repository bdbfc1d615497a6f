import { EmptyState, PageSection } from 'shared-ui';

export default function QuizResultPage() {
  return (
    <PageSection title="Quiz Result">
      <EmptyState title="No attempt found" />
    </PageSection>
  );
}
