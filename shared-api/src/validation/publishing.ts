// What every kind of content staff publish shares (blog posts, press releases, publications, media mentions…): its
// three states, the rules of publishing it, and the rules of a title and an uploaded file every kind's form has. Kinds'
// own rules live with their features (mfe-public/src/features/<feature>/staff-validation.ts).
import { schema, trimmed, type InferType } from 'shared-api/validation';

export const TITLE_MAX = 200;

/** A record's title: required, and not too long for its list and its page. */
export const titleRule = () => trimmed().max(TITLE_MAX, `Please keep the title under ${TITLE_MAX} characters`).required('Please enter the title');

/** The storage key of a file staff uploaded (a picture, a logo, a PDF), required with the form's own message. */
export const storageKeyRule = (required: string) => trimmed().max(200).required(required);

/** draft: staff only; scheduled: published, shown from publish_at; published: shown. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

const isDate = (value: string | null | undefined) => !value || !Number.isNaN(new Date(value).getTime());
const PUBLISH_AT_INVALID = 'Please enter a valid date and time';

/** Publish now (no time) or at a time to come; the server checks the time is still to come. */
export const publishSchema = schema.object({
  publish_at: trimmed().nullable().optional().default(null).test('date', PUBLISH_AT_INVALID, isDate),
});
export type PublishInput = InferType<typeof publishSchema>;

/** Markup without a word in it (an editor's empty paragraph) is no content; a picture is. For `.test(...)`. */
export const hasRichText = (value: string | undefined) => !value || /\S/.test(value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')) || /<img\b/i.test(value);

/** The form's and the server's answer to a publish_at that has passed. */
export const PUBLISH_AT_PASSED = 'Please choose a time to come, or publish it now.';
/** The form's answer to Schedule without a time. */
export const PUBLISH_AT_MISSING = 'Please choose when to publish it';

/**
 * The one rule for a schedule's time: it must be still to come. The form asks it with the computer's clock before
 * anything is sent, the server with its own before anything is written. Answers the refusal, or null.
 */
export const scheduleRefusal = (publishAt: string | Date, now: Date) => {
  const at = new Date(publishAt).getTime();
  if (Number.isNaN(at)) return PUBLISH_AT_INVALID;
  return at <= now.getTime() ? PUBLISH_AT_PASSED : null;
};

/** What a save does once the record is saved, in the same step: nothing more, publish it now, or schedule it. */
export const SAVE_THEN = ['', 'now', 'schedule'] as const;
export type SaveThen = (typeof SAVE_THEN)[number];

/**
 * A save that publishes too (one call, one transaction: a refused publish saves nothing). `publish` is '' (or left
 * out) to save only, 'now', or 'schedule' with `publish_at`, an instant to come (ISO).
 */
export const publishOnSaveSchema = schema.object({
  publish: trimmed().oneOf(SAVE_THEN, `publish must be one of now, schedule or empty`).optional(),
  publish_at: trimmed()
    .nullable()
    .optional()
    .test('date', PUBLISH_AT_INVALID, isDate)
    .when('publish', { is: 'schedule', then: (s) => s.required(PUBLISH_AT_MISSING) }),
});
export type PublishOnSave = InferType<typeof publishOnSaveSchema>;
