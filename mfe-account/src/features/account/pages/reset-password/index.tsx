import { t } from '@lingui/core/macro';
import { resetPasswordSchema } from 'shared-api/validation';
import { Alert, Box, Card, Link, PageSection, RouterLink, useSearchParams } from 'shared-ui';
import { schemaMessage } from '../../../forms/schema-message';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const badLink = schemaMessage(resetPasswordSchema, 'reset_token', { reset_token: token });
  return (
    <PageSection title={t`Reset Password`} lead={badLink ? undefined : t`Choose a new password for your account.`} width="md">
      {badLink ? (
        <Alert.Root status="warning" role="alert" borderRadius="l2">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{badLink}</Alert.Title>
            <Alert.Description>
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink to="/forgot-password">{t`Request a new reset link`}</RouterLink>
              </Link>
            </Alert.Description>
          </Box>
        </Alert.Root>
      ) : (
        <Card.Root>
          <Card.Body>
            <ResetPasswordForm token={token} />
          </Card.Body>
        </Card.Root>
      )}
    </PageSection>
  );
}
