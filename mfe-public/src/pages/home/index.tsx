import { Box, Button, Container, Heading, RouterLink, SimpleGrid, Stack, Text } from 'shared-ui';

// spec: core §1 — home statistics.
const stats = [
  { value: '2.3M', label: 'freelancers' },
  { value: '10+ billion', label: 'hours' },
  { value: '$400M', label: 'services annually' },
];

export default function HomePage() {
  return (
    <>
      <Box bg="brand.solid" color="brand.contrast">
        <Container maxW="6xl" py={{ base: 12, md: 20 }} px={{ base: 4, md: 6 }}>
          <Stack gap="5" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
              The voice of Pakistan&apos;s freelancers
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>
              A non-profit association that advocates for freelancers, builds community, provides benefits and creates resources. Membership is free.
            </Text>
            <Box>
              <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
                <RouterLink to="/register">Become a member</RouterLink>
              </Button>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: 10, md: 14 }} px={{ base: 4, md: 6 }}>
        <Heading as="h2" size="xl" mb="6" textAlign="center">
          Freelancing in Pakistan
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {stats.map((s) => (
            <Box key={s.label} textAlign="center" p="6" borderWidth="1px" borderRadius="l3">
              <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
                {s.value}
              </Text>
              <Text color="fg.muted">{s.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
