// Staff write blog posts (drafts, previews, publishing now or at a time, unpublishing). Bundled by mfe-public's staff
// pages (`shared-api/blogs-admin`), on the one client of the shared entry, so no visitor's page pays for it.
import type { Static } from '@sinclair/typebox';
import { call } from 'shared-api';
import type { BlogInput } from './validation/blogs';
import type { PublishOnSave } from './validation/publishing';
import { blogAdminCalls } from './calls/blogs-admin';
import { typedCalls } from './contract-client';
import type { blogAdminContract } from './contracts/blogs-admin';
import type { StaffBlog as StaffBlogShape, StaffBlogRow as StaffBlogRowShape } from './shapes/blogs-admin';

export type StaffBlog = Static<typeof StaffBlogShape>;
export type StaffBlogRow = Static<typeof StaffBlogRowShape>;
export type { BlogInput, BlogStatus } from './validation/blogs';
export type { PublishOnSave } from './validation/publishing';

const api = typedCalls<typeof blogAdminContract>(blogAdminCalls, { call });

export interface StaffBlogFilters {
  q?: string;
  status?: '' | 'draft' | 'scheduled' | 'published';
  page?: number;
}

/** The names of these reads in the query cache. */
export const blogAdminKeys = {
  /** every staff read of blog posts */
  all: ['staff-blogs'] as const,
  /** every page and filter of the list */
  lists: ['staff-blogs', 'list'] as const,
  list: (filters: StaffBlogFilters) => ['staff-blogs', 'list', filters] as const,
  one: (id: number | string) => ['staff-blogs', String(id)] as const,
  preview: (id: number | string) => ['staff-blogs', String(id), 'preview'] as const,
};

export const getStaffBlogs = ({ q = '', status = '', page = 1 }: StaffBlogFilters = {}) => api.getStaffBlogs({ query: { q, status, page } });
export const getStaffBlog = (id: number | string) => api.getStaffBlog({ params: { blogId: id } });
/** A new post, saved as a draft; `then` publishes it now or schedules it in the same step (a refusal saves nothing). */
export const createBlog = (input: BlogInput, then: PublishOnSave = {}) => api.createBlog({ body: { ...input, ...then } });
/** The post saved; `then` publishes it now or schedules it in the same step (a refusal saves nothing). */
export const updateBlog = (id: number | string, input: BlogInput, then: PublishOnSave = {}) => api.updateBlog({ params: { blogId: id }, body: { ...input, ...then } });
/** The post as visitors will see it once published. */
export const getBlogPreview = (id: number | string) => api.getBlogPreview({ params: { blogId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishBlog = (id: number | string, publishAt: string | null) => api.publishBlog({ params: { blogId: id }, body: { publish_at: publishAt } });
export const unpublishBlog = (id: number | string) => api.unpublishBlog({ params: { blogId: id } });
