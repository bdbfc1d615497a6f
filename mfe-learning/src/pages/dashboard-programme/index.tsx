import { EmptyState, PageSection } from 'shared-ui';

export default function DashboardProgrammePage() {
  return (
    <PageSection title="Google Career Certificates">
      <EmptyState title="No courses open yet" description="Courses of the certificate programme will be listed here when registrations open." />
    </PageSection>
  );
}
