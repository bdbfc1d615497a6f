import { useDeferredValue, useEffect } from 'react';
import { type Conference, defineQuery, track, useRead } from 'shared-api';
import { contentKeys, getConference } from 'shared-api/content';
import { Box, Container, Heading, PageFrame, Section, Skeleton, SkeletonText, Stack, Text, useLocation } from 'shared-ui';
import { Faq } from '../../features/faq/Faq';
import { ConferenceBanner } from './ConferenceBanner';
import { Schedule } from './Schedule';
import { Speakers } from './Speakers';
import { Sponsors } from './Sponsors';

/** The edition is the page's own address: every conference route shows the edition of that slug. */
export const conferenceSlug = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

const PageSkeleton = () => (
  <Container maxW="6xl" py="10" px={{ base: 4, md: 6 }}>
    <Skeleton h="12" w="70%" mb="4" />
    <SkeletonText noOfLines={3} mb="8" />
    <Skeleton h="64" />
  </Container>
);

export default function ConferencePage() {
  const slug = conferenceSlug(useLocation().pathname);
  const query = useRead(defineQuery(contentKeys.conference(slug), () => getConference(slug)));
  const ready = query.status === 'success';

  // spec: the conference pages fire a content-view event on load.
  useEffect(() => {
    if (ready) track('ViewContent', { content_type: 'conference', content_id: slug });
  }, [ready, slug]);

  return (
    <PageFrame
      query={query}
      what="this conference"
      skeleton={<PageSkeleton />}
      notFound={{ title: 'This conference does not exist', back: { to: '/events', label: 'See upcoming events' } }}
    >
      {(conference) => <ConferenceContent conference={conference} />}
    </PageFrame>
  );
}

/**
 * The banner and overview paint first; speakers, schedule, venue, sponsors and FAQs (most of the page's
 * work, all below the fold on a phone) render right after, in the background, without blocking input.
 */
function ConferenceContent({ conference }: { conference: Conference }) {
  const rest = useDeferredValue(true, false);
  return (
    <>
      <ConferenceBanner conference={conference} />
      <Section id="overview" title="Overview">
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
          <Speakers conference={conference} />
          <Schedule conference={conference} />
          <Section id="venue" title="Venue">
            <Box>
              <Heading as="h3" size="md">
                {conference.venue.name}
              </Heading>
              <Text color="fg.muted">
                {conference.venue.address}, {conference.venue.city}
              </Text>
            </Box>
          </Section>
          <Sponsors conference={conference} />
          <Section id="faqs" title="Frequently asked questions">
            <Faq items={conference.faqs} />
          </Section>
        </>
      )}
    </>
  );
}
