// Staff write press releases and media mentions (drafts, previews, publishing now or at a time, unpublishing) and
// upload PDFs (a press release's, a publication's report). Bundled by mfe-public's staff pages
// (`shared-api/content-admin`), on the one client of the shared entry, so no visitor's page pays for it.
import type { Static } from '@sinclair/typebox';
import { call } from 'shared-api';
import { contentAdminCalls } from './calls/content-admin';
import { uploadCalls } from './calls/uploads';
import { parseLine, type AnswerOf } from './contract';
import { typedCalls } from './contract-client';
import type { contentAdminContract } from './contracts/content-admin';
import type { uploadContract } from './contracts/uploads';
import type * as shapes from './shapes/content-admin';
import type { MediaMentionInput, PressReleaseInput } from './validation/content-admin';
import type { PublishState } from './validation/publishing';

export type StaffPressRelease = Static<typeof shapes.StaffPressRelease>;
export type StaffPressReleaseRow = Static<typeof shapes.StaffPressReleaseRow>;
export type StaffMediaMention = Static<typeof shapes.StaffMediaMention>;
export type StaffMediaMentionRow = Static<typeof shapes.StaffMediaMentionRow>;
export type { MediaMentionInput, PressReleaseInput } from './validation/content-admin';

const api = typedCalls<typeof contentAdminContract>(contentAdminCalls, { call });

export interface StaffContentFilters {
  q?: string;
  status?: '' | PublishState;
  page?: number;
}

/** The names of a kind's staff reads in the query cache: `staffContentKeys('press-releases').one(7)`. */
export const staffContentKeys = (kind: 'press-releases' | 'publications' | 'media-mentions') => ({
  /** every staff read of the kind */
  all: ['staff-content', kind] as const,
  /** every page and filter of its list */
  lists: ['staff-content', kind, 'list'] as const,
  list: (filters: StaffContentFilters) => ['staff-content', kind, 'list', filters] as const,
  one: (id: number | string) => ['staff-content', kind, String(id)] as const,
  preview: (id: number | string) => ['staff-content', kind, String(id), 'preview'] as const,
});

const listQuery = ({ q = '', status = '', page = 1 }: StaffContentFilters) => ({ query: { q, status, page } });
type Id = number | string;

export const getStaffPressReleases = (filters: StaffContentFilters = {}) => api.getStaffPressReleases(listQuery(filters));
export const getStaffPressRelease = (id: Id) => api.getStaffPressRelease({ params: { pressReleaseId: id } });
export const createPressRelease = (input: PressReleaseInput) => api.createPressRelease({ body: input });
export const updatePressRelease = (id: Id, input: PressReleaseInput) => api.updatePressRelease({ params: { pressReleaseId: id }, body: input });
/** The press release as visitors will see it once published. */
export const getPressReleasePreview = (id: Id) => api.getPressReleasePreview({ params: { pressReleaseId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishPressRelease = (id: Id, publishAt: string | null) => api.publishPressRelease({ params: { pressReleaseId: id }, body: { publish_at: publishAt } });
export const unpublishPressRelease = (id: Id) => api.unpublishPressRelease({ params: { pressReleaseId: id } });

export const getStaffMediaMentions = (filters: StaffContentFilters = {}) => api.getStaffMediaMentions(listQuery(filters));
export const getStaffMediaMention = (id: Id) => api.getStaffMediaMention({ params: { mediaMentionId: id } });
export const createMediaMention = (input: MediaMentionInput) => api.createMediaMention({ body: input });
export const updateMediaMention = (id: Id, input: MediaMentionInput) => api.updateMediaMention({ params: { mediaMentionId: id }, body: input });
export const getMediaMentionPreview = (id: Id) => api.getMediaMentionPreview({ params: { mediaMentionId: id } });
export const publishMediaMention = (id: Id, publishAt: string | null) => api.publishMediaMention({ params: { mediaMentionId: id }, body: { publish_at: publishAt } });
export const unpublishMediaMention = (id: Id) => api.unpublishMediaMention({ params: { mediaMentionId: id } });

/** Uploads a PDF (checked by its bytes on the server); answers the stored file name. A multipart body, sent by the client itself. */
export function uploadPdf(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call<AnswerOf<(typeof uploadContract)['uploadPdf']>>('post', parseLine(uploadCalls.uploadPdf).path, { body });
}
