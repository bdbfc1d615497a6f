// Times for people and spreadsheets: Karachi's (UTC+5 all year), to the minute, year first so no reader takes
// 03/04 for the wrong month and every spreadsheet reads it as a date.
import type { Locale } from '../../../shared-api/src/locale.js';

const karachi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `2026-11-24 14:05` in Karachi time; empty when there is no time. */
export const karachiTime = (at: Date | string | null | undefined) => (at ? karachi.format(new Date(at)).replace(',', '') : '');

// Dates as members read them in mails, tickets and messages, written as the site writes them (shared-ui's format.ts):
// "05 November 2026", and with the time "05 November 2026 at 10:00 AM", in Karachi time.
// An Urdu mail writes them as the site's Urdu pages do, in Intl's ur-PK: "05 نومبر، 2026، 10:00 صبح" (the part of the
// day in Urdu words: ur-PK's own AM/PM markers are the Latin letters).
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', year: 'numeric', month: 'long', day: '2-digit' });
const clockTime = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Karachi', hour: 'numeric', minute: '2-digit' });
const urduDay = new Intl.DateTimeFormat('ur-PK', { timeZone: 'Asia/Karachi', year: 'numeric', month: 'long', day: '2-digit' });
const urduClockTime = new Intl.DateTimeFormat('ur-PK', { timeZone: 'Asia/Karachi', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });

/** `05 November 2026`, the day in Karachi. */
export const karachiDay = (at: Date | string, locale: Locale = 'en') => (locale === 'ur' ? urduDay : longDay).format(new Date(at));

/** `05 November 2026 at 10:00 AM`, in Karachi. */
export const karachiDayTime = (at: Date | string, locale: Locale = 'en') =>
  locale === 'ur' ? `${karachiDay(at, 'ur')}، ${urduClockTime.format(new Date(at))}` : `${karachiDay(at)} at ${clockTime.format(new Date(at))}`;
