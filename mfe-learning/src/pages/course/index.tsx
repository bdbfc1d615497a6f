import { EmptyState, PageSection } from 'shared-ui';

export default function CoursePage() {
  return (
    <PageSection title="Course">
      <EmptyState title="This course is not available yet" description="Please check back soon." />
    </PageSection>
  );
}
