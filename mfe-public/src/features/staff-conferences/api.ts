// The staff conference feature's writes, one hook each: a page changes an edition only through these, and each
// refreshes exactly the reads the change affects (the list, the edition, its preview). Visitors read editions without
// the query cache (useRead), so nothing of theirs needs refreshing here.
import { conferenceAdminKeys, createConference, publishConference, unpublishConference, updateConference, type ConferenceInput, type StaffConference } from 'shared-api/conferences-admin';
import { contentMutations } from '../staff-content/mutations';

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
