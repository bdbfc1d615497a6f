// Staff keep the board, the partners, the highlight videos and the home page's figures (drafts, previews, publishing
// now or at a time, unpublishing, their order), and write the membership plans' texts in English and Urdu. Bundled by
// mfe-public's staff pages (`shared-api/home-content-admin`), on the one client of the shared entry, so no visitor's
// page pays for it.
import type { Static } from '@sinclair/typebox';
import { call } from 'shared-api';
import type { DirectorInput, HighlightInput, HomeFigureInput, PartnerInput } from './validation/home-content';
import { homeContentAdminCalls } from './calls/home-content-admin';
import { planAdminCalls } from './calls/plans-admin';
import { typedCalls } from './contract-client';
import type { homeContentAdminContract } from './contracts/home-content-admin';
import type { planAdminContract } from './contracts/plans-admin';
import type * as shapes from './shapes/home-content-admin';
import type * as planShapes from './shapes/plans-admin';
import type { PlanInput } from './validation/plans-admin';

export type StaffDirector = Static<typeof shapes.StaffDirector>;
export type StaffPartner = Static<typeof shapes.StaffPartner>;
export type StaffHighlight = Static<typeof shapes.StaffHighlight>;
export type StaffHomeFigure = Static<typeof shapes.StaffHomeFigure>;
export type { DirectorInput, HighlightInput, HomeFigureInput, PartnerInput } from './validation/home-content';
export type StaffPlan = Static<typeof planShapes.StaffPlan>;
export type { PlanInput } from './validation/plans-admin';

const api = typedCalls<typeof homeContentAdminContract>(homeContentAdminCalls, { call });
const plans = typedCalls<typeof planAdminContract>(planAdminCalls, { call });

type Id = number | string;
const at = (publishAt: string | null) => ({ publish_at: publishAt });

/** The names of these reads in the query cache, one family per kind: its list, a record, a record's preview. */
const keysOf = <K extends string>(kind: K) => ({
  all: ['staff-home-content', kind] as const,
  list: ['staff-home-content', kind, 'list'] as const,
  one: (id: Id) => ['staff-home-content', kind, String(id)] as const,
  preview: (id: Id) => ['staff-home-content', kind, String(id), 'preview'] as const,
});
export const homeContentKeys = {
  directors: keysOf('directors'),
  partners: keysOf('partners'),
  highlights: keysOf('highlights'),
  figures: keysOf('home-figures'),
  plans: keysOf('membership-plans'),
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

/** The membership plans with their texts in English and Urdu, in the order their cards show. */
export const getStaffPlans = () => plans.getStaffPlans();
export const getStaffPlan = (id: Id) => plans.getStaffPlan({ params: { planId: id } });
/** Save a plan's texts (its description and benefits, and their Urdu with its name's). */
export const updatePlan = (id: Id, input: PlanInput) => plans.updatePlan({ params: { planId: id }, body: input });
