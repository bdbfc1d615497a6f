// Times for people and spreadsheets: Karachi's (UTC+5 all year), to the minute, year first so no reader takes
// 03/04 for the wrong month and every spreadsheet reads it as a date.
const karachi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `2026-11-24 14:05` in Karachi time; empty when there is no time. */
export const karachiTime = (at: Date | string | null | undefined) => (at ? karachi.format(new Date(at)).replace(',', '') : '');
