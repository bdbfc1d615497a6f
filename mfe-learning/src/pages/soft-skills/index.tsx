import { defineQuery, useRead } from 'shared-api';
import { getProgram, learningKeys } from 'shared-api/learning';
import { Badge, Banner, Box, Button, Heading, HStack, Island, SimpleGrid, Section, Stack, Text } from 'shared-ui';
import { Faq } from '../../features/learning/Faq';
import { faqs, modules, openToAll, statistics, steps } from './content';
import { RegisterAction } from './RegisterAction';

/**
 * The public soft skills page (second spec §2.10). Its Register Now comes from the programme's data, read with
 * `useRead`, which takes the answer the server sent inside the page.
 */
export default function SoftSkillsPage() {
  const query = useRead(defineQuery(learningKeys.program('soft-skills'), () => getProgram('soft-skills')));
  return (
    <>
      <Banner
        eyebrow="Free program"
        title="Google Soft Skills Program"
        lead="The skills clients notice: communication, time, problem solving and teamwork. Open to all, with no enrolment cap and no degree needed. One video a week for four weeks, then a quiz, then a certificate."
      >
        <HStack gap="3" wrap="wrap" pt="1">
          <RegisterAction query={query} onBrand />
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <a href="#softskills-topics">See the topics</a>
          </Button>
        </HStack>
      </Banner>
      <Section id="open-to-all" title="Made for every freelancer">
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
          {openToAll.map((item) => (
            <Box as="li" key={item.title} p="5" borderWidth="1px" borderRadius="l3">
              <Heading as="h3" size="md" mb="1">
                {item.title}
              </Heading>
              <Text color="fg.muted">{item.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="results" title="The program in numbers" bg="bg.subtle">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          {statistics.map((s) => (
            <Box key={s.figure} p="4" borderRadius="l3" bg="bg" minW="0">
              <Text as="dt" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg">
                {s.figure}
              </Text>
              <Text as="dd" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {s.caption}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="how-it-works" title="How it works">
        <Stack as="ol" gap="4" listStyleType="none">
          {steps.map((step, i) => (
            <HStack as="li" key={step.title} gap="4" align="start">
              <Box flexShrink={0} display="flex" alignItems="center" justifyContent="center" boxSize="10" borderRadius="full" bg="brand.subtle" color="brand.fg" fontWeight="bold">
                {i + 1}
              </Box>
              <Box>
                <Heading as="h3" size="md">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      </Section>
      <Section id="softskills-topics" title="What the four modules cover" bg="bg.subtle">
        <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none">
          {modules.map((m) => (
            <Box as="li" key={m.title} p="5" borderRadius="l3" bg="bg" borderWidth="1px">
              <Badge colorPalette="brand" variant="subtle" mb="2">
                {m.week}
              </Badge>
              <Heading as="h3" size="md" mb="1">
                {m.title}
              </Heading>
              <Text color="fg.muted">{m.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="faqs" title="Frequently asked questions">
        <Island name="faq">
          <Faq items={faqs} />
        </Island>
        <HStack mt="8" gap="4" wrap="wrap">
          <RegisterAction query={query} />
        </HStack>
      </Section>
    </>
  );
}
