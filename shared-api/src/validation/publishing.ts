// What every kind of content staff publish shares (blog posts, press releases, publications, media mentions…): its
// three states and the publish call's one rule. Kinds' own rules live in their files (validation/blogs.ts).
import { schema, trimmed, type InferType } from 'shared-api/validation';

/** draft: staff only; scheduled: published, shown from publish_at; published: shown. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

const isDate = (value: string | null | undefined) => !value || !Number.isNaN(new Date(value).getTime());

/** Publish now (no time) or at a time to come; the server checks the time is still to come. */
export const publishSchema = schema.object({
  publish_at: trimmed().nullable().optional().default(null).test('date', 'Please enter a valid date and time', isDate),
});
export type PublishInput = InferType<typeof publishSchema>;

/** Markup without a word in it (an editor's empty paragraph) is no content; a picture is. For `.test(...)`. */
export const hasRichText = (value: string | undefined) => !value || /\S/.test(value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')) || /<img\b/i.test(value);

/** The server's answer to a publish_at that has passed. */
export const PUBLISH_AT_PASSED = 'Please choose a time to come, or publish it now.';
/** The form's answer to Schedule without a time. */
export const PUBLISH_AT_MISSING = 'Please choose when to publish it';
