import { defineQuery, type StaffQueue, type StaffQueues } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getStaffQueues, staffKeys } from 'shared-api/staff';
import { Badge, Box, Heading, HStack, LinkBox, LinkOverlay, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, formatDateTime } from 'shared-ui';

const HOUR = 3_600_000;

/** "3 days", "5 hours", "under an hour": how long ago (or, for a hold, how soon) a time is. */
export function spanFrom(at: string, now = Date.now()) {
  const hours = Math.abs(now - new Date(at).getTime()) / HOUR;
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

function queueNote(queue: StaffQueue) {
  if (!queue.count || !queue.oldest_at) return 'Nothing waiting';
  if (queue.key === 'expiring-holds') return `The first expires in ${spanFrom(queue.oldest_at)}`;
  if (queue.key === 'volunteers') return `Latest week, since ${formatDateTime(queue.oldest_at)}`;
  // A refund is decided by someone other than the staff member who asked for it (or whose own order it is).
  if (queue.you_may_decide !== undefined) {
    const yours = queue.you_may_decide === queue.count ? 'all' : queue.you_may_decide === 0 ? 'none' : queue.you_may_decide;
    return `Longest wait ${spanFrom(queue.oldest_at)} · you can approve ${yours} of them`;
  }
  return `Longest wait ${spanFrom(queue.oldest_at)}`;
}

function Queue({ queue }: { queue: StaffQueue }) {
  const waiting = queue.count > 0;
  return (
    <LinkBox as="li" listStyleType="none" borderWidth="1px" borderRadius="l2" px="4" py="3" bg={waiting ? 'bg' : 'bg.subtle'} _hover={{ borderColor: 'brand.solid' }}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={queue.path}>
              <Text as="span" fontWeight="semibold">
                {queue.label}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {queueNote(queue)}
          </Text>
        </Stack>
        <Text fontSize="2xl" fontWeight="bold" lineHeight="1" color={waiting ? 'brand.fg' : 'fg.muted'} aria-label={`${queue.count} waiting`}>
          {queue.count}
        </Text>
      </HStack>
    </LinkBox>
  );
}

function Week({ events }: { events: StaffQueues['events'] }) {
  if (!events.length) return <Text color="fg.muted">No event in the next seven days.</Text>;
  return (
    <Stack as="ul" gap="2">
      {events.map((event) => (
        <LinkBox as="li" key={event.id} listStyleType="none" borderWidth="1px" borderRadius="l2" px="4" py="3" _hover={{ borderColor: 'brand.solid' }}>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <LinkOverlay asChild>
                <RouterLink to={event.path}>
                  <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
                    {event.title}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(event.start_date)}
              </Text>
            </Stack>
            <Badge size="lg" colorPalette={event.checked_in ? 'green' : 'gray'} variant="subtle">
              {event.checked_in} / {event.sold} checked in
            </Badge>
          </HStack>
        </LinkBox>
      ))}
    </Stack>
  );
}

/** `/staff`: what waits for the association's staff now, each queue leading to its filtered list, and this week's doors. */
export default function StaffHomePage() {
  // The counts move while staff work: read again every minute and whenever the tab comes back.
  const query = useQuery({ ...defineQuery(staffKeys.queues, getStaffQueues), refetchInterval: 60_000 });
  return (
    <PageSection title="Staff home" lead="What is waiting, oldest first within each list." width="5xl">
      <PageFrame query={query} what="the queues">
        {({ queues, events }) => (
          <Stack gap="8">
            <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="2" aria-label="Queues">
              {queues.map((queue) => (
                <Queue key={queue.key} queue={queue} />
              ))}
            </SimpleGrid>
            <Box as="section" aria-labelledby="week-heading">
              <Heading as="h2" size="md" id="week-heading" mb="3">
                Events this week
              </Heading>
              <Week events={events} />
            </Box>
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
