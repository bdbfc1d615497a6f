import { defineQuery } from 'shared-api';
import { getStaffEvents, ticketingKeys } from 'shared-api/ticketing';
import { useQuery } from 'shared-api/query';
import { Button, Card, Flex, formatDateTime, HStack, Link, LinkBox, LinkOverlay, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';

/** Staff: every event, latest first, with its orders; a way to add one. */
export default function StaffEventsPage() {
  const query = useQuery(defineQuery(ticketingKeys.staffEvents, getStaffEvents));
  return (
    <PageSection title="Events" lead="Create events with their packages, speakers, sponsors and photos; open or close registrations. Members book from the event's page.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/events/new">New event</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the events" empty={{ when: (list) => list.length === 0, title: 'No events yet', description: 'Add one with New event.' }}>
        {(events) => (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Events, latest first">
            {events.map((event) => (
              <li key={event.id}>
                <LinkBox as="article">
                  <Card.Root variant="outline" _hover={{ borderColor: 'brand.muted' }}>
                    <Card.Body gap="1">
                      <LinkOverlay asChild fontWeight="semibold" overflowWrap="anywhere">
                        <RouterLink to={`/staff/events/${event.id}`}>{event.title}</RouterLink>
                      </LinkOverlay>
                      <Text fontSize="sm" color="fg.muted">
                        <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
                      </Text>
                      <HStack gap="3" fontSize="sm" wrap="wrap">
                        <Text>
                          {event.paid} paid · {event.pending} pending {event.paid + event.pending === 1 ? 'order' : 'orders'}
                        </Text>
                        <Link asChild color="brand.fg" position="relative" zIndex="1">
                          <RouterLink to={`/staff/orders?event=${event.id}`}>See its orders</RouterLink>
                        </Link>
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              </li>
            ))}
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
