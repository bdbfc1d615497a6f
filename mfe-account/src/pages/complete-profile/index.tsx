import { PageSection } from 'shared-ui';

export default function CompleteProfilePage() {
  return <PageSection title="complete-profile" />;
}
