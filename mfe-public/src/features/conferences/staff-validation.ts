// A conference edition as staff make it: the edition, its speakers, schedule, sponsors and FAQs, saved together. One
// definition for the staff form and the server's check. Times are Karachi's: the form gives `datetime-local` values
// (read as Karachi time) and the server ISO instants; both are read the same way here.
import { messages, personName, schema, SPEAKER_TYPES, SPONSOR_TIERS, trimmed, type InferType } from 'shared-api/validation';
import { isRecord } from 'shared-api/guards';

export const CONFERENCE_TITLE_MAX = 200;
export const CONFERENCE_OVERVIEW_MAX = 5_000;
/** An edition is a conference of a few days: a longer one is a typo in a date. */
export const CONFERENCE_MAX_DAYS = 14;
/** How many speakers, slots, sponsors and FAQs one edition may list. */
export const CONFERENCE_LIST_MAX = { speakers: 60, slots: 120, sponsors: 60, faqs: 40 } as const;

const KARACHI_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;
const hasZone = (value: string) => /(?:z|[+-]\d{2}:?\d{2})$/i.test(value);

/** A time as an instant: an ISO text with its zone, or a form's `datetime-local` value read as Karachi time. */
export const instantOf = (value: string) => new Date(hasZone(value) ? value : `${value.slice(0, 16)}:00+05:00`);
const isTime = (value: string | null | undefined) => !value || !Number.isNaN(instantOf(value).getTime());

/** The Karachi day (YYYY-MM-DD) of a time, or null when it is no time. */
export function karachiDay(value: unknown) {
  if (typeof value !== 'string' || !value) return null;
  const time = instantOf(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + KARACHI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The edition's days (YYYY-MM-DD, Karachi), first to last; none while its dates are missing or too far apart. */
export function editionDays(startsAt: unknown, endsAt: unknown) {
  const first = karachiDay(startsAt);
  const last = karachiDay(endsAt);
  if (!first || !last || last < first) return [];
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); days.length <= CONFERENCE_MAX_DAYS; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > last) return days;
    days.push(day);
  }
  return [];
}

/** The overview's paragraphs: the text split at empty lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A link visitors follow: http or https only (a `javascript:` or `data:` address is never a link). */
const webLink = () =>
  trimmed()
    .max(500, 'Please keep the link under 500 characters')
    .url(messages.urlInvalid)
    .test('web', 'Please enter a link that starts with http:// or https://', (v) => !v || /^https?:\/\//i.test(v))
    .nullable()
    .optional()
    .transform((value: unknown) => (value === '' ? null : value));
const storageKey = () => trimmed().max(200);
const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The edition's form (the whole of it), from a test of one of its lists' rows. */
const editionOf = (from: Array<{ value: unknown }> | undefined) => {
  const root = from?.[from.length - 1]?.value;
  return isRecord(root) ? root : {};
};

export const speakerSchema = schema.object({
  name: personName(120, 'Please keep the name under 120 characters').required('Please enter the speaker’s name'),
  designation: trimmed().max(150, 'Please keep the designation under 150 characters').required('Please enter the speaker’s designation'),
  company: trimmed().max(150, 'Please keep the company under 150 characters').required('Please enter the speaker’s company'),
  type: trimmed().oneOf(SPEAKER_TYPES, 'Please choose the speaker’s role').required('Please choose the speaker’s role'),
  /** the portrait's storage key; none: the page shows the speaker's initials */
  image: storageKey()
    .nullable()
    .optional()
    .transform((value: unknown) => (value === '' ? null : value)),
  linkdln: webLink(),
});

export const slotSchema = schema.object({
  day: trimmed()
    .required('Please choose the day')
    .test('edition-day', 'The slot must be on one of the edition’s days', function (day) {
      const edition = editionOf(this.from);
      const days = editionDays(edition.starts_at, edition.ends_at);
      // While the edition's own dates are wrong, their message says so; the slot's waits for them.
      return !day || days.length === 0 || days.includes(day);
    }),
  starts: trimmed().required('Please enter when the slot starts').matches(clock, 'Please enter a time as HH:MM'),
  ends: trimmed()
    .required('Please enter when the slot ends')
    .matches(clock, 'Please enter a time as HH:MM')
    .test('after-start', 'The slot must end after it starts', function (ends) {
      const starts = isRecord(this.parent) ? this.parent.starts : undefined;
      return !ends || typeof starts !== 'string' || !clock.test(starts) || ends > starts;
    }),
  title: trimmed().max(200, 'Please keep the title under 200 characters').required('Please enter the slot’s title'),
  description: trimmed().max(2_000, 'Please keep the description under 2000 characters').default(''),
});

export const sponsorSchema = schema.object({
  name: trimmed().max(120, 'Please keep the name under 120 characters').required('Please enter the sponsor’s name'),
  image: storageKey().required('Please upload the sponsor’s logo'),
  type: trimmed().oneOf(SPONSOR_TIERS, 'Please choose the sponsor’s tier').required('Please choose the sponsor’s tier'),
});

export const faqSchema = schema.object({
  question: trimmed().max(300, 'Please keep the question under 300 characters').required('Please enter the question'),
  answer: trimmed().max(3_000, 'Please keep the answer under 3000 characters').required('Please enter the answer'),
});

export const conferenceSchema = schema.object({
  title: trimmed().max(CONFERENCE_TITLE_MAX, `Please keep the title under ${CONFERENCE_TITLE_MAX} characters`).required('Please enter the title'),
  edition: trimmed().max(100, 'Please keep the edition under 100 characters').required('Please name the edition (its city, for example)'),
  tagline: trimmed().max(200, 'Please keep the tagline under 200 characters').required('Please write the tagline'),
  overview: trimmed().max(CONFERENCE_OVERVIEW_MAX, `Please keep the overview under ${CONFERENCE_OVERVIEW_MAX} characters`).required('Please write the overview'),
  starts_at: trimmed().required('Please enter when the edition starts').test('date', 'Please enter a valid date and time', isTime),
  ends_at: trimmed()
    .required('Please enter when the edition ends')
    .test('date', 'Please enter a valid date and time', isTime)
    .test('after-start', 'The edition must end after it starts', function (value) {
      const start = isRecord(this.parent) ? this.parent.starts_at : undefined;
      return !value || typeof start !== 'string' || !start || !isTime(start) || !isTime(value) || instantOf(value).getTime() > instantOf(start).getTime();
    })
    .test('days', `An edition lasts at most ${CONFERENCE_MAX_DAYS} days`, function (value) {
      const start = isRecord(this.parent) ? this.parent.starts_at : undefined;
      return !value || !isTime(value) || typeof start !== 'string' || !isTime(start) || instantOf(value) <= instantOf(start) || editionDays(start, value).length > 0;
    }),
  venue: schema.object({
    name: trimmed().max(200, 'Please keep the venue under 200 characters').required('Please enter the venue'),
    address: trimmed().max(300, 'Please keep the address under 300 characters').required('Please enter the venue’s address'),
    city: trimmed().max(100, 'Please keep the city under 100 characters').required('Please enter the city'),
    map_url: webLink(),
  }),
  banner: storageKey().required('Please upload the banner'),
  speakers: schema.array(speakerSchema).max(CONFERENCE_LIST_MAX.speakers, `At most ${CONFERENCE_LIST_MAX.speakers} speakers`).default([]),
  slots: schema.array(slotSchema).max(CONFERENCE_LIST_MAX.slots, `At most ${CONFERENCE_LIST_MAX.slots} slots`).default([]),
  sponsors: schema.array(sponsorSchema).max(CONFERENCE_LIST_MAX.sponsors, `At most ${CONFERENCE_LIST_MAX.sponsors} sponsors`).default([]),
  faqs: schema.array(faqSchema).max(CONFERENCE_LIST_MAX.faqs, `At most ${CONFERENCE_LIST_MAX.faqs} FAQs`).default([]),
});
export type ConferenceInput = InferType<typeof conferenceSchema>;
export type SpeakerInput = InferType<typeof speakerSchema>;
export type SlotInput = InferType<typeof slotSchema>;
export type SponsorInput = InferType<typeof sponsorSchema>;
export type FaqInput = InferType<typeof faqSchema>;
