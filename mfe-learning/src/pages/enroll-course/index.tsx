import { EmptyState, PageSection } from 'shared-ui';

export default function EnrollCoursePage() {
  return (
    <PageSection title="Course Enrolment">
      <EmptyState title="Enrolment is not open yet" description="You will be able to apply for this course here when registrations open." />
    </PageSection>
  );
}
