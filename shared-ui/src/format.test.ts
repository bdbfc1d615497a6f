import { excerpt, formatDate, formatDateTime, formatHourlyRate, formatPKR, formatShortDate, wordCount } from './format';

describe('formatters', () => {
  it('shows money as PKR with thousands separators and no decimals', () => {
    expect(formatPKR(1234567.6)).toBe('PKR 1,234,568');
    expect(formatPKR(0)).toBe('PKR 0');
  });

  it('shows an hourly rate followed by /hr', () => {
    expect(formatHourlyRate(2500)).toBe('PKR 2,500/hr');
  });

  it('shows dates in Asia/Karachi, so a late UTC evening is already the next day', () => {
    expect(formatDate('2022-08-15T20:30:00Z')).toBe('August 16, 2022');
    expect(formatDateTime('2022-08-16T05:00:00Z')).toBe('August 16, 2022 at 10:00 AM');
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
