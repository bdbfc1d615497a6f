import { PageSection } from 'shared-ui';

export default function LoginPage() {
  return <PageSection title="login" />;
}
