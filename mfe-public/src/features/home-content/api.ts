// The board, the partners, the highlight videos and the home page's figures as staff keep them, in the browser: the
// calls through the feature's contract (decision 016), the names of their reads in the query cache, and the staff's
// writes, one hook each (bulletproof-react's features/<feature>/api): a page changes a record only through these, and
// each hook's onSuccess refreshes exactly the reads the change affects, by their names in staffHomeContentKeys. Visitors'
// calls are public-calls.ts, which loads no query client; visitors read without the query cache (useRead), so nothing
// of theirs needs refreshing here.
import { call, type ApiResult } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { homeContentCalls } from './calls';
import type { homeContentContract } from './contract';
import type { StaffDirector, StaffHighlight, StaffHomeFigure, StaffPartner } from './shapes';
import type { DirectorInput, HighlightInput, HomeFigureInput, PartnerInput } from './staff-validation';

const api = typedCalls<typeof homeContentContract>(homeContentCalls, { call });

type Id = number | string;
const at = (publishAt: string | null) => ({ publish_at: publishAt });

/** The names of these reads in the query cache, one family per kind: its list, a record, a record's preview. */
const keysOf = <K extends string>(kind: K) => ({
  all: ['staff-home-content', kind] as const,
  list: ['staff-home-content', kind, 'list'] as const,
  one: (id: Id) => ['staff-home-content', kind, String(id)] as const,
  preview: (id: Id) => ['staff-home-content', kind, String(id), 'preview'] as const,
});
export const staffHomeContentKeys = {
  directors: keysOf('directors'),
  partners: keysOf('partners'),
  highlights: keysOf('highlights'),
  figures: keysOf('home-figures'),
};

export const getStaffDirectors = () => api.getStaffDirectors();
export const getStaffDirector = (id: Id) => api.getStaffDirector({ params: { directorId: id } });
export const createDirector = (input: DirectorInput) => api.createDirector({ body: input });
export const updateDirector = (id: Id, input: DirectorInput) => api.updateDirector({ params: { directorId: id }, body: input });
/** The board as visitors will see it with this member published. */
export const getDirectorPreview = (id: Id) => api.getDirectorPreview({ params: { directorId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishDirector = (id: Id, publishAt: string | null) => api.publishDirector({ params: { directorId: id }, body: at(publishAt) });
export const unpublishDirector = (id: Id) => api.unpublishDirector({ params: { directorId: id } });
export const orderDirectors = (ids: number[]) => api.orderDirectors({ body: { ids } });

export const getStaffPartners = () => api.getStaffPartners();
export const getStaffPartner = (id: Id) => api.getStaffPartner({ params: { partnerId: id } });
export const createPartner = (input: PartnerInput) => api.createPartner({ body: input });
export const updatePartner = (id: Id, input: PartnerInput) => api.updatePartner({ params: { partnerId: id }, body: input });
export const getPartnerPreview = (id: Id) => api.getPartnerPreview({ params: { partnerId: id } });
export const publishPartner = (id: Id, publishAt: string | null) => api.publishPartner({ params: { partnerId: id }, body: at(publishAt) });
export const unpublishPartner = (id: Id) => api.unpublishPartner({ params: { partnerId: id } });
/** The order of one kind's partners (every corporate partner, or every other one). */
export const orderPartners = (ids: number[]) => api.orderPartners({ body: { ids } });

export const getStaffHighlights = () => api.getStaffHighlights();
export const getStaffHighlight = (id: Id) => api.getStaffHighlight({ params: { highlightId: id } });
export const createHighlight = (input: HighlightInput) => api.createHighlight({ body: input });
export const updateHighlight = (id: Id, input: HighlightInput) => api.updateHighlight({ params: { highlightId: id }, body: input });
export const getHighlightPreview = (id: Id) => api.getHighlightPreview({ params: { highlightId: id } });
export const publishHighlight = (id: Id, publishAt: string | null) => api.publishHighlight({ params: { highlightId: id }, body: at(publishAt) });
export const unpublishHighlight = (id: Id) => api.unpublishHighlight({ params: { highlightId: id } });
export const orderHighlights = (ids: number[]) => api.orderHighlights({ body: { ids } });

export const getStaffHomeFigures = () => api.getStaffHomeFigures();
export const getStaffHomeFigure = (id: Id) => api.getStaffHomeFigure({ params: { figureId: id } });
export const createHomeFigure = (input: HomeFigureInput) => api.createHomeFigure({ body: input });
export const updateHomeFigure = (id: Id, input: HomeFigureInput) => api.updateHomeFigure({ params: { figureId: id }, body: input });
export const getHomeFigurePreview = (id: Id) => api.getHomeFigurePreview({ params: { figureId: id } });
export const publishHomeFigure = (id: Id, publishAt: string | null) => api.publishHomeFigure({ params: { figureId: id }, body: at(publishAt) });
export const unpublishHomeFigure = (id: Id) => api.unpublishHomeFigure({ params: { figureId: id } });
export const orderHomeFigures = (ids: number[]) => api.orderHomeFigures({ body: { ids } });

type Keys = (typeof staffHomeContentKeys)[keyof typeof staffHomeContentKeys];

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

export const directorHooks = kindHooks<StaffDirector, DirectorInput>({
  keys: staffHomeContentKeys.directors,
  create: createDirector,
  update: updateDirector,
  publish: publishDirector,
  unpublish: unpublishDirector,
  order: orderDirectors,
});

export const partnerHooks = kindHooks<StaffPartner, PartnerInput>({
  keys: staffHomeContentKeys.partners,
  create: createPartner,
  update: updatePartner,
  publish: publishPartner,
  unpublish: unpublishPartner,
  order: orderPartners,
});

export const highlightHooks = kindHooks<StaffHighlight, HighlightInput>({
  keys: staffHomeContentKeys.highlights,
  create: createHighlight,
  update: updateHighlight,
  publish: publishHighlight,
  unpublish: unpublishHighlight,
  order: orderHighlights,
});

export const figureHooks = kindHooks<StaffHomeFigure, HomeFigureInput>({
  keys: staffHomeContentKeys.figures,
  create: createHomeFigure,
  update: updateHomeFigure,
  publish: publishHomeFigure,
  unpublish: unpublishHomeFigure,
  order: orderHomeFigures,
});
