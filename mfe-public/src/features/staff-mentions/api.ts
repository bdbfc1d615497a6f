import { createMediaMention, publishMediaMention, staffContentKeys, unpublishMediaMention, updateMediaMention, type MediaMentionInput, type StaffMediaMention } from 'shared-api/content-admin';
import { contentMutations } from '../staff-content/mutations';

export const mentionKeys = staffContentKeys('media-mentions');

/** A media mention's writes: useCreate, useUpdate(id), usePublish, useUnpublish(id). */
export const mentionWrites = contentMutations<StaffMediaMention, MediaMentionInput>(mentionKeys, {
  create: createMediaMention,
  update: updateMediaMention,
  publish: publishMediaMention,
  unpublish: unpublishMediaMention,
});
