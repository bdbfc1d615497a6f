// Courses run in Pakistan: registration dates are typed in Karachi time (UTC+5 all year, no daylight saving),
// whatever the clock of the computer staff use, and travel as instants.
const KARACHI_OFFSET_MS = 5 * 3_600_000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An instant as the value of a `datetime-local` input, in Karachi time; '' for none. */
export const toLocalInput = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 16) : '');

/**
 * A `datetime-local` value read as Karachi time, as an instant; null for none. Anything else is passed on as typed,
 * so the shared rule refuses it with its own message instead of the page throwing.
 */
export const fromLocalInput = (local: string) => {
  if (!local) return null;
  return LOCAL_INPUT.test(local) ? new Date(`${local.slice(0, 16)}:00+05:00`).toISOString() : local;
};
