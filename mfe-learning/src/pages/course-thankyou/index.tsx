import { EmptyState, PageSection } from 'shared-ui';

export default function CourseThankyouPage() {
  return (
    <PageSection title="Thank You">
      <EmptyState title="No enrolment found" description="Your course applications will be confirmed here." />
    </PageSection>
  );
}
