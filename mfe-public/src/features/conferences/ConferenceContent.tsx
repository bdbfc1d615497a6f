import { t } from '@lingui/core/macro';
import { useDeferredValue, useSyncExternalStore } from 'react';
import type { Conference } from './shapes';
import { Box, FaqQuestions, Heading, Section, Stack, Text } from 'shared-ui';
import { ConferenceBanner } from './ConferenceBanner';
import { Schedule } from './Schedule';
import { Speakers } from './Speakers';
import { Sponsors } from './Sponsors';

/** True while the page is drawn on the server and while the browser hydrates that HTML; false in the browser after. */
const unchanging = () => () => undefined;
const useServerDrawn = () => useSyncExternalStore(unchanging, () => false, () => true);

/**
 * An edition's page as visitors see it (and staff in its preview). The server's HTML holds the whole page, so that a
 * link to one of its sections (…#speakers) opens at it: the browser scrolls to the section as it reads the page, which
 * it cannot do for a section drawn only later. Drawn in the browser alone (a preview, a page reached in the app), the
 * banner and overview paint first; speakers, schedule, venue, sponsors and FAQs (most of the page's work, all below
 * the fold on a phone) render right after, in the background, without blocking input.
 */
export function ConferenceContent({ conference }: { conference: Conference }) {
  const rest = useDeferredValue(true, useServerDrawn());
  return (
    <>
      <ConferenceBanner conference={conference} />
      <Section id="overview" title={t`Overview`}>
        <Stack gap="4" maxW="3xl">
          {conference.overview.map((p) => (
            <Text key={p} fontSize={{ base: 'md', md: 'lg' }}>
              {p}
            </Text>
          ))}
        </Stack>
      </Section>
      {rest && (
        <>
          {conference.speakers.length > 0 && <Speakers conference={conference} />}
          {conference.schedule.length > 0 && <Schedule conference={conference} />}
          <Section id="venue" title={t`Venue`}>
            <Box>
              <Heading as="h3" size="md">
                {conference.venue.name}
              </Heading>
              <Text color="fg.muted">
                {conference.venue.address}, {conference.venue.city}
              </Text>
            </Box>
          </Section>
          {conference.sponsors.length > 0 && <Sponsors conference={conference} />}
          {conference.faqs.length > 0 && (
            <Section id="faqs" title={t`Frequently asked questions`}>
              <FaqQuestions items={conference.faqs} />
            </Section>
          )}
        </>
      )}
    </>
  );
}
