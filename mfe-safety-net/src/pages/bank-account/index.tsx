import { EmptyState, PageSection } from 'shared-ui';

export default function BankAccountPage() {
  return (
    <PageSection title="Request a Freelancer Digital Account">
      <EmptyState title="Requests open soon" description="You will be able to request a freelancer digital bank account from our partner banks here." />
    </PageSection>
  );
}
