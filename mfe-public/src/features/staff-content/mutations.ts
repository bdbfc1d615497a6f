// A kind of content's writes, one hook each (bulletproof-react's features/<feature>/api): a page changes a record only
// through these, and each refreshes exactly the reads the change affects, by their names in the kind's query keys.
// Visitors read without the query cache (useRead), so nothing of theirs needs refreshing here.
import type { ApiResult } from 'shared-api';
import { queryClient, useMutation } from 'shared-api/query';

type Id = number | string;

export interface ContentKeys {
  lists: readonly unknown[];
  one(id: Id): readonly unknown[];
  preview(id: Id): readonly unknown[];
}

export interface ContentCalls<R, I> {
  create(input: I): Promise<ApiResult<R>>;
  update(id: Id, input: I): Promise<ApiResult<R>>;
  publish(id: Id, at: string | null): Promise<ApiResult<R>>;
  unpublish(id: Id): Promise<ApiResult<R>>;
}

/** The kind's save, publish and unpublish hooks: `const press = contentMutations(keys, calls)`, then `press.useCreate()`. */
export function contentMutations<R extends { id: number }, I>(keys: ContentKeys, calls: ContentCalls<R, I>) {
  /** The editor shows the record the server answers; the staff list and the record's preview are read again. */
  const saved = ({ data }: ApiResult<R>) => {
    queryClient.setQueryData(keys.one(data.id), data);
    void queryClient.invalidateQueries({ queryKey: keys.lists });
    void queryClient.invalidateQueries({ queryKey: keys.preview(data.id) });
  };
  return {
    /** A new record, saved as a draft. */
    useCreate: () => useMutation({ mutationFn: (input: I) => calls.create(input), onSuccess: saved }),
    /** The whole form saved. */
    useUpdate: (id: Id) => useMutation({ mutationFn: (input: I) => calls.update(id, input), onSuccess: saved }),
    /** Publish now (null) or at that instant. */
    usePublish: () => useMutation({ mutationFn: ({ id, at }: { id: Id; at: string | null }) => calls.publish(id, at), onSuccess: saved }),
    /** Back to a draft. */
    useUnpublish: (id: Id) => useMutation({ mutationFn: () => calls.unpublish(id), onSuccess: saved }),
  };
}
