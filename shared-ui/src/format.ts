// The one way the site writes money and dates (spec: PKR with thousands separators and no decimals; dates in
// Asia/Karachi, English long form): money as "Rs 5,000", dates as "27 November 2026" (two-digit day, as the spec
// asks of event dates), with the time as "27 November 2026 at 10:00 AM". Order history's dates too (the spec's
// day/month/year, in this long form), so no page shows "27/11/2026" beside "27 November 2026".
// An Urdu page writes them as Urdu does, in Intl's ur-PK (docs/decisions/030): "5,000 روپے", "27 نومبر، 2026".
import { INTL_LOCALE, type Locale } from './i18n';
import { i18n } from '#i18n';

const TIME_ZONE = 'Asia/Karachi';

/**
 * A date formatter made on first use and kept: building an Intl.DateTimeFormat with a time zone costs
 * about a millisecond on a phone, and a list of cards formats a date per card. Nothing is built while the
 * module loads: the first Intl formatter of a page loads the locale's data, which took 100+ ms of a phone's
 * start-up (measured at Lighthouse's ×4 CPU slowdown) on pages that format nothing.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

/** One formatter per language, each made on first use. */
function perLocale<T>(make: (locale: Locale) => () => T) {
  const made: Partial<Record<Locale, () => T>> = {};
  return () => (made[i18n.locale] ??= make(i18n.locale))();
}

const rupees = perLocale((locale) => {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 }));
});
/** e.g. "Rs 5,000": rupees (PKR), thousands separated, no decimals; "5,000 روپے" in Urdu. */
export const formatPKR = (amount: number) => {
  const figure = rupees().format(Math.round(amount));
  return i18n.locale === 'ur' ? `${figure} روپے` : `Rs ${figure}`;
};
/** e.g. "Rs 2,500/hr" (spec: the hourly rate followed by /hr); "2,500 روپے فی گھنٹہ" in Urdu. */
export const formatHourlyRate = (amount: number) => (i18n.locale === 'ur' ? `${formatPKR(amount)} فی گھنٹہ` : `${formatPKR(amount)}/hr`);

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

// English keeps the spec's forms (en-GB's day month year, en-US's 10:00 AM); Urdu is Intl's ur-PK, with the part of the
// day in Urdu words ("10:00 صبح", "8:00 رات"): ur-PK's own AM/PM markers are the Latin letters.
const longDate = perLocale((locale) => dateFormat(locale === 'ur' ? INTL_LOCALE.ur : 'en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: '2-digit' }));
const clockTime = perLocale((locale) =>
  locale === 'ur' ? dateFormat(INTL_LOCALE.ur, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }) : dateFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
);
const shortDate = perLocale((locale) => dateFormat(locale === 'ur' ? INTL_LOCALE.ur : 'en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));

/** e.g. "16 August 2022" */
export const formatDate = (value: string | number | Date) => longDate().format(toDate(value));

/** e.g. "16 August 2022 at 10:00 AM" ("16 اگست، 2022، 10:00 صبح") — events, courses (long month, two-digit day, time). */
export const formatDateTime = (value: string | number | Date) =>
  // Urdu's clock is read in its line's own order: the time, then the part of the day ("10:00 صبح").
  i18n.locale === 'ur' ? `${formatDate(value)}، ${clockTime().format(toDate(value))}` : `${formatDate(value)} at ${clockTime().format(toDate(value))}`;

/**
 * "16/08/2022". Not for members' pages, which write every date as formatDate does (order history included, the spec's
 * day/month/year in the long form), so one page never shows two forms of date.
 */
export const formatShortDate = (value: string | number | Date) => shortDate().format(toDate(value));

/** Cuts text to `length` characters plus an ellipsis (spec: blog and media excerpts, 100). */
export function excerpt(text: string, length = 100) {
  const plain = text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > length ? `${plain.slice(0, length)}...` : plain;
}

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
