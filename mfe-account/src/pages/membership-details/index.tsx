import { Box, Button, Card, Heading, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';
import { MemberIdBadge } from '../../features/member/MemberIdBadge';
import { MembershipStatus } from '../../features/member/MembershipStatus';
import { useProfile } from '../../features/member/useProfile';

export default function MembershipDetailsPage() {
  const query = useProfile();
  return (
    <PageSection title="Membership Details">
      <PageFrame query={query} what="your profile">
        {(profile) => (
          <Stack gap="6">
            <Card.Root>
              <Card.Body gap="4">
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    Member
                  </Text>
                  <Heading as="h2" size="xl">
                    {profile.name}
                  </Heading>
                </Box>
                <MemberIdBadge membershipId={profile.membership_id} />
                <MembershipStatus />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body gap="3">
                <Heading as="h2" size="md">
                  Banking for freelancers
                </Heading>
                <Text color="fg.muted">Open a bank account made for receiving payments from clients abroad.</Text>
                <Button asChild colorPalette="brand" alignSelf="start">
                  <RouterLink to="/dashboard/bank-account">Request a Freelancer Digital Account</RouterLink>
                </Button>
              </Card.Body>
            </Card.Root>
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
