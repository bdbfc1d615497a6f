import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { QueryState } from 'shared-api';
import type { LearningProgram } from '../shapes';
import { Banner, Box, Button, FaqQuestions, Heading, HStack, Island, Section, SimpleGrid, Stack, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { CourseList } from '../programme/CourseList';
import { eligibility, faqs, highlights, SCHOLARSHIPS, shortlisting } from './content';
import { graduateStories } from './stories';
import { StoryCarousel } from './StoryCarousel';

const Check = () => (
  <Box as="span" aria-hidden="true" color="brand.fg" fontWeight="bold" flexShrink={0}>
    ✓
  </Box>
);

/**
 * The Google Career Certificates scholarship (second spec §2.9), for visitors and, in the dashboard, for members:
 * the same words and the same courses, which come from the programme's data.
 */
export function CareerCertificates({ query }: { query: QueryState<LearningProgram> }) {
  return (
    <>
      <Banner
        eyebrow={t`Scholarship programme`}
        title={t`Google Career Certificates`}
        lead={t`A fully funded career certificates scholarship programme: ${SCHOLARSHIPS} scholarships for high-performing freelancers, to earn a Google Career Certificate and grow their work.`}
      >
        <HStack gap="3" wrap="wrap" pt="1">
          <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
            <a href="#gcc-courses">
              <Trans>See the certificates</Trans>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <a href="#screening-criteria">
              <Trans>Who can apply</Trans>
            </a>
          </Button>
        </HStack>
      </Banner>
      <Section id="about" title={t`About the scholarship`}>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
          {highlights.map((h) => (
            <Box as="li" key={h.text.id} p="5" borderWidth="1px" borderRadius="l3">
              <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
                {i18n._(h.figure)}
              </Text>
              <Text color="fg.muted">{i18n._(h.text)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="screening-criteria" title={t`Who can apply and how scholars are chosen`} bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 6, md: 10 }}>
          <Stack gap="3">
            <Heading as="h3" size="md">
              <Trans>Members apply</Trans>
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {eligibility.map((line) => (
                <HStack as="li" key={line.id} gap="2" align="start">
                  <Check />
                  <Text>{i18n._(line)}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="md">
              <Trans>Shortlisting</Trans>
            </Heading>
            <Text>
              <Trans>Applications are shortlisted by geographical, gender, age and occupational distribution, so the scholarships reach freelancers across Pakistan:</Trans>
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {shortlisting.map((line) => (
                <HStack as="li" key={line.id} gap="2" align="start">
                  <Check />
                  <Text>{i18n._(line)}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>
      </Section>
      <Section id="gcc-courses" title={t`Certificate programmes`} lead={t`Each certificate takes 3-6 months part-time. A 4-week soft skills programme follows.`}>
        <CourseList query={query} />
      </Section>
      <Section id="stories" title={t`Graduate stories`} bg="bg.subtle">
        <Island name="story-carousel">
          <StoryCarousel stories={graduateStories} />
        </Island>
      </Section>
      <Section id="faqs" title={t`Frequently asked questions`}>
        <FaqQuestions items={faqs.map((f) => ({ id: f.id, question: i18n._(f.question), answer: i18n._(f.answer) }))} />
      </Section>
    </>
  );
}
