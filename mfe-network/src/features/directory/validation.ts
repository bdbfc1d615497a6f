// The directory's filters (spec: core §7 GET public-peers / peers, second spec §9): the rules the server runs, with
// their messages.
import { ANY_HOURLY_RATE, HOURLY_RATE_RANGES, MAX_SKILLS_FILTER, trimmed, schema, type InferType } from 'shared-api/validation';
import { SKILL_SEPARATOR } from './skills-filter';

/**
 * The directory's filters as the call (and the page's address) carries them: primary skill ids joined with
 * `+` (a `+` that arrives decoded as a space is the same), one of the hourly-rate values, and a name search.
 */
export const directoryFilterSchema = schema.object({
  skills: trimmed()
    .max(200, 'skills must be primary skill ids joined with +')
    .matches(/^(\d{1,9}([+ ,]+\d{1,9})*)?$/, 'skills must be primary skill ids joined with +')
    .test('few-skills', `Choose at most ${MAX_SKILLS_FILTER} skills`, (v) => !v || v.split(SKILL_SEPARATOR).length <= MAX_SKILLS_FILTER)
    .optional(),
  hourly_rate: trimmed()
    .oneOf([ANY_HOURLY_RATE, ...HOURLY_RATE_RANGES.map((r) => r.value)], `hourly_rate must be ${ANY_HOURLY_RATE} or one of ${HOURLY_RATE_RANGES.map((r) => r.value).join(' ')}`)
    .optional(),
  q: trimmed().max(100, 'The name to search for must be at most 100 characters').optional(),
});
export type DirectoryFilter = InferType<typeof directoryFilterSchema>;
