// One small line icon for each of the nine benefits (24 × 24, drawn in the text colour of its badge), by the benefit's `icon`.
const paths: Record<string, string> = {
  community: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6m-2.5-5.6A6 6 0 0 1 22 20',
  voice: 'M3 10v4h3l6 5V5L6 10zm13-2a5 5 0 0 1 0 8m2.5-10.5a8.5 8.5 0 0 1 0 13',
  events: 'M4 6h16v14H4zM4 10h16M8 3v5m8-5v5m-6 7 1.5 1.5L15 13',
  discounts: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  insurance: 'M12 3 4 6v6c0 5 3.4 8.4 8 9 4.6-.6 8-4 8-9V6zm-3 9 2 2 4-4',
  accounting: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7m-7 4h7',
  training: 'M2 9l10-5 10 5-10 5zm4 2v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  showcase: 'M3 5h18v14H3zM7 15c.6-1.8 2-3 3.5-3S13.4 13.2 14 15M10.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 9h3m-3 3h3',
  banking: 'M3 10 12 4l9 6M5 10v8m4.7-8v8m4.6-8v8M19 10v8M3 20h18',
};

export function BenefitIcon({ name }: { name: string }) {
  const d = paths[name];
  if (!d) return null;
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
