import { PageSection } from 'shared-ui';

export default function RegisterPage() {
  return <PageSection title="register" />;
}
