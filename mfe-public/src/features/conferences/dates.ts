// Conference dates in the edition's time zone (Asia/Karachi), English long form; an Urdu page's in Intl's ur-PK.
import { dateFormat, INTL_LOCALE, type Locale } from 'shared-ui';
import { i18n } from '#i18n';

const TIME_ZONE = 'Asia/Karachi';
/** A formatter of the page's language: en-US's for English (the spec's forms), ur-PK's for Urdu (with its own options). */
const byLocale = (options: Intl.DateTimeFormatOptions, urdu: Intl.DateTimeFormatOptions = {}) => {
  const made = { en: dateFormat('en-US', options), ur: dateFormat(INTL_LOCALE.ur, { ...options, ...urdu }) } satisfies Record<Locale, unknown>;
  return () => made[i18n.locale]();
};
const longDay = byLocale({ timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const monthName = byLocale({ month: 'long', timeZone: 'UTC' });
// Urdu says the part of the day in words ("9:00 صبح"): ur-PK's own AM/PM markers are the Latin letters.
const slotTime = byLocale({ timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }, { dayPeriod: 'short' });

const dayParts = (value: string | Date) =>
  Object.fromEntries(
    longDay()
      .formatToParts(new Date(value))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/**
 * Day first, as the site writes dates and the spec the editions' (14-16 May 2022): "26–27 March 2022"; "30 July –
 * 1 August 2022" across months; "26 March 2022" for one day.
 */
export function formatDateRange(start: string, end: string) {
  const a = dayParts(start);
  const b = dayParts(end);
  if (i18n.locale === 'ur') {
    // Urdu writes the year after a comma: "26–27 مارچ، 2022".
    if (a.year !== b.year) return `${a.day} ${a.month}، ${a.year} – ${b.day} ${b.month}، ${b.year}`;
    if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month}، ${a.year}`;
    if (a.day !== b.day) return `${a.day}–${b.day} ${a.month}، ${a.year}`;
    return `${a.day} ${a.month}، ${a.year}`;
  }
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${a.year}`;
  if (a.day !== b.day) return `${a.day}–${b.day} ${a.month} ${a.year}`;
  return `${a.day} ${a.month} ${a.year}`;
}

/** A schedule day tab, "August 16th" ("16 اگست" in Urdu), from the day's date (YYYY-MM-DD, already local). */
export function formatDayTab(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const name = monthName().format(Date.UTC(year, month - 1, day));
  return i18n.locale === 'ur' ? `${day} ${name}` : `${name} ${ordinal(day)}`;
}

/** A slot's time, "9:00 AM" ("9:00 صبح" in Urdu). */
export const formatTime = (value: string) =>
  slotTime().format(new Date(value));
