import type { FastifyPluginAsync } from 'fastify';
import { auditChange, auditCreate, depsOf, memberOf, notFound, ok, publishing, serveSome, staffChange } from '../../../../../server/src/kit.js';
import { blogContract } from '../contract.js';
import { blogSnapshot, findStaffBlog, listStaffBlogs, saveBlog } from './admin.js';
import { findBlog } from './queries.js';

const NO_BLOG = 'This blog post does not exist.';

/** Staff write blog posts as drafts, preview them, publish them now or at a time to come, and take them back. */
const blogAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();
  const blogs = publishing(deps.db, now, {
    table: 'blogs',
    entity: 'blog',
    snapshot: blogSnapshot,
    read: findStaffBlog,
    words: {
      missing: NO_BLOG,
      alreadyPublished: 'This post is already published.',
      alreadyDraft: 'This post is already a draft.',
      published: 'The post is published: visitors can read it now.',
      scheduled: 'The post is scheduled: visitors see it from the time you chose.',
      unpublished: 'The post is a draft again: only staff can see it.',
    },
  });

  serveSome(app, blogContract, {
    getStaffBlogs: async (request) => ok(await listStaffBlogs(deps.db, request.query, now())),

    getStaffBlog: async (request) => {
      const blog = await findStaffBlog(deps.db, request.params.blogId, now());
      if (!blog) throw notFound(NO_BLOG);
      return ok(blog);
    },

    // A save that also publishes or schedules is one transaction, its time checked before anything is written:
    // a refused schedule leaves no draft behind for the next attempt to duplicate.
    createBlog: async (request, reply) => {
      const { userId } = memberOf(request);
      const then = blogs.afterSave(request.body);
      const blog = await staffChange(deps.db, userId, async (trx, audit) => {
        const id = await saveBlog(deps, trx, userId, request.body);
        await auditCreate(trx, audit, { action: 'blog.create', entity: 'blog', id }, (db) => blogSnapshot(db, id));
        if (then) await blogs.publishIn(trx, audit, id, then.at);
        return blogs.saved(trx, id);
      });
      reply.code(201);
      return ok(blog, then ? blogs.said(then.at) : 'The post has been saved as a draft. Preview it, then publish it when it is ready.');
    },

    updateBlog: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.blogId;
      const then = blogs.afterSave(request.body);
      const blog = await staffChange(deps.db, userId, async (trx, audit) => {
        await blogs.lock(trx, id);
        await auditChange(trx, audit, { action: 'blog.update', entity: 'blog', id }, (db) => blogSnapshot(db, id), () => saveBlog(deps, trx, userId, request.body, id));
        if (then) await blogs.publishIn(trx, audit, id, then.at);
        return blogs.saved(trx, id);
      });
      return ok(blog, then ? blogs.said(then.at) : 'The post has been saved.');
    },

    getBlogPreview: async (request) => {
      const blog = await findBlog(deps.db, request.params.blogId, now(), { drafts: true });
      if (!blog) throw notFound(NO_BLOG);
      return ok(blog);
    },

    publishBlog: async (request) => blogs.publish(memberOf(request).userId, request.params.blogId, request.body.publish_at),

    unpublishBlog: async (request) => blogs.unpublish(memberOf(request).userId, request.params.blogId),
  });
};

export default blogAdminRoutes;
