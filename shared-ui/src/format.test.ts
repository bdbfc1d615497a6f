import { i18n } from '#i18n';
import { excerpt, formatDate, formatDateTime, formatHourlyRate, formatPKR, formatShortDate, wordCount } from './format';

describe('formatters', () => {
  it('shows money in rupees as "Rs 5,000": thousands separators and no decimals', () => {
    expect(formatPKR(1234567.6)).toBe('Rs 1,234,568');
    expect(formatPKR(5000)).toBe('Rs 5,000');
    expect(formatPKR(0)).toBe('Rs 0');
  });

  it('shows an hourly rate followed by /hr', () => {
    expect(formatHourlyRate(2500)).toBe('Rs 2,500/hr');
  });

  it('shows dates in words in Asia/Karachi, so a late UTC evening is already the next day', () => {
    expect(formatDate('2022-08-15T20:30:00Z')).toBe('16 August 2022');
    expect(formatDate('2026-11-04T19:00:00Z')).toBe('05 November 2026');
    expect(formatDateTime('2022-08-16T05:00:00Z')).toBe('16 August 2022 at 10:00 AM');
    expect(formatDateTime('2022-08-16T13:05:00Z')).toBe('16 August 2022 at 6:05 PM');
    expect(formatShortDate('2022-08-15T20:30:00Z')).toBe('16/08/2022');
  });

  it('cuts an excerpt to 100 characters plus an ellipsis, and leaves a short one whole', () => {
    const long = 'a'.repeat(150);
    expect(excerpt(long)).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt('<p>Short <b>text</b></p>')).toBe('Short text');
  });

  it('counts words', () => {
    expect(wordCount('  one two\nthree ')).toBe(3);
  });
});

describe('formatters on an Urdu page', () => {
  afterEach(() => i18n.activate('en'));

  it('writes money as Urdu does, and a date with its time and the part of the day in Urdu words, never AM or PM', () => {
    i18n.activate('ur');
    expect(formatPKR(5000)).toBe('5,000 روپے');
    expect(formatHourlyRate(2500)).toBe('2,500 روپے فی گھنٹہ');
    expect(formatDate('2022-08-15T20:30:00Z')).toBe('16 اگست، 2022');
    // 10:00 in the morning and 8:00 at night in Karachi.
    expect(formatDateTime('2022-08-16T05:00:00Z')).toBe('16 اگست، 2022، 10:00 صبح');
    expect(formatDateTime('2022-08-16T15:00:00Z')).toBe('16 اگست، 2022، 8:00 رات');
    expect(formatDateTime('2022-08-16T15:00:00Z')).not.toMatch(/AM|PM/);
  });
});
