import { PageSection } from 'shared-ui';

export default function ProfilePage() {
  return <PageSection title="profile" />;
}
