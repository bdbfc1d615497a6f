import { EmptyState, PageSection } from 'shared-ui';

export default function HelpPage() {
  return (
    <PageSection title="Help">
      <EmptyState title="Help is on its way" description="Answers to common questions will be published here. Until then, write to us and we will get back to you." />
    </PageSection>
  );
}
