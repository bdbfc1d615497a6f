// The staff blog feature's writes, one hook each (bulletproof-react's features/<feature>/api): a page changes a post
// only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by their names in
// blogAdminKeys. Visitors read posts without the query cache (useRead), so nothing of theirs needs refreshing here.
import type { ApiResult } from 'shared-api';
import { blogAdminKeys, createBlog, publishBlog, unpublishBlog, updateBlog, type BlogInput, type StaffBlog } from 'shared-api/blogs-admin';
import { queryClient, useMutation } from 'shared-api/query';

type Id = number | string;

/** The editor shows the post the server answers; the staff list and the post's preview are read again. */
const saved = ({ data }: ApiResult<StaffBlog>) => {
  queryClient.setQueryData(blogAdminKeys.one(data.id), data);
  void queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists });
  void queryClient.invalidateQueries({ queryKey: blogAdminKeys.preview(data.id) });
};

/** A new post, saved as a draft. */
export const useCreateBlog = () => useMutation({ mutationFn: (input: BlogInput) => createBlog(input), onSuccess: saved });

/** The whole form saved. */
export const useUpdateBlog = (blogId: Id) => useMutation({ mutationFn: (input: BlogInput) => updateBlog(blogId, input), onSuccess: saved });

/** Publish now (null) or at that instant. */
export const usePublishBlog = () => useMutation({ mutationFn: ({ id, at }: { id: Id; at: string | null }) => publishBlog(id, at), onSuccess: saved });

/** Back to a draft. */
export const useUnpublishBlog = (blogId: Id) => useMutation({ mutationFn: () => unpublishBlog(blogId), onSuccess: saved });
