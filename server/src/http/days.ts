// Staff lists filter by days, Karachi's (UTC+5 all year: Pakistan keeps no daylight saving time).
// The rules of `?from=&to=` are shared-api's, where the contracts read them.
export { dayRangeRules, dayRule } from '../../../shared-api/src/validation/days.js';

const KARACHI_OFFSET = '+05:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The days as instants: from the start of `from` to the end of `to` (exclusive `before`), Karachi time. */
export const karachiRange = (input: { from?: string; to?: string }) => ({
  from: input.from ? new Date(`${input.from}T00:00:00${KARACHI_OFFSET}`) : undefined,
  before: input.to ? new Date(new Date(`${input.to}T00:00:00${KARACHI_OFFSET}`).getTime() + DAY_MS) : undefined,
});
