import { PageSection } from 'shared-ui';

export default function MembershipOrderPage() {
  return <PageSection title="membership-order" />;
}
