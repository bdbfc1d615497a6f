import { EmptyState, PageSection } from 'shared-ui';

export default function SoftSkillsPage() {
  return (
    <PageSection title="Google Soft Skills Program">
      <EmptyState title="Registrations open soon" description="One video a week for four weeks, then a quiz and a certificate. Open to all members." />
    </PageSection>
  );
}
