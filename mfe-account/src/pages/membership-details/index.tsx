import { PageSection } from 'shared-ui';

export default function MembershipDetailsPage() {
  return <PageSection title="membership-details" />;
}
