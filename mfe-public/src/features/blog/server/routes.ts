import type { FastifyPluginAsync } from 'fastify';
import { depsOf, notFound, ok, serveSome } from '../../../../../server/src/kit.js';
import { blogContract } from '../contract.js';
import { findBlog, listBlogs } from './queries.js';

// Blog posts are published (or scheduled, or taken back) by staff at any moment: a browser or proxy asks again on
// every load, so a change shows at the next load whichever instance answers.
const BLOG_CACHE = 'public, no-cache';

/** Visitors read published posts, a page at a time and one by one (how staff write them: admin-routes.ts). */
const blogRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  serveSome(app, blogContract, {
    getBlogs: async (request, reply) => {
      const page = await listBlogs(deps.db, request.query, deps.clock.now());
      reply.header('cache-control', BLOG_CACHE);
      return ok(page);
    },

    getBlog: async (request, reply) => {
      const blog = await findBlog(deps.db, request.params.id, deps.clock.now());
      if (!blog) throw notFound('This blog post does not exist.');
      reply.header('cache-control', BLOG_CACHE);
      return ok(blog);
    },
  });
};

export default blogRoutes;
