import { Box, Button, Heading, PageSection, RouterLink, SimpleGrid, Text } from 'shared-ui';

// spec: core §2 — the nine membership benefits.
const benefits = [
  'Community',
  'Voice & Support group',
  'Exclusive Events',
  'Discounts and Promotions',
  'Insurance',
  'Accounting and legal',
  'Workshops & Training',
  'Showcase',
  'Banking',
];

export default function MembershipPage() {
  return (
    <PageSection title="Membership" lead="Join Pakistan's community of freelancers. Basic membership is free.">
      <Heading as="h2" size="xl" mb="4">
        Member benefits
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4" mb="8">
        {benefits.map((b) => (
          <Box key={b} p="5" borderWidth="1px" borderRadius="l3">
            <Text fontWeight="semibold">{b}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Button asChild colorPalette="brand">
        <RouterLink to="/register">Become a member</RouterLink>
      </Button>
    </PageSection>
  );
}
