import { Badge, Box, Button, Card, Heading, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';
import { MemberIdBadge } from '../../features/member/MemberIdBadge';
import { useProfile } from '../../features/member/useProfile';

// Plans and purchases arrive with the membership work; until then every member holds the free
// Seed plan, which never expires (spec: core §4).
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
                <Box>
                  <Badge colorPalette="brand" size="lg" mb="2">
                    Seed · Active
                  </Badge>
                  <Text>Your free Seed membership is active and never expires.</Text>
                </Box>
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
