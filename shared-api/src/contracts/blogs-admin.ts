// Staff write blog posts: saved as drafts, previewed, published now or at a time to come, and taken back to drafts.
// Each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { contract } from '../contract';
import { blogAdminCalls } from '../calls/blogs-admin';
import { StaffBlog, StaffBlogPage } from '../shapes/blogs-admin';
import { Blog } from '../shapes/content';
import { BLOG_STATUSES, publishBlogSchema, saveBlogSchema } from '../validation/blogs';
import { idParams, pageQuery, searchQuery } from '../validation/calls';

export const STAFF_BLOGS_PER_PAGE = 20;

const blogParams = idParams({ blogId: 'a blog post' });

export const blogAdminContract = contract('staff', blogAdminCalls, {
  getStaffBlogs: {
    access: 'staff',
    summary: 'Every blog post, latest change first, searched by title and filtered by state',
    query: pageQuery(STAFF_BLOGS_PER_PAGE)
      .concat(searchQuery())
      .concat(yup.object({ status: yup.string().oneOf(['', ...BLOG_STATUSES], `status must be one of ${BLOG_STATUSES.join(', ')}`).default('') })),
    answer: StaffBlogPage,
  },
  getStaffBlog: { access: 'staff', summary: 'A blog post as its form shows it', params: blogParams, answer: StaffBlog },
  createBlog: {
    access: 'staff',
    summary: 'Write a blog post, as a draft (content is sanitized HTML; the featured image is the caller’s upload); audited',
    description:
      'The slug is made from the title, with -2, -3… when another post has or had it. Nobody but staff sees a draft. ' +
      '`publish` publishes it `now` or schedules it for `publish_at` in the same transaction: a time that has passed is refused (422) and nothing is saved.',
    body: saveBlogSchema,
    answer: StaffBlog,
    status: 201,
  },
  updateBlog: {
    access: 'staff',
    summary: 'Save a blog post; its slug follows the title until the post is first published, and stays after; audited',
    description: '`publish` publishes the saved post `now` or schedules it for `publish_at` in the same transaction: a refused publish saves nothing.',
    params: blogParams,
    body: saveBlogSchema,
    answer: StaffBlog,
  },
  getBlogPreview: {
    access: 'staff',
    summary: 'The post as visitors will see it once published (GET blogs/{id}’s answer), draft or not',
    params: blogParams,
    answer: Blog,
  },
  publishBlog: {
    access: 'staff',
    summary: 'Publish a post now, or schedule it: visitors see it from publish_at (a time to come); audited',
    params: blogParams,
    body: publishBlogSchema,
    answer: StaffBlog,
  },
  unpublishBlog: { access: 'staff', summary: 'Make a published or scheduled post a draft again, hidden from visitors; audited', params: blogParams, answer: StaffBlog },
});
