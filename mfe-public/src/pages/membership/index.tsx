import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, type MembershipPackage, useRead } from 'shared-api';
import { contentKeys, getPackage } from 'shared-api/content';
import { Box, Button, Container, FaqQuestions, Flex, Heading, HStack, PageFrame, RouterLink, Section, SimpleGrid, Skeleton, Stack, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { useJoinLink } from '../../features/membership/join-link';
import { BenefitIcon } from './BenefitIcon';
import { benefits, faqs } from './content';
import { MemberCard } from './MemberCard';
import { PackageCard } from './PackageCard';

const facts = [msg`Free to join, free for ever`, msg`Upgrade to Surge when you need more`, msg`A certificate with your member ID`];

const loadPackages = async () => {
  const [seed, surge] = await Promise.all([getPackage('Seed'), getPackage('Surge')]);
  return { message: surge.message, data: [seed.data, surge.data] as MembershipPackage[] };
};

export default function MembershipPage() {
  const query = useRead(defineQuery(contentKeys.packages, loadPackages));
  const join = useJoinLink();
  return (
    <>
      <Box bg="brand.solid" color="brand.contrast" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.600">
        <Container maxW="6xl" py={{ base: 10, md: 16 }} px={{ base: 4, md: 6 }}>
          <Flex gap={{ base: 8, md: 12 }} align="center" direction={{ base: 'column', md: 'row' }}>
            <Stack gap="4" maxW="2xl" flex="1">
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
                <Trans>Membership</Trans>
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }}>
                <Trans>Join Pakistan&apos;s community of freelancers. Seed membership is free for ever; Surge adds tax filing, insurance and training.</Trans>
              </Text>
              <Stack as="ul" gap="1.5" listStyleType="none" fontSize={{ base: 'sm', md: 'md' }}>
                {facts.map((fact) => (
                  <HStack as="li" key={fact.id} gap="2" align="start">
                    <Box as="span" aria-hidden="true" fontWeight="bold">
                      ✓
                    </Box>
                    {i18n._(fact)}
                  </HStack>
                ))}
              </Stack>
              <HStack gap="3" wrap="wrap" pt="1">
                <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
                  <RouterLink to={join.to}>{join.label}</RouterLink>
                </Button>
                <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                  <a href="#packages">
                    <Trans>Compare the plans</Trans>
                  </a>
                </Button>
              </HStack>
            </Stack>
            {/* On a phone the words and the buttons are the whole first view. */}
            <Box flex="1" w="full" maxW="24rem" display={{ base: 'none', md: 'block' }}>
              <MemberCard />
            </Box>
          </Flex>
        </Container>
      </Box>
      <Section id="benefits" title={t`Member benefits`}>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3 }} gap="4" listStyleType="none">
          {benefits.map((b) => (
            <HStack as="li" key={b.icon} p="5" borderWidth="1px" borderRadius="l3" gap="4" align="start">
              <Flex flexShrink={0} align="center" justify="center" boxSize="11" borderRadius="l2" bg="brand.subtle" color="brand.fg">
                <BenefitIcon name={b.icon} />
              </Flex>
              <Box>
                <Heading as="h3" size="md" mb="1">
                  {i18n._(b.name)}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {i18n._(b.text)}
                </Text>
              </Box>
            </HStack>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="packages" title={t`Choose your membership`} bg="bg.subtle">
        <PageFrame query={query} what={t`the membership packages`} skeleton={<Skeleton h="96" />}>
          {(packages) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto">
              {packages.map((p) => (
                <PackageCard key={p.id} pkg={p} />
              ))}
            </SimpleGrid>
          )}
        </PageFrame>
      </Section>
      <Section id="faqs" title={t`Frequently asked questions`}>
        <FaqQuestions items={faqs.map((f) => ({ id: f.id, question: i18n._(f.question), answer: i18n._(f.answer) }))} />
      </Section>
    </>
  );
}
