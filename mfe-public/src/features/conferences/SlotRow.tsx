import type { ReactNode } from 'react';
import type { ScheduleItem } from './shapes';
import { Box, Flex, Text } from 'shared-ui';
import { formatTime } from './dates';

/** One slot of the schedule: its time, title and description. */
export function SlotRow({ slot, children }: { slot: ScheduleItem; children?: ReactNode }) {
  return (
    <Flex as="li" gap={{ base: 3, md: 6 }} py="4" borderBottomWidth="1px" direction={{ base: 'column', sm: 'row' }}>
      <Text fontWeight="semibold" color="brand.fg" w={{ sm: '44' }} flexShrink={0} fontSize="sm">
        {/* the clock times read left to right on an Urdu page too, so a range keeps its order */}
        <Box as="span" dir="ltr">
          <time dateTime={slot.startTime}>{formatTime(slot.startTime)}</time> – <time dateTime={slot.endTime}>{formatTime(slot.endTime)}</time>
        </Box>
      </Text>
      <Box flex="1">
        <Text fontWeight="semibold">{slot.topicTitle}</Text>
        {children}
      </Box>
    </Flex>
  );
}
