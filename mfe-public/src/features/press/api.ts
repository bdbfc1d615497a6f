// Press releases and media mentions as staff write them, in the browser: the calls through the feature's contract
// (decision 016), the names of their reads in the query cache, and the staff's writes, one hook each
// (bulletproof-react's features/<feature>/api): a page changes a record only through these, and each hook's onSuccess
// refreshes exactly the reads the change affects. Visitors' calls are public-calls.ts, which loads no query client;
// visitors read without the query cache (useRead), so nothing of theirs needs refreshing here.
import { call } from 'shared-api';
import { staffContentKeys, type StaffContentFilters } from 'shared-api/content-admin';
import { typedCalls } from 'shared-api/contract-client';
import { contentMutations } from '../staff-content/mutations';
import { pressCalls } from './calls';
import type { pressContract } from './contract';
import type { StaffMediaMention, StaffPressRelease } from './shapes';
import type { MediaMentionInput, PressReleaseInput } from './staff-validation';

const api = typedCalls<typeof pressContract>(pressCalls, { call });

type Id = number | string;

const listQuery = ({ q = '', status = '', page = 1 }: StaffContentFilters) => ({ query: { q, status, page } });

/** The staff's reads of press releases: their list, a release, its preview. */
export const staffPressKeys = staffContentKeys('press-releases');
/** The staff's reads of media mentions: their list, a mention, its preview. */
export const staffMentionKeys = staffContentKeys('media-mentions');

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
/** The media mention's card as visitors will see it once published. */
export const getMediaMentionPreview = (id: Id) => api.getMediaMentionPreview({ params: { mediaMentionId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishMediaMention = (id: Id, publishAt: string | null) => api.publishMediaMention({ params: { mediaMentionId: id }, body: { publish_at: publishAt } });
export const unpublishMediaMention = (id: Id) => api.unpublishMediaMention({ params: { mediaMentionId: id } });

// ---- Writes ----

/** A press release's writes: useCreate, useUpdate(id), usePublish, useUnpublish(id). */
export const pressWrites = contentMutations<StaffPressRelease, PressReleaseInput>(staffPressKeys, {
  create: createPressRelease,
  update: updatePressRelease,
  publish: publishPressRelease,
  unpublish: unpublishPressRelease,
});

/** A media mention's writes: useCreate, useUpdate(id), usePublish, useUnpublish(id). */
export const mentionWrites = contentMutations<StaffMediaMention, MediaMentionInput>(staffMentionKeys, {
  create: createMediaMention,
  update: updateMediaMention,
  publish: publishMediaMention,
  unpublish: unpublishMediaMention,
});
