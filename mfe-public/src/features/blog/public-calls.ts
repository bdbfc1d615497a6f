// The blog's and a post's calls (GET /blogs, GET /blogs/:id), apart from the feature's other calls and hooks: the pages
// read with shared-api's light useRead (decision 009), so a visitor's page loads no query client. The staff's preview
// reads a post through api.ts.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { blogCalls } from './calls';
import type { blogContract } from './contract';

const { getBlogs: readBlogs, getBlog: readBlog } = typedCalls<typeof blogContract>(blogCalls, { call });

/** The names of the visitors' reads in the query cache. */
export const blogKeys = {
  /** a page of the blog's list */
  list: (page: number) => ['content', 'blogs', page] as const,
  /** one post */
  one: (id: number | string) => ['content', 'blog', String(id)] as const,
};

const paging = (page: number, perPage?: number) => (perPage ? { page, per_page: perPage } : { page });

/** Published posts, newest first, a page at a time, without their content. */
export const getBlogs = (page = 1, perPage?: number) => readBlogs({ query: paging(page, perPage) });

/** One published post with its content and its author. */
export const getBlog = (id: number | string) => readBlog({ params: { id } });
