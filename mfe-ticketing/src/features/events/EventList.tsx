import { defineQuery, useRead } from 'shared-api';
import { getEvents, ticketingKeys } from 'shared-api/ticketing';
import { CardGridSkeleton, PageFrame, Pager, PageSection, SimpleGrid, usePageNumber } from 'shared-ui';
import { EventCard } from './EventCard';
import type { EventArea } from './paths';

/** The events list, upcoming first, for the public site and the member's dashboard. */
export function EventList({ area }: { area: EventArea }) {
  const page = usePageNumber();
  const query = useRead(defineQuery(ticketingKeys.events(page), () => getEvents(page)));
  return (
    <PageSection title="Events" lead="Meetups, workshops and conferences for freelancers across Pakistan." width="6xl">
      <PageFrame
        query={query}
        what="the events"
        skeleton={<CardGridSkeleton />}
        empty={{ when: (data) => data.items.length === 0, title: 'No upcoming events yet', description: 'Meetups, workshops and conferences for freelancers will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {items.map((event, i) => (
                <EventCard key={event.id} event={event} area={area} first={i === 0} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label="Events" />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
