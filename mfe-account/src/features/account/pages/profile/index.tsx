import { t } from '@lingui/core/macro';
import { Button, Card, Flex, Heading, PageFrame, PageSection, RouterLink, SimpleGrid, Stack } from 'shared-ui';
import { MemberIdBadge } from '../../../member/MemberIdBadge';
import { useProfile } from '../../../member/useProfile';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';

export default function ProfilePage() {
  const query = useProfile();
  if (!query.data) {
    return (
      <PageSection title={t`Profile`}>
        <PageFrame query={query} what={t`your profile`} />
      </PageSection>
    );
  }
  const profile = query.data;
  const name = profile.name;
  return (
    <PageSection title={t`Welcome, ${name}`}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="4" mb="8">
        <MemberIdBadge membershipId={profile.membership_id} />
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/dashboard/edit-profile">{t`Edit your full profile`}</RouterLink>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading id="account-form-heading" as="h2" size="lg">
                {t`Profile update`}
              </Heading>
              <AccountForm initial={{ name: profile.name, email: profile.email, phone: profile.phone }} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading id="password-form-heading" as="h2" size="lg">
                {t`Password update`}
              </Heading>
              <PasswordForm owner={{ name: profile.name, email: profile.email }} />
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </PageSection>
  );
}
