import type { ReactNode } from 'react';
import type { ScheduleItem } from 'shared-api';
import { Box, Flex, Text } from 'shared-ui';
import { formatTime } from './dates';

/** One slot of the schedule: its time, title and description. */
export function SlotRow({ slot, children }: { slot: ScheduleItem; children?: ReactNode }) {
  return (
    <Flex as="li" gap={{ base: 3, md: 6 }} py="4" borderBottomWidth="1px" direction={{ base: 'column', sm: 'row' }}>
      <Text fontWeight="semibold" color="brand.fg" w={{ sm: '44' }} flexShrink={0} fontSize="sm">
        <time dateTime={slot.startTime}>{formatTime(slot.startTime)}</time> – <time dateTime={slot.endTime}>{formatTime(slot.endTime)}</time>
      </Text>
      <Box flex="1">
        <Text fontWeight="semibold">{slot.topicTitle}</Text>
        {children}
      </Box>
    </Flex>
  );
}
