import { Box, Button, Card, Container, Heading, RouterLink, Section, SimpleGrid, Stack, Text } from 'shared-ui';
import { useJoinLink } from '../../features/membership/join-link';

// spec: core §1 — the four objectives, and the home statistics.
const about = [
  { title: 'Advocate', text: 'We speak for freelancers with government, banks and platforms on payments, taxation and recognition.' },
  { title: 'Create community', text: 'Chapters, meetups and Freelance Fest bring freelancers together in cities across Pakistan.' },
  { title: 'Provide benefits', text: 'Discounts, insurance, banking and legal support, negotiated for members.' },
  { title: 'Build resources', text: 'Research, guides and training that help freelancers grow their careers.' },
];

const stats = [
  { value: '2.3M', label: 'freelancers' },
  { value: '10+ billion', label: 'hours' },
  { value: '$400M', label: 'services annually' },
];

export function AboutCards() {
  return (
    <Section id="about" title="What we do" lead="A non-profit association run by freelancers, for freelancers.">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {about.map((a) => (
          <Card.Root key={a.title} variant="subtle">
            <Card.Body gap="2">
              <Card.Title as="h3">{a.title}</Card.Title>
              <Text color="fg.muted">{a.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Button asChild variant="plain" colorPalette="brand" mt="4" px="0">
        <RouterLink to="/about-us">More about us</RouterLink>
      </Button>
    </Section>
  );
}

export function Statistics() {
  return (
    <Box as="section" aria-labelledby="stats-heading" bg="brand.fg" color="white">
      <Container maxW="6xl" py={{ base: 10, md: 14 }} px={{ base: 4, md: 6 }}>
        <Heading as="h2" id="stats-heading" size="xl" mb="8" textAlign="center">
          Freelancing in Pakistan
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="6" textAlign="center">
          {stats.map((s) => (
            <Stack key={s.label} gap="1" flexDirection="column-reverse">
              <Text as="dt" fontSize="lg" opacity={0.9}>
                {s.label}
              </Text>
              <Text as="dd" fontSize="4xl" fontWeight="bold">
                {s.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

const community = [
  { title: 'Events', text: 'Meetups, workshops and Freelance Fest across Pakistan: some free, most ticketed, each with its price on its page.', to: '/events', action: 'See events' },
  { title: 'Blog', text: 'Guides and stories from freelancers across Pakistan.', to: '/blog', action: 'Read the blog' },
];

export function Community() {
  return (
    <Section id="community" title="Join the community">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {community.map((c) => (
          <Card.Root key={c.title} variant="outline">
            <Card.Body gap="2">
              <Card.Title as="h3">{c.title}</Card.Title>
              <Text color="fg.muted">{c.text}</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="brand" variant="outline">
                <RouterLink to={c.to}>{c.action}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function JoinCallToAction() {
  const join = useJoinLink();
  return (
    <Box as="section" aria-labelledby="join-heading" bg="brand.subtle">
      <Container maxW="3xl" py={{ base: 12, md: 16 }} px={{ base: 4, md: 6 }} textAlign="center">
        <Heading as="h2" id="join-heading" size={{ base: 'xl', md: '2xl' }} mb="3">
          {join.member ? 'Thank you for being a member.' : 'Membership is free. Join today.'}
        </Heading>
        <Text color="fg.muted" mb="6">
          Get a voice, a community and benefits built for freelancers, from your first gig to your own agency.
        </Text>
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to={join.to}>{join.label}</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
