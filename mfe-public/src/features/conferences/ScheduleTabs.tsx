import { t } from '@lingui/core/macro';
import type { Conference } from './shapes';
import { ClampedText } from 'shared-ui/clamp';
import { Tabs } from 'shared-ui/disclosure';
import { formatDayTab } from './dates';
import { SlotRow } from './SlotRow';

// spec: schedule descriptions collapse to 2 lines, with More/Less when over 10 words.
export const DESCRIPTION_LINES = 2;
export const MORE_LESS_WORDS = 10;

/** The schedule: one tab per day, each with its slots. */
export default function ScheduleTabs({ schedule }: { schedule: Conference['schedule'] }) {
  return (
    <Tabs.Root id="conference-schedule" defaultValue={schedule[0]?.date} variant="enclosed" lazyMount={false}>
      <Tabs.List>
        {schedule.map((day) => (
          <Tabs.Trigger key={day.date} value={day.date}>
            {formatDayTab(day.date)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {schedule.map((day) => {
        const dayName = formatDayTab(day.date);
        return (
          <Tabs.Content key={day.date} value={day.date}>
            <ol aria-label={t`Schedule for ${dayName}`}>
              {day.items.map((slot) => (
                <SlotRow key={slot.id} slot={slot}>
                  {slot.topicDescription && <ClampedText text={slot.topicDescription} lines={DESCRIPTION_LINES} wordLimit={MORE_LESS_WORDS} color="fg.muted" dir="auto" />}
                </SlotRow>
              ))}
            </ol>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
