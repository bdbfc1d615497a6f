import { withReferrer } from 'shared-api';
import { Card, Flex, Island, Link, PageSection, RouterLink, Stack, Text, useReferrer } from 'shared-ui';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const referrer = useReferrer();
  return (
    <PageSection title="Login" lead="Welcome back. Sign in to your member account." width="md">
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Island name="login-form" when="interaction">
              <LoginForm />
            </Island>
            <Flex justify="space-between" wrap="wrap" gap="2" fontSize="sm">
              <Text>
                Not a member yet?{' '}
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={withReferrer('/register', referrer)}>Sign Up</RouterLink>
                </Link>
              </Text>
              <Link asChild colorPalette="brand">
                <RouterLink to="/forgot-password">Reset password</RouterLink>
              </Link>
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
