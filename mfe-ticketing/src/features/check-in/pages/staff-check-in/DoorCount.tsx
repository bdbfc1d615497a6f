import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { checkInKeys, getCheckInCount } from '../../api';
import { Box, Text } from 'shared-ui';

/** Other doors check people in too: the count is read again this often while the page is open (and after each check-in here). */
export const COUNT_EVERY_MS = 15_000;

/**
 * How many of the event's paid tickets are checked in, of how many sold. Its place is kept while the count loads: the
 * code form below it does not move under a finger already pressing Check in just after the event was chosen.
 */
export function DoorCount({ eventId, offline }: { eventId: number; offline?: { checked_in: number; sold: number } | null }) {
  const count = useQuery({
    ...defineQuery(checkInKeys.count(eventId), () => getCheckInCount(eventId)),
    refetchInterval: COUNT_EVERY_MS,
    enabled: !offline,
  });
  // With no network, a prepared phone counts from its own list (what it knew at its last sync, and its own admissions).
  const shown = offline ?? count.data;
  const { checked_in = 0, sold = 0 } = shown ?? {};
  return (
    <Box aria-busy={shown ? undefined : true}>
      <Text fontSize="xl" fontWeight="bold" visibility={shown ? undefined : 'hidden'}>
        {checked_in} of {sold} checked in
      </Text>
      <Box aria-hidden h="2" mt="1" borderRadius="full" bg="gray.subtle" overflow="hidden">
        <Box h="full" bg="brand.solid" w={`${sold ? Math.round((checked_in / sold) * 100) : 0}%`} />
      </Box>
    </Box>
  );
}
