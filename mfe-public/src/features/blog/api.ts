// Blog posts as staff write them, in the browser: the calls through the feature's contract (decision 016), the names of
// their reads in the query cache, and the staff's writes, one hook each (bulletproof-react's features/<feature>/api):
// a page changes a post only through these, and each hook's onSuccess refreshes exactly the reads the change affects,
// by their names in blogAdminKeys. Visitors' calls are public-calls.ts, which loads no query client; visitors read
// posts without the query cache (useRead), so nothing of theirs needs refreshing here.
import { call, type ApiResult } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import type { PublishOnSave } from 'shared-api/validation/publishing';
import { blogCalls } from './calls';
import type { blogContract } from './contract';
import type { StaffBlog } from './shapes';
import type { BlogInput, BlogStatus } from './staff-validation';

const api = typedCalls<typeof blogContract>(blogCalls, { call });

type Id = number | string;

export interface StaffBlogFilters {
  q?: string;
  status?: '' | BlogStatus;
  page?: number;
}

/** The names of these reads in the query cache. */
export const blogAdminKeys = {
  /** every staff read of blog posts */
  all: ['staff-blogs'] as const,
  /** every page and filter of the list */
  lists: ['staff-blogs', 'list'] as const,
  list: (filters: StaffBlogFilters) => ['staff-blogs', 'list', filters] as const,
  one: (id: Id) => ['staff-blogs', String(id)] as const,
  preview: (id: Id) => ['staff-blogs', String(id), 'preview'] as const,
};

export const getStaffBlogs = ({ q = '', status = '', page = 1 }: StaffBlogFilters = {}) => api.getStaffBlogs({ query: { q, status, page } });
export const getStaffBlog = (id: Id) => api.getStaffBlog({ params: { blogId: id } });
/** A new post, saved as a draft; `then` publishes it now or schedules it in the same step (a refusal saves nothing). */
export const createBlog = (input: BlogInput, then: PublishOnSave = {}) => api.createBlog({ body: { ...input, ...then } });
/** The post saved; `then` publishes it now or schedules it in the same step (a refusal saves nothing). */
export const updateBlog = (id: Id, input: BlogInput, then: PublishOnSave = {}) => api.updateBlog({ params: { blogId: id }, body: { ...input, ...then } });
/** The post as visitors will see it once published. */
export const getBlogPreview = (id: Id) => api.getBlogPreview({ params: { blogId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishBlog = (id: Id, publishAt: string | null) => api.publishBlog({ params: { blogId: id }, body: { publish_at: publishAt } });
export const unpublishBlog = (id: Id) => api.unpublishBlog({ params: { blogId: id } });

// ---- Writes ----

/** The editor shows the post the server answers; the staff list and the post's preview are read again. */
const saved = ({ data }: ApiResult<StaffBlog>) => {
  queryClient.setQueryData(blogAdminKeys.one(data.id), data);
  void queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists });
  void queryClient.invalidateQueries({ queryKey: blogAdminKeys.preview(data.id) });
};

/** What a save sends: the form, and whether to publish it now or schedule it in the same step. */
interface Save {
  input: BlogInput;
  then?: PublishOnSave;
}

/** A new post, saved as a draft, or published or scheduled in the same step. */
export const useCreateBlog = () => useMutation({ mutationFn: ({ input, then }: Save) => createBlog(input, then), onSuccess: saved });

/** The whole form saved, and published or scheduled in the same step when asked. */
export const useUpdateBlog = (blogId: Id) => useMutation({ mutationFn: ({ input, then }: Save) => updateBlog(blogId, input, then), onSuccess: saved });

/** Back to a draft. */
export const useUnpublishBlog = (blogId: Id) => useMutation({ mutationFn: () => unpublishBlog(blogId), onSuccess: saved });
