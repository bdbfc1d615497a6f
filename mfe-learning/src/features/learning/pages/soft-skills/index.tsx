import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, useRead } from 'shared-api';
import { getProgram, programKey } from '../../program-read';
import { Badge, Banner, Box, Button, FaqQuestions, Heading, HStack, Section, SimpleGrid, Stack, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { faqs, modules, openToAll, statistics, steps } from './content';
import { RegisterAction } from './RegisterAction';

/**
 * The public soft skills page (second spec §2.10). Its Register Now comes from the programme's data, read with
 * `useRead`, which takes the answer the server sent inside the page.
 */
export default function SoftSkillsPage() {
  const query = useRead(defineQuery(programKey('soft-skills'), () => getProgram('soft-skills')));
  return (
    <>
      <Banner
        eyebrow={t`Free program`}
        title={t`Google Soft Skills Program`}
        lead={t`The skills clients notice: communication, time, problem solving and teamwork. Open to all, with no enrolment cap and no degree needed. One video a week for four weeks, then a quiz, then a certificate.`}
      >
        <HStack gap="3" wrap="wrap" pt="1">
          <RegisterAction query={query} onBrand />
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <a href="#softskills-topics">
              <Trans>See the topics</Trans>
            </a>
          </Button>
        </HStack>
      </Banner>
      <Section id="open-to-all" title={t`Made for every freelancer`}>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
          {openToAll.map((item) => (
            <Box as="li" key={item.title.id} p="5" borderWidth="1px" borderRadius="l3">
              <Heading as="h3" size="md" mb="1">
                {i18n._(item.title)}
              </Heading>
              <Text color="fg.muted">{i18n._(item.text)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="results" title={t`The program in numbers`} bg="bg.subtle">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          {statistics.map((s) => (
            <Box key={s.caption.id} p="4" borderRadius="l3" bg="bg" minW="0">
              <Text as="dt" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg">
                {i18n._(s.figure)}
              </Text>
              <Text as="dd" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {i18n._(s.caption)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="how-it-works" title={t`How it works`}>
        <Stack as="ol" gap="4" listStyleType="none">
          {steps.map((step, i) => (
            <HStack as="li" key={step.title.id} gap="4" align="start">
              <Box flexShrink={0} display="flex" alignItems="center" justifyContent="center" boxSize="10" borderRadius="full" bg="brand.subtle" color="brand.fg" fontWeight="bold">
                {i + 1}
              </Box>
              <Box>
                <Heading as="h3" size="md">
                  {i18n._(step.title)}
                </Heading>
                <Text color="fg.muted">{i18n._(step.text)}</Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      </Section>
      <Section id="softskills-topics" title={t`What the four modules cover`} bg="bg.subtle">
        <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none">
          {modules.map((m) => (
            <Box as="li" key={m.title.id} p="5" borderRadius="l3" bg="bg" borderWidth="1px">
              <Badge colorPalette="brand" variant="subtle" mb="2">
                {i18n._(m.week)}
              </Badge>
              <Heading as="h3" size="md" mb="1">
                {i18n._(m.title)}
              </Heading>
              <Text color="fg.muted">{i18n._(m.text)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="faqs" title={t`Frequently asked questions`}>
        <FaqQuestions items={faqs.map((f) => ({ id: f.id, question: i18n._(f.question), answer: i18n._(f.answer) }))} />
        <HStack mt="8" gap="4" wrap="wrap">
          <RegisterAction query={query} />
        </HStack>
      </Section>
    </>
  );
}
