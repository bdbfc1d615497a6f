import { msg, t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { getEvents, ticketingKeys, type EventPeriod } from 'shared-api/ticketing';
import { Button, CardGridSkeleton, HStack, PageFrame, Pager, PageSection, RouterLink, SimpleGrid, usePageNumber, useSearchParams, type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';
import { EventCard } from './EventCard';
import type { EventArea } from './paths';

const PERIODS: Array<{ period: EventPeriod; label: MessageDescriptor; to: string }> = [
  { period: 'upcoming', label: msg`Upcoming`, to: '?' },
  { period: 'past', label: msg`Past events`, to: '?when=past' },
];

const EMPTY: Record<EventPeriod, { title: MessageDescriptor; description: MessageDescriptor }> = {
  upcoming: { title: msg`No upcoming events yet`, description: msg`Meetups, workshops and conferences for freelancers will be listed here.` },
  past: { title: msg`No past events yet`, description: msg`Events that have ended will be listed here.` },
};

/** Which part of the list the address asks for: upcoming unless `?when=past`. */
function usePeriod(): EventPeriod {
  const [params] = useSearchParams();
  return params.get('when') === 'past' ? 'past' : 'upcoming';
}

/**
 * The events list for the public site and the member's dashboard: upcoming events (soonest first) and, apart from
 * them, past events (latest first), each paged on the server.
 */
export function EventList({ area }: { area: EventArea }) {
  const period = usePeriod();
  const page = usePageNumber();
  const query = useRead(defineQuery(ticketingKeys.events(page, period), () => getEvents(page, period)));
  return (
    <PageSection title={t`Events`} lead={t`Meetups, workshops and conferences for freelancers across Pakistan.`} width="6xl">
      <HStack as="nav" aria-label={t`Upcoming or past events`} gap="2" mb="6" wrap="wrap">
        {PERIODS.map((p) => (
          <Button key={p.period} asChild size="sm" colorPalette="brand" variant={p.period === period ? 'solid' : 'outline'} borderRadius="full">
            <RouterLink to={p.to} aria-current={p.period === period ? 'page' : undefined}>
              {i18n._(p.label)}
            </RouterLink>
          </Button>
        ))}
      </HStack>
      <PageFrame
        query={query}
        what={t`the events`}
        skeleton={<CardGridSkeleton />}
        empty={{
          when: (data) => data.items.length === 0 && page === 1,
          title: i18n._(EMPTY[period].title),
          description: i18n._(EMPTY[period].description),
          action:
            period === 'upcoming' ? (
              <Button asChild variant="outline" colorPalette="brand" size="sm">
                <RouterLink to="?when=past">{t`See past events`}</RouterLink>
              </Button>
            ) : undefined,
        }}
      >
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {items.map((event, i) => (
                <EventCard key={event.id} event={event} area={area} first={i === 0} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label={period === 'past' ? t`Past events` : t`Upcoming events`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
