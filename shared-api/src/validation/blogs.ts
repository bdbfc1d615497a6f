// A blog post as staff write it, and when it is published: one definition for the staff form and the server's check.
import { schema, trimmed, type InferType } from 'shared-api/validation';

export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

const isDate = (value: string | null | undefined) => !value || !Number.isNaN(new Date(value).getTime());
/** Markup without a word in it (an editor's empty paragraph) is no content. */
const hasText = (value: string | undefined) => !value || /\S/.test(value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')) || /<img\b/i.test(value);

export const blogSchema = schema.object({
  title: trimmed().max(BLOG_TITLE_MAX, `Please keep the title under ${BLOG_TITLE_MAX} characters`).required('Please enter the title'),
  excerpt: trimmed().max(BLOG_EXCERPT_MAX, `Please keep the excerpt under ${BLOG_EXCERPT_MAX} characters`).default(''),
  content: trimmed()
    .max(BLOG_CONTENT_MAX, `Please keep the post under ${BLOG_CONTENT_MAX} characters`)
    .test('text', 'Please write the post', hasText)
    .required('Please write the post'),
  featured_image: trimmed().max(200).required('Please upload a featured image'),
  /** the author's MEMBER ID or e-mail address; empty for the staff member saving it */
  author: trimmed().max(254, 'Please enter a MEMBER ID or an e-mail address').default(''),
});
export type BlogInput = InferType<typeof blogSchema>;

/** Publish now (no time) or at a time to come. */
export const publishBlogSchema = schema.object({
  publish_at: trimmed().nullable().optional().default(null).test('date', 'Please enter a valid date and time', isDate),
});
export type PublishBlogInput = InferType<typeof publishBlogSchema>;
