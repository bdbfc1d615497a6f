import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Banner, Box, Button, Card, RouterLink, Section, SimpleGrid, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { useJoinLink } from '../../features/membership/join-link';

// spec: core §1 — the four objectives and the vision.
const objectives = [
  { title: msg`Advocate`, text: msg`Speak for freelancers with government, banks and platforms on payments, taxation and recognition of freelancing as a profession.` },
  { title: msg`Create community`, text: msg`Bring freelancers together through chapters, meetups and Freelance Fest, in large cities and small towns alike.` },
  { title: msg`Provide benefits`, text: msg`Negotiate discounts, insurance, banking and legal support that individual freelancers could not get alone.` },
  { title: msg`Build resources`, text: msg`Publish research, guides and training that help freelancers grow from a first gig to a lasting career.` },
];

export default function AboutUsPage() {
  const join = useJoinLink();
  return (
    <>
      <Banner title={t`About Us`} lead={t`A non-profit association of freelancers in Pakistan, run by freelancers, for freelancers.`} />
      <Section id="who-we-are" title={t`Who We Are`}
        lead={t`Pakistan has one of the largest freelance workforces in the world. We exist so that every one of them has a voice, a community and support. Our work has four objectives:`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {objectives.map((o, i) => (
            <Card.Root key={o.title.id} variant="outline">
              <Card.Body gap="2">
                <Text fontSize="sm" fontWeight="bold" color="brand.fg">
                  0{i + 1}
                </Text>
                <Card.Title as="h3">{i18n._(o.title)}</Card.Title>
                <Text color="fg.muted">{i18n._(o.text)}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="vision" title={t`Our Vision`} bg="bg.subtle">
        <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="3xl" mb="6">
          <Trans>A Pakistan where every freelancer is recognised, protected and able to build a thriving career on the global market.</Trans>
        </Text>
        <Box>
          <Button asChild colorPalette="brand">
            <RouterLink to={join.to}>{join.label}</RouterLink>
          </Button>
        </Box>
      </Section>
    </>
  );
}
