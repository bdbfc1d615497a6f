import { safeReferrer } from './referrer';

describe('the referrer followed after sign-in', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReferrer('/dashboard/events?page=2#top')).toBe('/dashboard/events?page=2#top');
    expect(safeReferrer('/member/PFA-00012')).toBe('/member/PFA-00012');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers drop (/%09/evil.example)', decodeURIComponent('/%09/evil.example')],
    ['a line break that browsers drop', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(safeReferrer(value)).toBeNull();
  });

  it('refuses no referrer at all', () => {
    expect(safeReferrer(null)).toBeNull();
  });
});
