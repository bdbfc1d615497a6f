import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { withReferrer } from 'shared-api';
import { Alert, Card, Flex, Island, Link, PageSection, RouterLink, Stack, Text, useReferrer } from 'shared-ui';
import { LoginForm } from './LoginForm';

/** Why a visitor was sent to sign in, from the page they asked for; null when they came on their own. */
const signInReason = (referrer: string | null) => (referrer?.startsWith('/member/') ? t`Sign in to view member profiles.` : null);

export default function LoginPage() {
  const referrer = useReferrer();
  const reason = signInReason(referrer);
  return (
    <PageSection title={t`Login`} lead={t`Welcome back. Sign in to your member account.`} width="md">
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            {reason && (
              <Alert.Root status="info" variant="subtle" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Title>{reason}</Alert.Title>
              </Alert.Root>
            )}
            <Island name="login-form" when="interaction">
              <LoginForm />
            </Island>
            <Flex justify="space-between" wrap="wrap" gap="2" fontSize="sm">
              <Text>
                <Trans>
                  Not a member yet?{' '}
                  <Link asChild colorPalette="brand" fontWeight="semibold">
                    <RouterLink to={withReferrer('/register', referrer)}>Sign Up</RouterLink>
                  </Link>
                </Trans>
              </Text>
              <Link asChild colorPalette="brand">
                <RouterLink to="/forgot-password">{t`Reset password`}</RouterLink>
              </Link>
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
