// The writes of the board, partners, highlights and home figures staff pages, one hook each (bulletproof-react's
// features/<feature>/api): a page changes a record only through these, and each hook's onSuccess refreshes exactly
// the reads the change affects, by their names in homeContentKeys. Visitors read without the query cache (useRead),
// so nothing of theirs needs refreshing here.
import type { ApiResult } from 'shared-api';
import * as admin from 'shared-api/home-content-admin';
import { queryClient, useMutation } from 'shared-api/query';

type Id = number | string;
type Keys = (typeof admin.homeContentKeys)[keyof typeof admin.homeContentKeys];

interface KindCalls<R, I> {
  keys: Keys;
  create(input: I): Promise<ApiResult<R>>;
  update(id: Id, input: I): Promise<ApiResult<R>>;
  publish(id: Id, at: string | null): Promise<ApiResult<R>>;
  unpublish(id: Id): Promise<ApiResult<R>>;
  order(ids: number[]): Promise<ApiResult<R[]>>;
}

/** A kind's hooks: the form shows the record the server answers; the list and the record's preview are read again. */
function kindHooks<R extends { id: number }, I>(calls: KindCalls<R, I>) {
  const saved = ({ data }: ApiResult<R>) => {
    queryClient.setQueryData(calls.keys.one(data.id), data);
    void queryClient.invalidateQueries({ queryKey: calls.keys.list });
    void queryClient.invalidateQueries({ queryKey: calls.keys.preview(data.id) });
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
    /** The list in a new order; the list shows the server's answer. */
    useOrder: () =>
      useMutation({
        mutationFn: (ids: number[]) => calls.order(ids),
        onSuccess: ({ data }) => queryClient.setQueryData(calls.keys.list, data),
      }),
  };
}

export const directorHooks = kindHooks<admin.StaffDirector, admin.DirectorInput>({
  keys: admin.homeContentKeys.directors,
  create: admin.createDirector,
  update: admin.updateDirector,
  publish: admin.publishDirector,
  unpublish: admin.unpublishDirector,
  order: admin.orderDirectors,
});

export const partnerHooks = kindHooks<admin.StaffPartner, admin.PartnerInput>({
  keys: admin.homeContentKeys.partners,
  create: admin.createPartner,
  update: admin.updatePartner,
  publish: admin.publishPartner,
  unpublish: admin.unpublishPartner,
  order: admin.orderPartners,
});

export const highlightHooks = kindHooks<admin.StaffHighlight, admin.HighlightInput>({
  keys: admin.homeContentKeys.highlights,
  create: admin.createHighlight,
  update: admin.updateHighlight,
  publish: admin.publishHighlight,
  unpublish: admin.unpublishHighlight,
  order: admin.orderHighlights,
});

export const figureHooks = kindHooks<admin.StaffHomeFigure, admin.HomeFigureInput>({
  keys: admin.homeContentKeys.figures,
  create: admin.createHomeFigure,
  update: admin.updateHomeFigure,
  publish: admin.publishHomeFigure,
  unpublish: admin.unpublishHomeFigure,
  order: admin.orderHomeFigures,
});
