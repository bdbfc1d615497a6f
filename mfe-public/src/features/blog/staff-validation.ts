// A blog post as staff write it, when it is published, and the staff's list of posts: one definition for the staff's
// form and the server's check (staff pages stay in English). Publishing is shared-api/validation/publishing's.
import { schema, trimmed, type InferType } from 'shared-api/validation';
import { pageQuery, searchQuery } from 'shared-api/validation/calls';
import { hasRichText, PUBLISH_STATES, publishOnSaveSchema, publishSchema, type PublishInput, type PublishState } from 'shared-api/validation/publishing';

export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MAX = 100_000;
/** The form's and the server's answer to a post with no text and no picture. */
export const BLOG_CONTENT_REQUIRED = 'Please write the post';
export const BLOG_STATUSES = PUBLISH_STATES;
export type BlogStatus = PublishState;

export const STAFF_BLOGS_PER_PAGE = 20;

/** The staff's list: a page, a search of titles, a state. */
export const staffBlogsQuery = pageQuery(STAFF_BLOGS_PER_PAGE)
  .concat(searchQuery())
  .concat(schema.object({ status: schema.string().oneOf(['', ...BLOG_STATUSES], `status must be one of ${BLOG_STATUSES.join(', ')}`).default('') }));

export const blogSchema = schema.object({
  title: trimmed().max(BLOG_TITLE_MAX, `Please keep the title under ${BLOG_TITLE_MAX} characters`).required('Please enter the title'),
  excerpt: trimmed().max(BLOG_EXCERPT_MAX, `Please keep the excerpt under ${BLOG_EXCERPT_MAX} characters`).default(''),
  content: trimmed()
    .max(BLOG_CONTENT_MAX, `Please keep the post under ${BLOG_CONTENT_MAX} characters`)
    .test('text', BLOG_CONTENT_REQUIRED, hasRichText)
    .required(BLOG_CONTENT_REQUIRED),
  featured_image: trimmed().max(200).required('Please upload a featured image'),
  /** the author's MEMBER ID or e-mail address; empty for the staff member saving it */
  author: trimmed().max(254, 'Please enter a MEMBER ID or an e-mail address').default(''),
});
export type BlogInput = InferType<typeof blogSchema>;

/** A save of the form, and what to do once it is saved (publish it now or schedule it), in one step. */
export const saveBlogSchema = blogSchema.concat(publishOnSaveSchema);

/** Publish now (no time) or at a time to come. */
export const publishBlogSchema = publishSchema;
export type PublishBlogInput = PublishInput;
