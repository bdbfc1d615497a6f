import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import type { Conference } from './shapes';
import { Box, Section, Text } from 'shared-ui';
import { SlotRow } from './SlotRow';

const ScheduleTabs = lazy(() => import('./ScheduleTabs'));

/** Until the tabs have loaded: the first day, descriptions clamped, in the same layout. */
function FirstDay({ schedule }: { schedule: Conference['schedule'] }) {
  return (
    <Box pt="12">
      <ol>
        {(schedule[0]?.items ?? []).map((slot) => (
          <SlotRow key={slot.id} slot={slot}>
            <Text color="fg.muted" lineClamp={2} dir="auto">
              {slot.topicDescription}
            </Text>
          </SlotRow>
        ))}
      </ol>
    </Box>
  );
}

export function Schedule({ conference }: { conference: Conference }) {
  return (
    <Section id="schedule" title={t`Schedule`} bg="bg.subtle">
      <Suspense fallback={<FirstDay schedule={conference.schedule} />}>
        <ScheduleTabs schedule={conference.schedule} />
      </Suspense>
    </Section>
  );
}
