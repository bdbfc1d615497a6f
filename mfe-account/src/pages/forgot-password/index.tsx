import { PageSection } from 'shared-ui';

export default function ForgotPasswordPage() {
  return <PageSection title="forgot-password" />;
}
