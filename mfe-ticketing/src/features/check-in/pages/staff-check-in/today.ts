import type { StaffEvent } from '../../../staff-events/shapes';

/** Karachi's calendar day of an instant, as YYYY-MM-DD (Pakistan keeps UTC+5 all year: no daylight saving). */
const karachiDay = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The event happening today in Karachi, the door staff most likely stand at: of the events whose days include today,
 * the first that has not ended yet (the one under way, or the next to start), else the last to have ended. None when
 * no event falls on today.
 */
export function eventOfToday(events: readonly Pick<StaffEvent, 'id' | 'start_date' | 'end_date'>[], now: Date) {
  const today = karachiDay(now);
  const todays = events
    .filter((e) => karachiDay(new Date(e.start_date)) <= today && today <= karachiDay(new Date(e.end_date)))
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
  return todays.find((e) => Date.parse(e.end_date) >= now.getTime()) ?? todays.at(-1);
}
