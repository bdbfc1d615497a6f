// Staff write blog posts (drafts, scheduled and published posts, previews): the calls' one written path (decision 016).
import { calls } from '../contract';

export const blogAdminCalls = calls({
  getStaffBlogs: 'GET /staff/blogs',
  getStaffBlog: 'GET /staff/blogs/:blogId',
  createBlog: 'POST /staff/blogs',
  updateBlog: 'POST /staff/blogs/:blogId',
  getBlogPreview: 'GET /staff/blogs/:blogId/preview',
  publishBlog: 'POST /staff/blogs/:blogId/publish',
  unpublishBlog: 'POST /staff/blogs/:blogId/unpublish',
});
