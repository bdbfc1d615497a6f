import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, useRead } from 'shared-api';
import { getEvents, ticketingKeys } from 'shared-api/ticketing';
import { Button, Card, formatDate, formatPKR, LinkBox, LinkOverlay, RouterLink, Section, SimpleGrid, Skeleton, Stack, Text } from 'shared-ui';

const SHOWN = 3;

/** What a ticket costs, from the cheapest package a member can book. */
const priceOf = (free: boolean, from: number | null) => {
  if (free) return t`Free`;
  if (from === null) return null;
  const price = formatPKR(from);
  return t`From ${price}`;
};

/**
 * The next events (the events list's first page comes soonest first, so its upcoming ones are the next), each leading
 * to its page. Hidden when none is coming or the list cannot be read: the home page has other ways to the events.
 */
export function UpcomingEvents() {
  // The first view's answer for /events?page=1 is inlined by the server (routes.ts `data`).
  const query = useRead(defineQuery(ticketingKeys.events(1), () => getEvents(1)));
  const next = query.data?.items.filter((event) => !event.past).slice(0, SHOWN);
  if (query.status === 'error' || next?.length === 0) return null;
  return (
    <Section id="upcoming-events" title={t`Upcoming events`} lead={t`Meetups, workshops and Freelance Fest across Pakistan. Some are free and most are ticketed: each event shows its price.`}>
      {!next ? (
        <Skeleton h="40" borderRadius="l3" />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" aria-label={t`Upcoming events`}>
          {next.map((event) => {
            const price = priceOf(event.free, event.price_from);
            return (
              <li key={event.id}>
                <LinkBox as="article" h="full">
                  <Card.Root variant="outline" h="full" _hover={{ borderColor: 'brand.muted' }}>
                    <Card.Body gap="2">
                      <Text fontSize="sm" fontWeight="medium" color="brand.fg">
                        <time dateTime={event.start_date}>{formatDate(event.start_date)}</time>
                      </Text>
                      <LinkOverlay asChild fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
                        <RouterLink to={`/event/${encodeURIComponent(event.slug)}/${event.id}`}>{event.title}</RouterLink>
                      </LinkOverlay>
                      <Stack gap="0" color="fg.muted" fontSize="sm">
                        <Text>{[event.venue, event.city].filter(Boolean).join(', ')}</Text>
                        {price && <Text>{price}</Text>}
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              </li>
            );
          })}
        </SimpleGrid>
      )}
      <Button asChild colorPalette="brand" variant="outline" mt="6">
        <RouterLink to="/events">
          <Trans>See all events</Trans>
        </RouterLink>
      </Button>
    </Section>
  );
}
