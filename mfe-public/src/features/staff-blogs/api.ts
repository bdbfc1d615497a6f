// The staff blog feature's writes, one hook each (bulletproof-react's features/<feature>/api): a page changes a post
// only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by their names in
// blogAdminKeys. Visitors read posts without the query cache (useRead), so nothing of theirs needs refreshing here.
import type { ApiResult } from 'shared-api';
import { blogAdminKeys, createBlog, unpublishBlog, updateBlog, type BlogInput, type PublishOnSave, type StaffBlog } from 'shared-api/blogs-admin';
import { queryClient, useMutation } from 'shared-api/query';

type Id = number | string;

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
