// Content is published in Pakistan: staff forms' times are Karachi time (UTC+5 all year, no daylight saving),
// whatever the clock of the computer staff use.
const KARACHI_OFFSET_MS = 5 * 3_600_000;

/** An instant as the value of a `datetime-local` input, in Karachi time. */
export const toLocalInput = (iso: string) => new Date(new Date(iso).getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 16);

/** A `datetime-local` value read as Karachi time (an invalid Date when it is no time). */
export const karachiInstant = (local: string) => new Date(`${local.slice(0, 16)}:00+05:00`);

/** A `datetime-local` value read as Karachi time, as an instant. */
export const fromLocalInput = (local: string) => karachiInstant(local).toISOString();

/** A form's Publish at value: the scheduled time, else empty. */
export const scheduledInput = (record: { status: string; publish_at: string | null }) =>
  record.status === 'scheduled' && record.publish_at ? toLocalInput(record.publish_at) : '';
