import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { blogAdminContract } from '../../../../shared-api/src/contracts/blogs-admin.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, auditCreate, staffChange } from '../staff/audit.js';
import { blogSnapshot, findStaffBlog, listStaffBlogs, publishBlogAt, saveBlog, unpublishBlogNow } from './blog-admin.js';
import { findBlog } from './blog-queries.js';

const NO_BLOG = 'This blog post does not exist.';

/** Staff write blog posts as drafts, preview them, publish them now or at a time to come, and take them back. */
const blogAdminRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();

  /** The post as its form shows it, read again inside the change that just saved it. */
  const saved = async (trx: Transaction<Database>, id: number) => {
    const blog = await findStaffBlog(trx, id, now());
    if (!blog) throw notFound(NO_BLOG);
    return blog;
  };

  /** Holds the post's row for the change, or answers 404. */
  const lock = async (trx: Transaction<Database>, id: number) => {
    const row = await trx.selectFrom('blogs').select(['id', 'status', 'publish_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound(NO_BLOG);
    return row;
  };

  serve(app, blogAdminContract, {
    getStaffBlogs: async (request) => ok(await listStaffBlogs(app.db, request.query, now())),

    getStaffBlog: async (request) => {
      const blog = await findStaffBlog(app.db, request.params.blogId, now());
      if (!blog) throw notFound(NO_BLOG);
      return ok(blog);
    },

    createBlog: async (request, reply) => {
      const { userId } = memberOf(request);
      const blog = await staffChange(app.db, userId, async (trx, audit) => {
        const id = await saveBlog(trx, app.storage, userId, request.body, now());
        await auditCreate(trx, audit, { action: 'blog.create', entity: 'blog', id }, (db) => blogSnapshot(db, id));
        return saved(trx, id);
      });
      reply.code(201);
      return ok(blog, 'The post has been saved as a draft. Preview it, then publish it when it is ready.');
    },

    updateBlog: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.blogId;
      const blog = await staffChange(app.db, userId, async (trx, audit) => {
        await lock(trx, id);
        await auditChange(trx, audit, { action: 'blog.update', entity: 'blog', id }, (db) => blogSnapshot(db, id), () => saveBlog(trx, app.storage, userId, request.body, now(), id));
        return saved(trx, id);
      });
      return ok(blog, 'The post has been saved.');
    },

    getBlogPreview: async (request) => {
      const blog = await findBlog(app.db, request.params.blogId, now(), { drafts: true });
      if (!blog) throw notFound(NO_BLOG);
      return ok(blog);
    },

    publishBlog: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.blogId;
      const at = request.body.publish_at ? new Date(request.body.publish_at) : null;
      if (at && at.getTime() <= now().getTime()) throw unprocessable({ publish_at: 'Please choose a time to come, or publish it now.' });
      const blog = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lock(trx, id);
        if (!at && row.status === 'published' && row.publish_at && row.publish_at <= now()) throw conflict('This post is already published.');
        await auditChange(trx, audit, { action: at ? 'blog.schedule' : 'blog.publish', entity: 'blog', id }, (db) => blogSnapshot(db, id), () => publishBlogAt(trx, id, at ?? now()));
        return saved(trx, id);
      });
      return ok(blog, at ? 'The post is scheduled: visitors see it from the time you chose.' : 'The post is published: visitors can read it now.');
    },

    unpublishBlog: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.blogId;
      const blog = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lock(trx, id);
        if (row.status === 'draft') throw conflict('This post is already a draft.');
        await auditChange(trx, audit, { action: 'blog.unpublish', entity: 'blog', id }, (db) => blogSnapshot(db, id), () => unpublishBlogNow(trx, id, now()));
        return saved(trx, id);
      });
      return ok(blog, 'The post is a draft again: only staff can see it.');
    },
  });
};

export default blogAdminRoutes;
