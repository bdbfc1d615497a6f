// Staff lists filter by days, Karachi's (UTC+5 all year: Pakistan keeps no daylight saving time).
import * as yup from 'yup';

const KARACHI_OFFSET = '+05:00';
const DAY_MS = 24 * 60 * 60 * 1000;
// Empty is no filter; the pattern says so too, since the API document shows it.
const isoDay = /^(\d{4}-\d{2}-\d{2})?$/;

/** A query's day, `YYYY-MM-DD`, a real date or empty. */
export const dayRule = (name: string) =>
  yup
    .string()
    .trim()
    .matches(isoDay, `${name} must be a date as YYYY-MM-DD`)
    .test('real-day', `${name} must be a date as YYYY-MM-DD`, (v) => {
      if (!v) return true;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
    });

/** `from` and `to` days, both included, with `to` not before `from`. */
export const dayRangeRules = () => ({
  from: dayRule('from'),
  to: dayRule('to').test('after-from', 'to must not be before from', function (to) {
    const { from } = this.parent as { from?: string };
    return !to || !from || to >= from;
  }),
});

/** The days as instants: from the start of `from` to the end of `to` (exclusive `before`), Karachi time. */
export const karachiRange = (input: { from?: string; to?: string }) => ({
  from: input.from ? new Date(`${input.from}T00:00:00${KARACHI_OFFSET}`) : undefined,
  before: input.to ? new Date(new Date(`${input.to}T00:00:00${KARACHI_OFFSET}`).getTime() + DAY_MS) : undefined,
});
