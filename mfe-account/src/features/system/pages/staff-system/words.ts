// Times as an operator reads them at a glance: how long something took or has waited, and how long ago it happened,
// counted from the moment the server read its figures (so a browser's wrong clock changes nothing).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A length of time: "under a minute", "1 minute", "45 minutes", "3 hours", "47 hours", "2 days". */
export function duration(seconds: number) {
  const s = Math.max(0, seconds);
  if (s < MINUTE) return 'under a minute';
  if (s < HOUR) return count(Math.floor(s / MINUTE), 'minute');
  if (s < 2 * DAY) return count(Math.floor(s / HOUR), 'hour');
  return count(Math.floor(s / DAY), 'day');
}

/** How long before `now` the time `at` was: "just now", "3 minutes ago", "2 days ago". */
export function ago(at: string, now: string) {
  const seconds = (Date.parse(now) - Date.parse(at)) / 1000;
  return seconds < MINUTE ? 'just now' : `${duration(seconds)} ago`;
}

/** Whether `at` is more than `seconds` before `now`. */
export const olderThan = (at: string, now: string, seconds: number) => Date.parse(now) - Date.parse(at) > seconds * 1000;
