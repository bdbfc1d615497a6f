import { Box, Heading, Stack, Text } from 'shared-ui';

// Four of the membership benefits the spec lists (core §2, /membership).
const benefits = [
  { name: 'Community', line: 'Meet and learn from freelancers across Pakistan.' },
  { name: 'Voice & Support group', line: 'We speak up for freelancers and stand by you when you need help.' },
  { name: 'Exclusive Events', line: 'Members-only meetups, workshops and conferences.' },
  { name: 'Discounts and Promotions', line: 'Savings on tools and services from our partners.' },
];

export function BenefitsPanel() {
  return (
    <Box as="aside" aria-labelledby="benefits-heading" bg="brand.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
      <Heading id="benefits-heading" as="h2" size="lg" mb="5">
        Member benefits
      </Heading>
      <Stack as="ul" gap="5" listStyleType="none">
        {benefits.map((b) => (
          <Box as="li" key={b.name} borderLeftWidth="3px" borderColor="brand.solid" pl="4">
            <Text fontWeight="semibold">{b.name}</Text>
            <Text color="fg.muted" fontSize="sm">
              {b.line}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
