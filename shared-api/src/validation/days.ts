// Staff lists filter by days, Karachi's: `?from=&to=` as YYYY-MM-DD, both included. The rules are the contracts'
// (decision 016); the server turns the days into instants (server/src/http/days.ts, karachiRange).
import * as yup from 'yup';
import { isRecord } from '../guards';

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
    const from = isRecord(this.parent) ? this.parent.from : undefined;
    return !to || typeof from !== 'string' || !from || to >= from;
  }),
});
