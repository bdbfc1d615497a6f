import { t } from '@lingui/core/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { defineQuery, useRead, type EventDetail } from 'shared-api';
import { eventKeys, getEvent } from './requests';
import { Box, Card, formatDateTime, formatPKR, Grid, Heading, Island, Link, PageFrame, SafeHtml, Skeleton, Stack, StoredImage, Text, useCanonicalPath, usePageTitle, useParams, Wrap } from 'shared-ui';
import { i18n } from '#i18n';
import { eventPath, priceLabel, type EventArea } from '../events/paths';
import { BookBar, REGISTER_ID } from './BookBar';
import { RegisterControl } from './RegisterControl';

const SpeakersAndPhotos = lazy(() => import('./SpeakersAndPhotos'));

/** The speakers' tab and the photos, loaded after the page's own code. */
export function EventSpeakersAndPhotos({ event }: { event: Pick<EventDetail, 'speakers' | 'gallery'> }) {
  return (
    <Suspense fallback={<Skeleton h="40" />}>
      <SpeakersAndPhotos event={event} />
    </Suspense>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium">{children}</Box>
    </Box>
  );
}

/** The event page (core: event/{slug}/{id}; second spec §2.2), for visitors and, under /dashboard, for members. */
export function EventPage({ back, area }: { back: { to: string; label: string }; area: EventArea }) {
  const { eventId = '' } = useParams();
  const query = useRead(defineQuery(eventKeys.event(eventId), () => getEvent(eventId)));
  usePageTitle(query.data?.title);
  // An address with another event's slug, or an earlier one, leads to the event's own address.
  useCanonicalPath(query.data ? eventPath(query.data, area) : undefined);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <PageFrame query={query} what={t`the event`} notFound={{ title: t`This event does not exist`, back, titleAs: 'h1' }}>
        {(event) => <EventContent event={event} />}
      </PageFrame>
    </Box>
  );
}

/**
 * The event's page itself, from its data: the public page's, or a draft's in staff's preview (`preview`), where the
 * register control shows what a visitor will see but does nothing. On the public page it is the server's HTML with
 * three islands (docs/decisions/028): the register control, the phone's booking bar, and the speakers and photos.
 * Each is links and buttons that nothing moves until a person does: each hydrates at the first touch on it, or as it
 * nears the viewport once the visitor scrolls (a press before that is held and answered). Hydrating the first island
 * creates Chakra's system, the page's one long task, which a visitor who only reads never pays.
 */
export function EventContent({ event, preview = false }: { event: EventDetail; preview?: boolean }) {
  return (
    <>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: 6, lg: 10 }}>
        <Stack gap="6" minW="0">
          {event.image && <StoredImage image={event.image} width={event.image_width} height={event.image_height} alt="" priority borderRadius="l3" sizes="(min-width: 62em) 66vw, 100vw" />}
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {event.title}
          </Heading>
          <SafeHtml html={event.content} />
          <Island name="speakers-and-photos" when="interaction">
            <EventSpeakersAndPhotos event={{ speakers: event.speakers, gallery: event.gallery }} />
          </Island>
        </Stack>
        <Stack as="aside" gap="5" aria-label={t`Event details`}>
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <Fact label={t`Start Date`}>
                <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
              </Fact>
              <Fact label={t`End Date`}>
                <time dateTime={event.end_date}>{formatDateTime(event.end_date)}</time>
              </Fact>
              {event.venue && <Fact label={t`Venue`}>{event.venue}</Fact>}
              {/* A city of the site's list reads in the page's language; one staff typed otherwise, as written. */}
              {event.city && <Fact label={t`City`}>{i18n.text(event.city)}</Fact>}
              {event.organizer && <Fact label={t`Organizer`}>{event.organizer}</Fact>}
              <Fact label={t`Price`}>{priceLabel(event, formatPKR)}</Fact>
              <Box id={REGISTER_ID} scrollMarginTop="24">
                <Island name="register" when="interaction">
                  <RegisterControl event={{ id: event.id, title: event.title, packages: event.packages, registrations_closed: event.registrations_closed, past: event.past, booking_asks: event.booking_asks }} preview={preview} />
                </Island>
              </Box>
              <Link href={event.calendar_url} download colorPalette="brand" fontWeight="semibold">
                {t`Add to calendar`}
              </Link>
            </Card.Body>
          </Card.Root>
          {event.sponsors.length > 0 && (
            <Box>
              <Heading as="h2" size="md" mb="3">
                {t`Sponsors`}
              </Heading>
              <Wrap gap="4">
                {event.sponsors.map((s) => (
                  <Box key={s.logo} w="160px">
                    <StoredImage image={s.logo} width={240} height={96} alt={s.name} sizes="160px" />
                  </Box>
                ))}
              </Wrap>
            </Box>
          )}
        </Stack>
      </Grid>
      <Island name="book-bar" when="interaction">
        <BookBar
          event={{
            id: event.id,
            start_date: event.start_date,
            registrations_closed: event.registrations_closed,
            past: event.past,
            free: event.free,
            price_from: event.price_from,
            booking_asks: event.booking_asks,
            packages: event.packages.map(({ id, price, discounted_price, seats_left }) => ({ id, price, discounted_price, seats_left })),
          }}
          preview={preview}
        />
      </Island>
    </>
  );
}
