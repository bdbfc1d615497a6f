import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getCheckInCount, ticketingKeys } from 'shared-api/ticketing';
import { Box, Text } from 'shared-ui';

/** Other doors check people in too: the count is read again this often while the page is open (and after each check-in here). */
export const COUNT_EVERY_MS = 15_000;

/** How many of the event's paid tickets are checked in, of how many sold. */
export function DoorCount({ eventId }: { eventId: number }) {
  const count = useQuery({
    ...defineQuery(ticketingKeys.staffCheckInCount(eventId), () => getCheckInCount(eventId)),
    refetchInterval: COUNT_EVERY_MS,
  });
  if (!count.data) return null;
  const { checked_in, sold } = count.data;
  return (
    <Box>
      <Text fontSize="xl" fontWeight="bold">
        {checked_in} of {sold} checked in
      </Text>
      <Box aria-hidden h="2" mt="1" borderRadius="full" bg="gray.subtle" overflow="hidden">
        <Box h="full" bg="brand.solid" w={`${sold ? Math.round((checked_in / sold) * 100) : 0}%`} />
      </Box>
    </Box>
  );
}
