import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, useRead } from 'shared-api';
import { getHomeFigures, homeContentKeys } from '../../features/home-content/public-calls';
import { Box, Button, Card, Container, Heading, PageFrame, RouterLink, Section, SimpleGrid, Skeleton, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { FiguresStrip } from '../../features/home-content/FiguresStrip';
import { useJoinLink } from '../../features/membership/join-link';

// spec: core §1 — the four objectives.
const about = [
  { title: msg`Advocate`, text: msg`We speak for freelancers with government, banks and platforms on payments, taxation and recognition.` },
  { title: msg`Create community`, text: msg`Chapters, meetups and Freelance Fest bring freelancers together in cities across Pakistan.` },
  { title: msg`Provide benefits`, text: msg`Discounts, insurance, banking and legal support, negotiated for members.` },
  { title: msg`Build resources`, text: msg`Research, guides and training that help freelancers grow their careers.` },
];

export function AboutCards() {
  return (
    <Section id="about" title={t`What we do`} lead={t`A non-profit association run by freelancers, for freelancers.`}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {about.map((a) => (
          <Card.Root key={a.title.id} variant="subtle">
            <Card.Body gap="2">
              <Card.Title as="h3">{i18n._(a.title)}</Card.Title>
              <Text color="fg.muted">{i18n._(a.text)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Button asChild variant="plain" colorPalette="brand" mt="4" px="0">
        <RouterLink to="/about-us">
          <Trans>More about us</Trans>
        </RouterLink>
      </Button>
    </Section>
  );
}

/** The home statistics (spec: 2.3M freelancers, 10+ billion hours, $400M services annually), as staff keep them. */
export function Statistics() {
  const query = useRead(defineQuery(homeContentKeys.homeFigures, getHomeFigures));
  if (query.status === 'success' && !query.data?.length) return null;
  return (
    <FiguresStrip figures={query.data}>
      <PageFrame query={query} what={t`the figures`} skeleton={<Skeleton h="24" opacity={0.3} />} />
    </FiguresStrip>
  );
}

const community = [
  { title: msg`Events`, text: msg`Meetups, workshops and Freelance Fest across Pakistan: some free, most ticketed, each with its price on its page.`, to: '/events', action: msg`See events` },
  { title: msg`Blog`, text: msg`Guides and stories from freelancers across Pakistan.`, to: '/blog', action: msg`Read the blog` },
];

export function Community() {
  return (
    <Section id="community" title={t`Join the community`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {community.map((c) => (
          <Card.Root key={c.to} variant="outline">
            <Card.Body gap="2">
              <Card.Title as="h3">{i18n._(c.title)}</Card.Title>
              <Text color="fg.muted">{i18n._(c.text)}</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="brand" variant="outline">
                <RouterLink to={c.to}>{i18n._(c.action)}</RouterLink>
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
          {join.member ? t`Thank you for being a member.` : t`Membership is free. Join today.`}
        </Heading>
        <Text color="fg.muted" mb="6">
          <Trans>Get a voice, a community and benefits built for freelancers, from your first gig to your own agency.</Trans>
        </Text>
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to={join.to}>{join.label}</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
