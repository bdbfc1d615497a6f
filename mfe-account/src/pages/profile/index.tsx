import { Button, Card, Flex, Heading, PageSection, RouterLink, SimpleGrid, Stack } from 'shared-ui';
import { LoadingOrFailure } from '../../features/member/LoadingOrFailure';
import { MemberIdBadge } from '../../features/member/MemberIdBadge';
import { useProfile } from '../../features/member/useProfile';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';

export default function ProfilePage() {
  const { state, retry, patch } = useProfile();
  if (state.status !== 'ready') {
    return (
      <PageSection title="Profile">
        <LoadingOrFailure state={state} onRetry={retry} />
      </PageSection>
    );
  }
  const { profile } = state;
  return (
    <PageSection title={`Welcome, ${profile.name}`}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="4" mb="8">
        <MemberIdBadge membershipId={profile.membership_id} />
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/dashboard/edit-profile">Edit your full profile</RouterLink>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading id="account-form-heading" as="h2" size="lg">
                Profile update
              </Heading>
              <AccountForm initial={{ name: profile.name, email: profile.email, phone: profile.phone }} onSaved={patch} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading id="password-form-heading" as="h2" size="lg">
                Password update
              </Heading>
              <PasswordForm />
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </PageSection>
  );
}
