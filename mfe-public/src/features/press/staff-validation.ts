// Press releases and media mentions as staff write them, and the staff's lists of them: one definition for the staff's
// forms and the server's check (staff pages stay in English). Publishing them is shared-api/validation/publishing's.
import { schema, trimmed, type InferType } from 'shared-api/validation';
import { pageQuery, searchQuery } from 'shared-api/validation/calls';
import { hasRichText, PUBLISH_STATES, storageKeyRule, TITLE_MAX, titleRule } from 'shared-api/validation/publishing';

export const EXCERPT_MAX = 300;
export const CONTENT_MAX = 100_000;
export const PRESS_PDFS_MAX = 10;
export const FEATURED_ORDER_MAX = 99;

export const STAFF_CONTENT_PER_PAGE = 20;

/** A staff list: a page, a search of titles, a state. */
export const staffContentQuery = pageQuery(STAFF_CONTENT_PER_PAGE)
  .concat(searchQuery())
  .concat(schema.object({ status: schema.string().oneOf(['', ...PUBLISH_STATES], `status must be one of ${PUBLISH_STATES.join(', ')}`).default('') }));

const isHttp = (value: string | undefined) => !value || /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value);
const isDay = (value: string | undefined) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);

export const pressReleaseSchema = schema.object({
  title: titleRule(),
  excerpt: trimmed().max(EXCERPT_MAX, `Please keep the excerpt under ${EXCERPT_MAX} characters`).default(''),
  content: trimmed()
    .max(CONTENT_MAX, `Please keep the press release under ${CONTENT_MAX} characters`)
    .test('text', 'Please write the press release', hasRichText)
    .required('Please write the press release'),
  featured_image: storageKeyRule('Please upload a featured image'),
  /** who issues it, shown under the text */
  name: trimmed().max(TITLE_MAX, `Please keep it under ${TITLE_MAX} characters`).required('Please say who issues it'),
  /** shown in the home page's In the Press */
  featured: schema.boolean().typeError('featured must be yes or no').default(false),
  pdf: schema
    .array(
      schema.object({
        name: trimmed().max(TITLE_MAX, `Please keep the name under ${TITLE_MAX} characters`).required('Please name the PDF'),
        file: storageKeyRule('Please upload the PDF'),
      }),
    )
    .max(PRESS_PDFS_MAX, `Please attach at most ${PRESS_PDFS_MAX} PDFs`)
    .default([]),
});
export type PressReleaseInput = InferType<typeof pressReleaseSchema>;

export const mediaMentionSchema = schema.object({
  title: titleRule(),
  outlet: trimmed().max(100, 'Please keep the outlet under 100 characters').required('Please enter the outlet'),
  excerpt: trimmed().max(EXCERPT_MAX, `Please keep the excerpt under ${EXCERPT_MAX} characters`).required('Please enter an excerpt'),
  logo: storageKeyRule("Please upload the outlet's logo"),
  link: trimmed().max(500, 'Please keep the link under 500 characters').test('http', 'Please enter a link that starts with http:// or https://', isHttp).required('Please enter the link to the article'),
  /** the article's day, YYYY-MM-DD (Karachi) */
  published_on: trimmed().test('day', 'Please enter a valid date', isDay).required('Please enter the date of the article'),
  /** its place in the home page's Featured in carousel (1 first); empty: not featured */
  featured_order: schema
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError('Please enter a whole number')
    .integer('Please enter a whole number')
    .min(1, 'Please enter a number from 1')
    .max(FEATURED_ORDER_MAX, `Please enter a number up to ${FEATURED_ORDER_MAX}`)
    .nullable()
    .default(null),
});
export type MediaMentionInput = InferType<typeof mediaMentionSchema>;
