import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { ok, responses } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pageQuery, pageSchema, type PageQuery } from '../../http/paging.js';
import { yupSchema } from '../../http/yup-schema.js';
import { findBlog, listBlogs } from './blog-queries.js';
import { directors, featuredMediaMentions, findPackage, highlights, listMediaMentions, partners } from './home-queries.js';
import { featuredPressReleases, findPressRelease, listPressReleases } from './press-queries.js';
import * as schemas from './schemas.js';

const idParams = yup.object({
  id: yup.number().typeError('The id must be a whole number').integer('The id must be a whole number').positive('The id must be a whole number').max(2 ** 53).required(),
});
const packageParams = yup.object({ name: yup.string().trim().max(50).required() });

// Content changes when editors publish, not per visitor: a short shared cache spares the database.
const CACHE = 'public, max-age=300';

/** The public site's content: blogs, press, media mentions, partners, highlights, the board and packages. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['content'];
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CACHE);
  });

  const lists = [
    ['/featured-pressreleases', 'The latest featured press releases (up to three), for the home page', schemas.pressSummarySchema, () => featuredPressReleases(app.db)],
    ['/corporate-partners', 'The corporate partners, in the editors’ order', schemas.partnerSchema, () => partners(app.db, true)],
    ['/partners', 'The other partners (shown by View More on the home page)', schemas.partnerSchema, () => partners(app.db, false)],
    ['/highlights', 'Highlight videos: who speaks, and the video to play', schemas.highlightSchema, () => highlights(app.db)],
    ['/mediamentions-order', 'The featured-in logos of the home carousel, in order', schemas.mediaMentionSchema, () => featuredMediaMentions(app.db)],
    ['/directors', 'The board of directors (Our Leadership)', schemas.directorSchema, () => directors(app.db)],
  ] as const;
  for (const [url, summary, item, load] of lists) {
    app.get(url, { config: { access: 'public' }, schema: { tags, summary, response: responses(schemas.list(item)) } }, async () => ok(await load()));
  }

  const pages = [
    ['/pressreleases', 'Press releases, newest first', schemas.pressSummarySchema, (q: PageQuery) => listPressReleases(app.db, q), 10],
    ['/mediamentions', 'Media mentions, newest first', schemas.mediaMentionSchema, (q: PageQuery) => listMediaMentions(app.db, q), 10],
    ['/blogs', 'Blog posts, newest first, without their content', schemas.blogSummarySchema, (q: PageQuery) => listBlogs(app.db, q), 9],
  ] as const;
  for (const [url, summary, item, load, perPage] of pages) {
    app.get<{ Querystring: PageQuery }>(
      url,
      { config: { access: 'public' }, schema: { tags, summary, querystring: yupSchema(pageQuery(perPage)), response: responses(pageSchema(item)) } },
      async (request) => ok(await load(request.query)),
    );
  }

  app.get<{ Params: { id: number } }>(
    '/pressreleases/:id',
    { config: { access: 'public' }, schema: { tags, summary: 'One press release with its content and PDF downloads', params: yupSchema(idParams), response: responses(schemas.pressReleaseSchema) } },
    async (request) => {
      const release = await findPressRelease(app.db, request.params.id);
      if (!release) throw notFound('This press release does not exist.');
      return ok(release);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/blogs/:id',
    { config: { access: 'public' }, schema: { tags, summary: 'One blog post with its content and author', params: yupSchema(idParams), response: responses(schemas.blogSchema) } },
    async (request) => {
      const blog = await findBlog(app.db, request.params.id);
      if (!blog) throw notFound('This blog post does not exist.');
      return ok(blog);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/packages/:name',
    { config: { access: 'public' }, schema: { tags, summary: 'A membership package (Seed, Surge) with its listing data', params: yupSchema(packageParams), response: responses(schemas.packageSchema) } },
    async (request) => {
      const pkg = await findPackage(app.db, request.params.name);
      if (!pkg) throw notFound('This membership package does not exist.');
      return ok(pkg);
    },
  );
};

export default contentRoutes;
