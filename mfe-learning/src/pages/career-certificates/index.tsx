import { EmptyState, PageSection } from 'shared-ui';

export default function CareerCertificatesPage() {
  return (
    <PageSection title="Google Career Certificates">
      <EmptyState title="Registrations Closed" description="The fully funded career certificates scholarship programme is closed for now. Members with a complete profile will be able to apply to the next round." />
    </PageSection>
  );
}
