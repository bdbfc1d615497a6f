// Blog posts: visitors read them; staff save them as drafts, preview them, publish them now or at a time to come, and
// take them back to drafts. Each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { idParams, pageQuery } from 'shared-api/validation/calls';
import { blogCalls } from './calls';
import { Blog, BlogSummary, StaffBlog, StaffBlogPage } from './shapes';
import { publishBlogSchema, saveBlogSchema, staffBlogsQuery } from './staff-validation';

export const BLOGS_PER_PAGE = 9;

const blogParams = idParams({ blogId: 'a blog post' });

export const blogContract = contract('blog', blogCalls, {
  getBlogs: { access: 'public', tags: ['content'], summary: 'Blog posts, newest first, without their content', query: pageQuery(BLOGS_PER_PAGE), answer: Paged(BlogSummary) },
  getBlog: { access: 'public', tags: ['content'], summary: 'One blog post with its content and author', params: idParams({ id: 'a blog post' }), answer: Blog },

  // ---- Staff: posts saved as drafts, previewed, published now or at a time to come, and taken back to drafts
  getStaffBlogs: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Every blog post, latest change first, searched by title and filtered by state',
    query: staffBlogsQuery,
    answer: StaffBlogPage,
  },
  getStaffBlog: { access: 'staff', tags: ['staff'], summary: 'A blog post as its form shows it', params: blogParams, answer: StaffBlog },
  createBlog: {
    access: 'staff',
    tags: ['staff'],
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
    tags: ['staff'],
    summary: 'Save a blog post; its slug follows the title until the post is first published, and stays after; audited',
    description: '`publish` publishes the saved post `now` or schedules it for `publish_at` in the same transaction: a refused publish saves nothing.',
    params: blogParams,
    body: saveBlogSchema,
    answer: StaffBlog,
  },
  getBlogPreview: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The post as visitors will see it once published (GET blogs/{id}’s answer), draft or not',
    params: blogParams,
    answer: Blog,
  },
  publishBlog: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Publish a post now, or schedule it: visitors see it from publish_at (a time to come); audited',
    params: blogParams,
    body: publishBlogSchema,
    answer: StaffBlog,
  },
  unpublishBlog: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Make a published or scheduled post a draft again, hidden from visitors; audited',
    params: blogParams,
    answer: StaffBlog,
  },
});
