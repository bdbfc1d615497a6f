import { plural, t } from '@lingui/core/macro';
import type { HomeEvent } from '../../shapes';
import { Button, formatDateTime, Link, RouterLink, Stack, Text } from 'shared-ui';
import { HomeCard } from './HomeCard';

/** The next events the member holds tickets for, soonest first, each linking to its event page; all their tickets are in My Tickets. */
export function EventsCard({ events }: { events: HomeEvent[] }) {
  return (
    <HomeCard name="your-next-events" title={t`Your next events`} more={{ to: '/dashboard/tickets', label: t`My Tickets` }}>
      {events.length === 0 ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{t`You have no tickets for upcoming events yet. Meetups, workshops and conferences are listed on the events page.`}</Text>
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to="/events">{t`Browse events`}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Your next events, soonest first`}>
          {events.map(({ event, tickets }) => (
            <Stack as="li" key={event.id} gap="0.5" borderStartWidth="3px" borderColor="brand.solid" ps="3">
              <Link asChild fontWeight="semibold" colorPalette="brand" overflowWrap="anywhere">
                <RouterLink to={`/event/${event.slug}/${event.id}`} dir="auto">{event.title}</RouterLink>
              </Link>
              <Text fontSize="sm">{formatDateTime(event.start_date)}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {[event.venue, event.city].filter(Boolean).join(t({ message: ', ', comment: 'Between an event’s venue and its city' }))}
                {tickets > 1 ? ` · ${plural(tickets, { one: '# ticket', other: '# tickets' })}` : ''}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
}
