// Conference editions as staff make them, in the browser: the calls through the feature's contract (decision 016),
// the names of their reads in the query cache, and the staff's writes, one hook each (bulletproof-react's
// features/<feature>/api): a page changes an edition only through these, and each hook's onSuccess refreshes exactly
// the reads the change affects (the list, the edition, its preview). Visitors' calls are public-calls.ts, which loads
// no query client; visitors read editions without the query cache (useRead), so nothing of theirs needs refreshing
// here.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { contentMutations } from '../staff-content/mutations';
import { conferenceCalls } from './calls';
import type { conferenceContract } from './contract';
import type { StaffConference } from './shapes';
import type { ConferenceInput } from './staff-validation';

const api = typedCalls<typeof conferenceContract>(conferenceCalls, { call });

type Id = number | string;

/** The names of the staff's reads of editions in the query cache. */
export const conferenceAdminKeys = {
  /** every staff read of conference editions */
  all: ['staff-conferences'] as const,
  /** the list of editions */
  lists: ['staff-conferences', 'list'] as const,
  one: (id: Id) => ['staff-conferences', String(id)] as const,
  preview: (id: Id) => ['staff-conferences', String(id), 'preview'] as const,
};

export const getStaffConferences = () => api.getStaffConferences();
export const getStaffConference = (id: Id) => api.getStaffConference({ params: { conferenceId: id } });
export const createConference = (input: ConferenceInput) => api.createConference({ body: input });
export const updateConference = (id: Id, input: ConferenceInput) => api.updateConference({ params: { conferenceId: id }, body: input });
/** The edition as visitors will see it once published. */
export const getConferencePreview = (id: Id) => api.getConferencePreview({ params: { conferenceId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishConference = (id: Id, publishAt: string | null) => api.publishConference({ params: { conferenceId: id }, body: { publish_at: publishAt } });
export const unpublishConference = (id: Id) => api.unpublishConference({ params: { conferenceId: id } });

const editions = contentMutations<StaffConference, ConferenceInput>(conferenceAdminKeys, {
  create: createConference,
  update: updateConference,
  publish: publishConference,
  unpublish: unpublishConference,
});

/** A new edition, saved as a draft. */
export const useCreateConference = editions.useCreate;
/** The whole form saved, its lists with it. */
export const useUpdateConference = editions.useUpdate;
/** Publish now (null) or at that instant. */
export const usePublishConference = editions.usePublish;
/** Back to a draft. */
export const useUnpublishConference = editions.useUnpublish;
