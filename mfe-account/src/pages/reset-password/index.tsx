import { PageSection } from 'shared-ui';

export default function ResetPasswordPage() {
  return <PageSection title="reset-password" />;
}
