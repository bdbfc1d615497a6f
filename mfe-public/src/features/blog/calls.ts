// Blog posts: visitors read them a page at a time and one by one; staff write them (drafts, scheduled and published
// posts, previews). The calls' one written path (decision 016). Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const blogCalls = calls({
  getBlogs: 'GET /blogs',
  getBlog: 'GET /blogs/:id',

  getStaffBlogs: 'GET /staff/blogs',
  getStaffBlog: 'GET /staff/blogs/:blogId',
  createBlog: 'POST /staff/blogs',
  updateBlog: 'POST /staff/blogs/:blogId',
  getBlogPreview: 'GET /staff/blogs/:blogId/preview',
  publishBlog: 'POST /staff/blogs/:blogId/publish',
  unpublishBlog: 'POST /staff/blogs/:blogId/unpublish',
});
