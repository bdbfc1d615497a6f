import { msg, t } from '@lingui/core/macro';
import type { Conference } from './shapes';
import { Box, Container, Heading, HStack, Link, Stack, StoredImage, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { formatDateRange } from './dates';

export const anchors = [
  { id: 'overview', label: msg`Overview` },
  { id: 'speakers', label: msg`Speakers` },
  { id: 'schedule', label: msg`Schedule` },
  { id: 'faqs', label: msg`FAQs` },
];

/** The in-page links to the sections the edition has (one still being made may have no schedule yet). */
const anchorsOf = (conference: Conference) =>
  anchors.filter((a) => (a.id === 'speakers' ? conference.speakers.length : a.id === 'schedule' ? conference.schedule.length : a.id === 'faqs' ? conference.faqs.length : true));

/** The banner: title, the date (a calendar event), the venue, and the in-page links. */
export function ConferenceBanner({ conference }: { conference: Conference }) {
  const dates = formatDateRange(conference.starts_at, conference.ends_at);
  const edition = conference.edition;
  return (
    <Box bg="brand.950" color="white">
      <Container maxW="6xl" py={{ base: 8, md: 14 }} px={{ base: 4, md: 6 }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 6, md: 10 }} align="center">
          <Stack gap="4" flex="1">
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="brand.200">
              {t`${edition} edition`}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
              {conference.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{conference.tagline}</Text>
            <Text>
              <Link href={conference.calendar_url} download color="white" textDecoration="underline" fontWeight="semibold" aria-label={t`${dates}: add to your calendar`}>
                {dates}
              </Link>
              {' · '}
              {conference.venue.name}, {conference.venue.city}
            </Text>
          </Stack>
          <Box flex="1" w="full" maxW="lg">
            <StoredImage image={conference.banner} width={conference.banner_width} height={conference.banner_height} alt="" priority borderRadius="l3" />
          </Box>
        </Stack>
      </Container>
      <Box bg="blackAlpha.400">
        <Container maxW="6xl" px={{ base: 2, md: 6 }}>
          {/* Wraps rather than scrolls: on a 360 px phone every link stays in view. */}
          <HStack as="nav" aria-label={t`On this page`} gap={{ base: 0, md: 4 }} flexWrap="wrap" py="2">
            {anchorsOf(conference).map((a) => (
              <Link key={a.id} href={`#${a.id}`} color="white" px={{ base: 2.5, md: 3 }} py="2" fontWeight="medium" whiteSpace="nowrap" fontSize={{ base: 'sm', md: 'md' }}>
                {i18n._(a.label)}
              </Link>
            ))}
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
